// getInfo (GET /api/info): the shopper's page fragments, among them the signed-in customer's preferred
// store (storeDetails). The query key is the API URL (features/cart refreshes it by that prefix after a
// store change).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, INFO_URL, type Answer } from "../../../lib/api";

export type Info = Answer<"getInfo">;

export function fetchInfo(signal?: AbortSignal) {
  return apiGet<Info>(INFO_URL, signal);
}

export const infoQuery = () =>
  queryOptions({
    queryKey: [INFO_URL],
    queryFn: ({ signal }) => fetchInfo(signal),
    staleTime: 300_000,
    retry: false,
  });

export function useInfo(options?: { enabled?: boolean }) {
  return useQuery({ ...infoQuery(), ...options });
}
