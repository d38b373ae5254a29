// signIn (POST /api/customer/sign-in): a form POST of j_username, j_password, rememberMe and _csrf
// (docs/accounts.md "Operations", "The sign-in form"). It rotates the session, so the session is refreshed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPostForm, type Answer, type RequestBody } from "../../../lib/api";
import type { SignInInput } from "../types";
import { refreshSession } from "./getSession";

export function signIn(input: SignInInput) {
  const body: RequestBody<"signIn"> = {
    j_username: input.email.trim(),
    j_password: input.password,
    rememberMe: input.rememberMe ? "true" : undefined,
    linkOrderCode: input.linkOrderCode || undefined,
    redirect: input.redirect || undefined,
  };
  return apiPostForm<Answer<"signIn">>("/api/customer/sign-in", body);
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["signIn"],
    mutationFn: signIn,
    onSuccess: () => refreshSession(client),
  });
}
