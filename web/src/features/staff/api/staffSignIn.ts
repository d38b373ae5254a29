// staffSignIn (POST /api/staff/sign-in): a staff member signs in; the staff session is its own HttpOnly
// cookie, apart from the shopper's (docs/staff.md "Staff accounts"). Answers as getStaffSession.
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";

export function signIn(email: string, password: string) {
  const body: RequestBody<"staffSignIn"> = { email, password };
  return apiPost<Answer<"staffSignIn">>("/api/staff/sign-in", body);
}
