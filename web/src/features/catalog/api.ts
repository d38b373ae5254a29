import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import type { ProductResponse, Summary } from "./types";

export const productUrl = (code: string) => `/api/products/${encodeURIComponent(code)}`;

/** Product details; a failed load is retried once (seed 000 §4). */
export function useProduct(code: string | undefined) {
  return useQuery({
    queryKey: [code ? productUrl(code) : "none"],
    queryFn: ({ signal }) => apiGet<ProductResponse>(productUrl(code ?? ""), signal),
    enabled: Boolean(code),
    retry: 1,
    staleTime: 60_000,
  });
}

export function useRecommendations(productCode: string, pod: string) {
  const url = `/api/recommendations?${new URLSearchParams({ ...(productCode ? { productCode } : {}), pod })}`;
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiGet<{ products: Summary[] }>(url, signal),
    staleTime: 300_000,
  });
}

export interface StoreStock {
  stockData: Record<string, Record<string, { stockLevelStatus: string }>>;
  storeNumbers: string[];
}

export function useStoreStock(baseCode: string, variants: string[], store: string) {
  const url = `/api/stock/stores?${new URLSearchParams({ baseProductCode: baseCode, variants: variants.join(","), locations: store, deliveryTypes: "CNC" })}`;
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiGet<StoreStock>(url, signal),
    enabled: Boolean(store) && variants.length > 0,
    staleTime: 30_000,
  });
}
