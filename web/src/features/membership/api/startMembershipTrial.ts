// startMembershipTrial (POST /api/membership/trial): the 30-day free trial with a plan and a card (saved, or a one-time token); 422 ERR_MEMBERSHIP_TRIAL_USED, 409 ERR_MEMBERSHIP_ACTIVE.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type RequestBody } from "../../../lib/api";
import type { Membership } from "../types";
import { setMembership } from "./getMembership";

export function startMembershipTrial(body: RequestBody<"startMembershipTrial">) {
  return apiPost<Membership>("/api/membership/trial", body);
}

export function useStartMembershipTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["startMembershipTrial"],
    mutationFn: startMembershipTrial,
    onSuccess: (m) => setMembership(client, m),
  });
}
