// signOut (POST /api/customer/sign-out): ends the customer's session, which rotates (docs/accounts.md
// "Operations"). hooks/useSignOut leaves a protected page first, then refreshes the rest.
import { useMutation } from "@tanstack/react-query";
import { apiPostForm, invalidateSession, type Answer } from "../../../lib/api";

export function signOut() {
  return apiPostForm<Answer<"signOut">>("/api/customer/sign-out", {});
}

/**
 * Sign-out drops the cached session at once; the caller refreshes the rest after it has left a
 * protected page (refreshAll), so that page does not flash a sign-in form on the way out.
 */
export function useSignOutMutation() {
  return useMutation({
    mutationKey: ["signOut"],
    mutationFn: signOut,
    onSettled: () => invalidateSession(),
  });
}
