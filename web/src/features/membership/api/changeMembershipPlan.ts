// changeMembershipPlan (POST /api/membership/plan): monthly or annual from the next renewal (nextPlan shows it).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type RequestBody } from "../../../lib/api";
import type { Membership } from "../types";
import { setMembership } from "./getMembership";

export function changeMembershipPlan(body: RequestBody<"changeMembershipPlan">) {
  return apiPost<Membership>("/api/membership/plan", body);
}

export function useChangeMembershipPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["changeMembershipPlan"],
    mutationFn: changeMembershipPlan,
    onSuccess: (m) => setMembership(client, m),
  });
}
