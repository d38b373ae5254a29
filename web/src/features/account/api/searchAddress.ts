// searchAddress (POST /api/addresses/search): the single-line address finder's suggestions for what was
// typed, up to 10 (docs/accounts.md "Operations"). A read, though a POST (the csrf token).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import { ADDRESSES_URL } from "./listAddresses";

export function searchAddress(text: string, mode?: string) {
  const body: RequestBody<"searchAddress"> = { text, ...(mode ? { mode } : {}) };
  return apiPost<Answer<"searchAddress">>(`${ADDRESSES_URL}/search`, body);
}

/** The finder's minimum input. */
export const ADDRESS_SEARCH_MIN = 3;

/**
 * Suggestions as a query, so a superseded search is dropped and a repeated one is served from the
 * cache. It is a POST on the wire (the csrf token), read-only all the same.
 */
export const addressSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [`${ADDRESSES_URL}/search`, text],
    queryFn: () => searchAddress(text),
    enabled: text.trim().length >= ADDRESS_SEARCH_MIN,
    staleTime: 300_000,
    retry: false,
  });

/** Suggestions; `enabled` replaces the query's own rule (3 characters or more). */
export function useAddressSearch(text: string, options?: { enabled?: boolean }) {
  return useQuery({ ...addressSearchQuery(text), ...options });
}
