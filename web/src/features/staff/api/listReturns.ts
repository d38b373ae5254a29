// listReturns (GET /api/staff/returns): the returns by status, a page at a time (docs/staff.md
// "Returns"). The URL is rules.returnsApiUrl.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";
import { live, staffKeys } from "../cache";
import { returnsApiUrl, type ReturnsFilter } from "../rules";

export function fetchReturns(f: ReturnsFilter, signal?: AbortSignal) {
  return apiGet<Answer<"listReturns">>(returnsApiUrl(f), signal);
}

/** The list keeps showing the last page while the next loads. */
export const returnsQuery = (f: ReturnsFilter) =>
  queryOptions({
    queryKey: staffKeys.returns(f),
    queryFn: ({ signal }) => fetchReturns(f, signal),
    placeholderData: (prev) => prev,
    ...live,
  });

export const useReturns = (f: ReturnsFilter, options?: { enabled?: boolean }) =>
  useQuery({ ...returnsQuery(f), ...options });
