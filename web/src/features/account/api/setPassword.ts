// setPassword (POST /api/customer/password): a new password with a reset link's token; the customer is
// signed in, so the session is refreshed (docs/accounts.md "Operations").
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import { refreshSession } from "./getSession";

export function setPassword(password: string, token: string) {
  const body: RequestBody<"setPassword"> = { password, token };
  return apiPost<Answer<"setPassword">>("/api/customer/password", body);
}

export function useSetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["setPassword"],
    mutationFn: ({ password, token }: RequestBody<"setPassword">) => setPassword(password, token),
    onSuccess: () => refreshSession(client),
  });
}
