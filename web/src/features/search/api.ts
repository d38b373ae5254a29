// Search and listing reads: one query definition per endpoint, keyed by the API URL (the key the
// server inlines the first answer under).
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import type { SearchResult, Suggestions } from "./types";

export function autosuggestUrl(term: string): string {
  return `/api/search/autosuggest?${new URLSearchParams({ term })}`;
}

export function fetchAutosuggest(term: string, signal?: AbortSignal) {
  return apiGet<Suggestions>(autosuggestUrl(term), signal);
}

/** Live suggestions; react-query drops answers to superseded terms and keeps the last list meanwhile. */
export const autosuggestQuery = (term: string) =>
  queryOptions({
    queryKey: [autosuggestUrl(term)],
    queryFn: ({ signal }) => fetchAutosuggest(term, signal),
    enabled: term.trim().length >= 1,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function fetchListing(url: string, signal?: AbortSignal) {
  return apiGet<SearchResult>(url, signal);
}

/**
 * One page of a listing (search, collection or facet browse). `url` is the page's API URL, built by
 * urlState.listingApiUrl. Kept for a minute and not garbage-collected for ten, so going back to a
 * listing finds its pages (and its height) at once and scroll restoration lands where it was.
 */
export const listingQuery = (url: string) =>
  queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => fetchListing(url, signal),
    staleTime: 60_000,
    gcTime: 600_000,
  });
