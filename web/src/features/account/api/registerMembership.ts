// registerMembership (POST /api/membership/register): an account made for OnePass (username: the
// e-mail, pwd: the password, opId: the plan chosen), signed in at once; the answer's redirectUrl
// leads to the membership page to add a card and join (/my-account/onepass?plan=…#join). The
// session rotates, so it is refreshed (docs/accounts.md "The sign-in form").
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import type { RegisterInput } from "../types";
import { refreshSession } from "./getSession";

export type MembershipPlanId = RequestBody<"registerMembership">["opId"];

export function registerMembership(input: RegisterInput & { plan: MembershipPlanId }) {
  const body: RequestBody<"registerMembership"> = {
    username: input.email.trim(),
    pwd: input.password,
    opId: input.plan,
    firstName: input.firstName.trim() || undefined,
    lastName: input.lastName.trim() || undefined,
  };
  return apiPost<Answer<"registerMembership">>("/api/membership/register", body);
}

export function useRegisterMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["registerMembership"],
    mutationFn: registerMembership,
    onSuccess: () => refreshSession(client),
  });
}
