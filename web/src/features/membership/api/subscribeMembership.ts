// subscribeMembership (POST /api/membership/subscribe): join and pay now with a plan and a card; 422 ERR_MEMBERSHIP_PAYMENT_DECLINED when the card declines, 409 ERR_MEMBERSHIP_ACTIVE.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type RequestBody } from "../../../lib/api";
import type { Membership } from "../types";
import { setMembership } from "./getMembership";

export function subscribeMembership(body: RequestBody<"subscribeMembership">) {
  return apiPost<Membership>("/api/membership/subscribe", body);
}

export function useSubscribeMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["subscribeMembership"],
    mutationFn: subscribeMembership,
    onSuccess: (m) => setMembership(client, m),
  });
}
