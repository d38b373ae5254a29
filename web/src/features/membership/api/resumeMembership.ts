// resumeMembership (POST /api/membership/resume): undo a cancellation, or pay an overdue membership now (its card, or the card given).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type RequestBody } from "../../../lib/api";
import type { Membership } from "../types";
import { setMembership } from "./getMembership";

export function resumeMembership(body: RequestBody<"resumeMembership">) {
  return apiPost<Membership>("/api/membership/resume", body);
}

export function useResumeMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["resumeMembership"],
    mutationFn: resumeMembership,
    onSuccess: (m) => setMembership(client, m),
  });
}
