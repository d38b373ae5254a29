// enewsOptIn (POST /api/customer/enews): signs an e-mail up to the newsletter (docs/accounts.md
// "Operations").
import { apiPost, type Answer } from "../../../lib/api";

export function enewsOptIn(emailAddress: string) {
  return apiPost<Answer<"enewsOptIn">>("/api/customer/enews", { emailAddress: emailAddress.trim() });
}
