// changePassword (POST /api/customer/change-password): the signed-in customer's new password, with the
// current one (docs/accounts.md "Operations").
import { useMutation } from "@tanstack/react-query";
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";

export function changePassword(currentPassword: string, password: string) {
  const body: RequestBody<"changePassword"> = { currentPassword, password };
  return apiPost<Answer<"changePassword">>("/api/customer/change-password", body);
}

export function useChangePassword() {
  return useMutation({
    mutationKey: ["changePassword"],
    mutationFn: ({ currentPassword, password }: RequestBody<"changePassword">) =>
      changePassword(currentPassword, password),
  });
}
