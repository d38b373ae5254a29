// getStaffOrder (GET /api/staff/orders/{orderCode}): any order with its audit log, oldest first
// (docs/staff.md "Orders and the audit log").
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";
import { live, staffKeys } from "../cache";

export function fetchStaffOrder(code: string, signal?: AbortSignal) {
  return apiGet<Answer<"getStaffOrder">>(`/api/staff/orders/${encodeURIComponent(code)}`, signal);
}

/** Only order numbers of digits are asked for. */
export const staffOrderQuery = (code: string) =>
  queryOptions({
    queryKey: staffKeys.order(code),
    queryFn: ({ signal }) => fetchStaffOrder(code, signal),
    enabled: /^\d+$/.test(code),
    ...live,
  });

/** An order; `enabled` replaces the query's own rule (an order number of digits). */
export const useStaffOrder = (code: string, options?: { enabled?: boolean }) =>
  useQuery({ ...staffOrderQuery(code), ...options });
