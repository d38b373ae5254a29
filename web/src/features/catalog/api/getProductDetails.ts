// getProductDetails (GET /api/products/{product}): a product with its variants, "Complete the look" and
// its end-of-life links (docs/catalog.md#the-product-page). The query key is the API URL, the key the
// server inlines its answer under (lib/initialData), so a first paint needs no round trip.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const productUrl = (code: string) => `/api/products/${encodeURIComponent(code)}`;

export function fetchProduct(code: string, signal?: AbortSignal) {
  return apiGet<Answer<"getProductDetails">>(productUrl(code), signal);
}

/** Product details; a failed load is retried once (docs/catalog.md#the-product-page). */
export const productQuery = (code: string) =>
  queryOptions({
    queryKey: [productUrl(code)],
    queryFn: ({ signal }) => fetchProduct(code, signal),
    retry: 1,
    staleTime: 60_000,
  });

export function useProductDetails(code: string, options?: { enabled?: boolean }) {
  return useQuery({ ...productQuery(code), ...options });
}
