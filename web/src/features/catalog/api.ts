// Catalogue reads: one query definition per endpoint. A query key is the API URL itself, the same key
// the server uses for the answer it inlines into the page (lib/initialData), so a first paint needs
// no round trip.
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import type { ProductResponse, Summary } from "./types";

export const productUrl = (code: string) => `/api/products/${encodeURIComponent(code)}`;

export function fetchProduct(code: string, signal?: AbortSignal) {
  return apiGet<ProductResponse>(productUrl(code), signal);
}

/** Product details; a failed load is retried once (docs/catalog.md#the-product-page). */
export const productQuery = (code: string) =>
  queryOptions({
    queryKey: [productUrl(code)],
    queryFn: ({ signal }) => fetchProduct(code, signal),
    retry: 1,
    staleTime: 60_000,
  });

export const recommendationsUrl = (productCode: string, pod: string) =>
  `/api/recommendations?${new URLSearchParams({ ...(productCode ? { productCode } : {}), pod })}`;

export function fetchRecommendations(productCode: string, pod: string, signal?: AbortSignal) {
  return apiGet<{ products: Summary[] }>(recommendationsUrl(productCode, pod), signal);
}

/** Recommendations for a placement ("pod"), optionally around a product. */
export const recommendationsQuery = (productCode: string, pod: string) =>
  queryOptions({
    queryKey: [recommendationsUrl(productCode, pod)],
    queryFn: ({ signal }) => fetchRecommendations(productCode, pod, signal),
    staleTime: 300_000,
  });

export interface StoreStock {
  stockData: Record<string, Record<string, { stockLevelStatus: string }>>;
  storeNumbers: string[];
}

export const storeStockUrl = (baseCode: string, variants: string[], store: string) =>
  `/api/stock/stores?${new URLSearchParams({ baseProductCode: baseCode, variants: variants.join(","), locations: store, deliveryTypes: "CNC" })}`;

export function fetchStoreStock(baseCode: string, variants: string[], store: string, signal?: AbortSignal) {
  return apiGet<StoreStock>(storeStockUrl(baseCode, variants, store), signal);
}

/** Click & collect stock of some variants at one store; nothing is asked without a store. */
export const storeStockQuery = (baseCode: string, variants: string[], store: string) =>
  queryOptions({
    queryKey: [storeStockUrl(baseCode, variants, store)],
    queryFn: ({ signal }) => fetchStoreStock(baseCode, variants, store, signal),
    enabled: Boolean(store) && variants.length > 0,
    staleTime: 30_000,
  });
