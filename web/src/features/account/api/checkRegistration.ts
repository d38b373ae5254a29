// checkRegistration (POST /api/customer/check-registration): whether an e-mail has an account and
// whether it is locked, for the sign-in form and the checkout's e-mail step (docs/accounts.md).
import { apiPost, type Answer } from "../../../lib/api";

export function checkRegistration(emailAddress: string) {
  return apiPost<Answer<"checkRegistration">>("/api/customer/check-registration", { emailAddress });
}
