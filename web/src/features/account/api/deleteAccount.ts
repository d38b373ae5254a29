// deleteAccount (POST /api/customer/delete): asks for the account's deletion, confirmed by e-mail and
// names; the account is locked meanwhile (docs/accounts.md "Operations").
import { useMutation } from "@tanstack/react-query";
import { apiPost, invalidateSession, type Answer, type RequestBody } from "../../../lib/api";

export function deleteAccount(input: RequestBody<"deleteAccount">) {
  return apiPost<Answer<"deleteAccount">>("/api/customer/delete", {
    email: input.email.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
  });
}

/** Like sign-out: the caller leaves the account area first, then refreshes everything. */
export function useDeleteAccount() {
  return useMutation({
    mutationKey: ["deleteAccount"],
    mutationFn: deleteAccount,
    onSuccess: () => invalidateSession(),
  });
}
