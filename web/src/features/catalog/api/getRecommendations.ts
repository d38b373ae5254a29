// getRecommendations (GET /api/recommendations): products for a placement ("pod"), optionally around a
// product (docs/catalog.md#recommendations). The query key is the API URL.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer, type QueryText } from "../../../lib/api";

export const recommendationsUrl = (productCode: string, pod: string) =>
  `/api/recommendations?${new URLSearchParams({ ...(productCode ? { productCode } : {}), pod } satisfies QueryText<"getRecommendations">)}`;

export function fetchRecommendations(productCode: string, pod: string, signal?: AbortSignal) {
  return apiGet<Answer<"getRecommendations">>(recommendationsUrl(productCode, pod), signal);
}

export const recommendationsQuery = (productCode: string, pod: string) =>
  queryOptions({
    queryKey: [recommendationsUrl(productCode, pod)],
    queryFn: ({ signal }) => fetchRecommendations(productCode, pod, signal),
    staleTime: 300_000,
  });

export function useRecommendations(productCode: string, pod: string, options?: { enabled?: boolean }) {
  return useQuery({ ...recommendationsQuery(productCode, pod), ...options });
}
