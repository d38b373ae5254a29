// One page of a listing: searchProducts (GET /api/search), browseCollection (GET /api/browse) and
// browseFacet (GET /api/browse/facet) answer the same SearchResult, and urlState.listingApiUrl builds
// the URL from the page's own address, so the three share one query definition. The query key is the
// API URL, the key the server inlines the first page under (lib/initialData).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export type ListingAnswer = Answer<"searchProducts"> | Answer<"browseCollection"> | Answer<"browseFacet">;

export function fetchListing(url: string, signal?: AbortSignal) {
  return apiGet<ListingAnswer>(url, signal);
}

/**
 * One page of a listing. `url` is the page's API URL, built by urlState.listingApiUrl. Kept for a minute
 * and not garbage-collected for ten, so going back to a listing finds its pages (and its height) at once
 * and scroll restoration lands where it was.
 */
export const listingQuery = (url: string) =>
  queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => fetchListing(url, signal),
    staleTime: 60_000,
    gcTime: 600_000,
  });

export function useListing(url: string) {
  return useQuery(listingQuery(url));
}
