// checkExpressEligibility (GET /api/delivery/express-eligibility): whether express delivery runs to a
// postcode (docs/delivery.md). The query key is the API URL.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer, type QueryText } from "../../../lib/api";

export const expressUrl = (postcode: string) =>
  `/api/delivery/express-eligibility?${new URLSearchParams({ postcode, mode: "ED" } satisfies QueryText<"checkExpressEligibility">)}`;

export function fetchExpressEligibility(postcode: string, signal?: AbortSignal) {
  return apiGet<Answer<"checkExpressEligibility">>(expressUrl(postcode), signal);
}

/** Asked only when `enabled` and for a four-digit postcode; an answer keeps for an hour. */
export const expressEligibilityQuery = (postcode: string, enabled: boolean) =>
  queryOptions({
    queryKey: [expressUrl(postcode)],
    queryFn: ({ signal }) => fetchExpressEligibility(postcode, signal),
    enabled: enabled && /^\d{4}$/.test(postcode),
    staleTime: 3_600_000,
    retry: false,
  });

export function useExpressEligibility(postcode: string, enabled: boolean) {
  return useQuery(expressEligibilityQuery(postcode, enabled));
}
