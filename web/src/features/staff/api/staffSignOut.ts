// staffSignOut (POST /api/staff/sign-out): ends this browser's staff session (docs/staff.md "Staff
// accounts").
import { apiPost, type Answer } from "../../../lib/api";

export function signOut() {
  return apiPost<Answer<"staffSignOut">>("/api/staff/sign-out", {});
}
