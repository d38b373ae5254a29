// listFulfilmentOrders (GET /api/staff/consignments): the fulfilment queue, consignments by status and
// location, oldest first, 50 a page (docs/staff.md "The fulfilment queue"). The URL is rules.queueApiUrl.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";
import { live, staffKeys } from "../cache";
import { queueApiUrl, type QueueFilter } from "../rules";

export function fetchQueue(f: QueueFilter, signal?: AbortSignal) {
  return apiGet<Answer<"listFulfilmentOrders">>(queueApiUrl(f), signal);
}

/** The queue keeps showing the last page while the next loads. */
export const queueQuery = (f: QueueFilter) =>
  queryOptions({
    queryKey: staffKeys.queue(f),
    queryFn: ({ signal }) => fetchQueue(f, signal),
    placeholderData: (prev) => prev,
    ...live,
  });

export const useQueue = (f: QueueFilter) => useQuery(queueQuery(f));
