// addStaff (POST /api/staff/members): an admin adds a staff account; the answer has its initial
// password, shown this once (docs/staff.md "Staff accounts").
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";

export function addStaff(input: RequestBody<"addStaff">) {
  return apiPost<Answer<"addStaff">>("/api/staff/members", { ...input });
}
