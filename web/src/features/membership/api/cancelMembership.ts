// cancelMembership (POST /api/membership/cancel): a trial is never charged (benefits until its end), a paid membership keeps its benefits until the renewal date, an overdue one ends now.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type RequestBody } from "../../../lib/api";
import type { Membership } from "../types";
import { setMembership } from "./getMembership";

export function cancelMembership(body: RequestBody<"cancelMembership">) {
  return apiPost<Membership>("/api/membership/cancel", body);
}

export function useCancelMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["cancelMembership"],
    mutationFn: cancelMembership,
    onSuccess: (m) => setMembership(client, m),
  });
}
