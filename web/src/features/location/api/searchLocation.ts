// searchLocation (GET /api/locations): suburbs and postcodes matching a term, for the store picker
// (docs/stores.md#suburb-search). The query key is the API URL.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer, type QueryText } from "../../../lib/api";

export const localitiesUrl = (term: string) =>
  `/api/locations?${new URLSearchParams({ searchTerm: term } satisfies QueryText<"searchLocation">)}`;

export function fetchLocalities(term: string, signal?: AbortSignal) {
  return apiGet<Answer<"searchLocation">>(localitiesUrl(term), signal);
}

/** The API looks up 2 to 32 characters. */
export const isLocalityTerm = (term: string) => term.length >= 2 && term.length <= 32;

export const localitiesQuery = (term: string) =>
  queryOptions({
    queryKey: [localitiesUrl(term)],
    queryFn: ({ signal }) => fetchLocalities(term, signal),
    enabled: isLocalityTerm(term),
  });

/** Localities for a term; `enabled` replaces the query's own rule (a term of 2 to 32 characters). */
export function useLocalities(term: string, options?: { enabled?: boolean }) {
  return useQuery({ ...localitiesQuery(term), ...options });
}
