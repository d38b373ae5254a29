// getStoreDetails (GET /api/stores/{storeNumber}): one store's details (docs/stores.md#stores). The query
// key is the API URL.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const storeUrl = (storeNumber: string) => `/api/stores/${encodeURIComponent(storeNumber)}`;

export function fetchStore(storeNumber: string, signal?: AbortSignal) {
  return apiGet<Answer<"getStoreDetails">>(storeUrl(storeNumber), signal);
}

/** Only four-digit store numbers are asked for, and a store keeps for a day. */
export const storeQuery = (storeNumber: string) =>
  queryOptions({
    queryKey: [storeUrl(storeNumber)],
    queryFn: ({ signal }) => fetchStore(storeNumber, signal),
    enabled: /^\d{4}$/.test(storeNumber),
    staleTime: 86_400_000,
    retry: false,
  });

/** A store's details; `enabled` replaces the query's own rule (a four-digit store number). */
export function useStoreDetails(storeNumber: string, options?: { enabled?: boolean }) {
  return useQuery({ ...storeQuery(storeNumber), ...options });
}
