// requestPasswordReset (POST /api/customer/password-reset): e-mails a reset link; the answer is the same
// whether the e-mail has an account or not (docs/accounts.md "Operations").
import { useMutation } from "@tanstack/react-query";
import { apiPost, type Answer } from "../../../lib/api";

export function requestPasswordReset(emailAddress: string) {
  return apiPost<Answer<"requestPasswordReset">>("/api/customer/password-reset", {
    emailAddress: emailAddress.trim(),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: ["requestPasswordReset"], mutationFn: requestPasswordReset });
}
