import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import type { SearchResult, Suggestions } from "./types";

export function autosuggestUrl(term: string): string {
  return `/api/search/autosuggest?${new URLSearchParams({ term })}`;
}

/** Live suggestions; react-query drops answers to superseded terms. */
export function useAutosuggest(term: string) {
  const url = autosuggestUrl(term);
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiGet<Suggestions>(url, signal),
    enabled: term.trim().length >= 1,
    staleTime: 60_000,
    placeholderData: (prev) => prev,
  });
}

export function fetchSearch(url: string, signal?: AbortSignal) {
  return apiGet<SearchResult>(url, signal);
}
