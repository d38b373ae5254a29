// getNearestStock (GET /api/stock/nearest/{baseProductCode}): the 5 stores nearest a store, postcode or
// position, with the product's stock of every variant at each (docs/stores.md#stock-at-stores).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer, type QueryText } from "../../../lib/api";

type Near = QueryText<"getNearestStock">;

/** Near what: one of a store, a postcode or a position ("lat,long"). */
export type NearestStockNear =
  Required<Pick<Near, "storeNumber">> | Required<Pick<Near, "postalCode">> | Required<Pick<Near, "geo">>;

export const nearestStockUrl = (baseProductCode: string, near: NearestStockNear) =>
  `/api/stock/nearest/${encodeURIComponent(baseProductCode)}?${new URLSearchParams(near)}`;

export function fetchNearestStock(baseProductCode: string, near: NearestStockNear, signal?: AbortSignal) {
  return apiGet<Answer<"getNearestStock">>(nearestStockUrl(baseProductCode, near), signal);
}

/** Nothing is asked without a product and a place; the key then names no URL. */
export const nearestStockQuery = (baseProductCode: string, near: NearestStockNear | null) =>
  queryOptions({
    queryKey: [near ? nearestStockUrl(baseProductCode, near) : "nearest-stock-none"],
    queryFn: ({ signal }): Promise<Answer<"getNearestStock">> | Answer<"getNearestStock"> =>
      near ? fetchNearestStock(baseProductCode, near, signal) : { stores: [] },
    enabled: Boolean(baseProductCode && near),
    staleTime: 30_000,
    retry: false,
  });

export function useNearestStock(baseProductCode: string, near: NearestStockNear | null) {
  return useQuery(nearestStockQuery(baseProductCode, near));
}
