// getReceipt (GET /api/customer/receipts/{receiptCode}): one of the customer's in-store receipts with
// its Code 128 barcode as SVG (docs/orders.md "The shopper's side", docs/receipts.md "The barcode").
import { queryOptions } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const receiptUrl = (receiptCode: string) =>
  `/api/customer/receipts/${encodeURIComponent(receiptCode)}`;

export function fetchReceipt(receiptCode: string, signal?: AbortSignal) {
  return apiGet<Answer<"getReceipt">>(receiptUrl(receiptCode), signal);
}

/** Only receipt numbers of digits are asked for; the query key is the API URL. */
export const receiptQuery = (receiptCode: string) =>
  queryOptions({
    queryKey: [receiptUrl(receiptCode)],
    queryFn: ({ signal }) => fetchReceipt(receiptCode, signal),
    enabled: /^\d+$/.test(receiptCode),
    // A receipt never changes.
    staleTime: Infinity,
    retry: false,
  });
