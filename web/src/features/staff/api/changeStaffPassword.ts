// changeStaffPassword (POST /api/staff/password): the signed-in member's new password; their other
// sessions end, this browser stays signed in (docs/staff.md "Staff accounts").
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";

export function changeStaffPassword(input: RequestBody<"changeStaffPassword">) {
  return apiPost<Answer<"changeStaffPassword">>("/api/staff/password", { ...input });
}
