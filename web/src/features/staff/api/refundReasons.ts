// refundReasons (GET /api/returns/reasons): the shop's refund reasons, code and name (docs/orders.md
// "The shopper's side"); the back office shows a return's reasons by name.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";
import { STAFF_KEY } from "../cache";

export function fetchRefundReasons(signal?: AbortSignal) {
  return apiGet<Answer<"refundReasons">>("/api/returns/reasons", signal);
}

/** The refund reasons' names by code ("wrong-size" → "Wrong size or fit"); kept for the session. */
export const reasonsQuery = () =>
  queryOptions({
    queryKey: [STAFF_KEY, "reasons"],
    queryFn: async ({ signal }) => {
      const a = await fetchRefundReasons(signal);
      return Object.fromEntries(a.refundReasons.map((r) => [r.code, r.name])) as Record<string, string>;
    },
    staleTime: Infinity,
    retry: false,
  });

/** A refund reason's name for its code (the code itself until the names load). */
export function useReasonName() {
  const { data } = useQuery(reasonsQuery());
  return (code: string) => data?.[code] ?? code;
}
