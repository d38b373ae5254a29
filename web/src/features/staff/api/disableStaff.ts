// disableStaff (POST /api/staff/members/disable): an admin disables a staff account: it can no longer
// sign in, and its sessions end (docs/staff.md "Staff accounts").
import { apiPost, type Answer } from "../../../lib/api";

export function disableStaff(email: string) {
  return apiPost<Answer<"disableStaff">>("/api/staff/members/disable", { email });
}
