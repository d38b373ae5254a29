// The order operations of internal/httpapi/orders.go (tags "orders" and "returns") and getOrder:
// one fetcher and one query option per call.
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api";
import type { Lookup, Order, OrderList, ReceiptAnswer, ReturnRequest, ReturnSearchAnswer } from "./types";

export const ORDERS_URL = "/api/customer/orders";

/** The signed-in customer's purchases, newest first, and the savings of the last 6 months. */
export const ordersQuery = () =>
  queryOptions({
    queryKey: [ORDERS_URL],
    queryFn: ({ signal }) => apiGet<OrderList>(ORDERS_URL, signal),
    staleTime: 30_000,
  });

export const orderUrl = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}`;

/** One of the customer's orders with its consignments and returns. */
export const orderQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: [orderUrl(orderNumber)],
    queryFn: ({ signal }) => apiGet<{ order: Order }>(orderUrl(orderNumber), signal),
    enabled: /^\d+$/.test(orderNumber),
    staleTime: 30_000,
    retry: false,
  });

export const receiptUrl = (receiptCode: string) =>
  `/api/customer/receipts/${encodeURIComponent(receiptCode)}`;

/** One of the customer's in-store receipts with its barcode. */
export const receiptQuery = (receiptCode: string) =>
  queryOptions({
    queryKey: [receiptUrl(receiptCode)],
    queryFn: ({ signal }) => apiGet<ReceiptAnswer>(receiptUrl(receiptCode), signal),
    enabled: /^\d+$/.test(receiptCode),
    // A receipt never changes.
    staleTime: Infinity,
    retry: false,
  });

/** trackOrder: a guest follows an order by its number and e-mail. */
export function trackOrder(lookup: Lookup) {
  return apiPost<{ orderData: Order }>("/api/orders/track", { ...lookup });
}

/** searchOrderForReturn: the order with each entry's returnable quantity, and the refund reasons. */
export function searchOrderForReturn(lookup: Lookup) {
  return apiPost<ReturnSearchAnswer>("/api/returns/search", { ...lookup });
}

/** submitReturn: the order with its returns, the new one last. */
export function submitReturn(request: ReturnRequest) {
  return apiPost<{ orderData: Order }>("/api/returns", { ...request });
}
