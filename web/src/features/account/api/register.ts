// register (POST /api/customer/register): creates an account; the new customer is signed in and the
// session rotates, so it is refreshed (docs/accounts.md "Operations").
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import type { RegisterInput } from "../types";
import { refreshSession } from "./getSession";

export function register(input: RegisterInput) {
  const body: RequestBody<"register"> = {
    emailAddress: input.email.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    password: input.password,
    mobileNumber: input.mobileNumber?.trim() || undefined,
    optIntoMarketing: input.optIntoMarketing ?? false,
    subscribeToRewards: input.subscribeToRewards ?? false,
    rememberMe: input.rememberMe ?? false,
  };
  return apiPost<Answer<"register">>("/api/customer/register", body);
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["register"],
    mutationFn: register,
    onSuccess: () => refreshSession(client),
  });
}
