// autosuggest (GET /api/search/autosuggest): terms and products for what is typed in the search box.
// The query key is the API URL.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer, type QueryParams } from "../../../lib/api";

export function autosuggestUrl(term: string): string {
  const params: QueryParams<"autosuggest"> = { term };
  return `/api/search/autosuggest?${new URLSearchParams(params)}`;
}

export function fetchAutosuggest(term: string, signal?: AbortSignal) {
  return apiGet<Answer<"autosuggest">>(autosuggestUrl(term), signal);
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

/** Suggestions for a term; `enabled` replaces the query's own rule (a term of one character or more). */
export function useAutosuggest(term: string, options?: { enabled?: boolean }) {
  return useQuery({ ...autosuggestQuery(term), ...options });
}
