// listOrders (GET /api/customer/orders): the signed-in customer's online orders and in-store receipts,
// newest first, and what they saved over the last 6 months (docs/orders.md "The shopper's side").
import { queryOptions } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const ORDERS_URL = "/api/customer/orders";

export function fetchOrders(signal?: AbortSignal) {
  return apiGet<Answer<"listOrders">>(ORDERS_URL, signal);
}

/** The purchases; the query key is the API URL. */
export const ordersQuery = () =>
  queryOptions({
    queryKey: [ORDERS_URL],
    queryFn: ({ signal }) => fetchOrders(signal),
    staleTime: 30_000,
  });
