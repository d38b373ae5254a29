// getThankYou (GET /api/checkout/thank-you/{orderCode}): the order just placed, for the thank-you page
// (docs/checkout.md "The page"). The query key is the API URL.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { Order } from "../types";

export const thankYouUrl = (orderCode: string) => `/api/checkout/thank-you/${encodeURIComponent(orderCode)}`;

export function fetchThankYou(orderCode: string, signal?: AbortSignal) {
  return apiGet<{ order: Order }>(thankYouUrl(orderCode), signal);
}

export const thankYouQuery = (orderCode: string) =>
  queryOptions({
    queryKey: [thankYouUrl(orderCode)],
    queryFn: ({ signal }) => fetchThankYou(orderCode, signal),
    retry: false,
    staleTime: 300_000,
  });

export function useThankYou(orderCode: string, options?: { enabled?: boolean }) {
  return useQuery({ ...thankYouQuery(orderCode), ...options });
}
