// getStoreStock (GET /api/stock/stores): click & collect stock of some variants at some stores
// (docs/stores.md#stock-at-stores). The query key is the API URL.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer, type QueryText } from "../../../lib/api";

export const storeStockUrl = (baseCode: string, variants: string[], store: string) =>
  `/api/stock/stores?${new URLSearchParams({ baseProductCode: baseCode, variants: variants.join(","), locations: store, deliveryTypes: "CNC" } satisfies QueryText<"getStoreStock">)}`;

export function fetchStoreStock(baseCode: string, variants: string[], store: string, signal?: AbortSignal) {
  return apiGet<Answer<"getStoreStock">>(storeStockUrl(baseCode, variants, store), signal);
}

/** Click & collect stock of some variants at one store; nothing is asked without a store. */
export const storeStockQuery = (baseCode: string, variants: string[], store: string) =>
  queryOptions({
    queryKey: [storeStockUrl(baseCode, variants, store)],
    queryFn: ({ signal }) => fetchStoreStock(baseCode, variants, store, signal),
    enabled: Boolean(store) && variants.length > 0,
    staleTime: 30_000,
  });

/** The stock; `enabled` replaces the query's own rule (a store and a variant). */
export function useStoreStock(
  baseCode: string,
  variants: string[],
  store: string,
  options?: { enabled?: boolean },
) {
  return useQuery({ ...storeStockQuery(baseCode, variants, store), ...options });
}
