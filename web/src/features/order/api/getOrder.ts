// getOrder (GET /api/orders/{orderNumber}): one of the customer's orders with its consignments, returns
// and each entry's returnable quantity (docs/orders.md "The shopper's side").
import { queryOptions } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const orderUrl = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}`;

export function fetchOrder(orderNumber: string, signal?: AbortSignal) {
  return apiGet<Answer<"getOrder">>(orderUrl(orderNumber), signal);
}

/** Only order numbers of digits are asked for; the query key is the API URL. */
export const orderQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: [orderUrl(orderNumber)],
    queryFn: ({ signal }) => fetchOrder(orderNumber, signal),
    enabled: /^\d+$/.test(orderNumber),
    staleTime: 30_000,
    retry: false,
  });
