// setMembershipPaymentMethod (POST /api/membership/payment-method): charge the membership to another card from now on (saved, or a one-time token).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type RequestBody } from "../../../lib/api";
import type { Membership } from "../types";
import { setMembership } from "./getMembership";

export function setMembershipPaymentMethod(body: RequestBody<"setMembershipPaymentMethod">) {
  return apiPost<Membership>("/api/membership/payment-method", body);
}

export function useSetMembershipPaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["setMembershipPaymentMethod"],
    mutationFn: setMembershipPaymentMethod,
    onSuccess: (m) => setMembership(client, m),
  });
}
