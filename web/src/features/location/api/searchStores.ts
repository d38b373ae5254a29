// searchStores (POST /api/stores/search): stores near a suburb or postcode, nearest first, with a
// variant's stock at each when one is named (docs/stores.md#store-finder). A read, though it is a POST:
// its query key names the search, not a URL.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";

export type StoreSearch = Answer<"searchStores">;

export interface StoreSearchInput {
  /** Suburb or postcode, 1-32 characters. */
  locationText: string;
  /** A variant code: each store's stock of it is added. */
  productCode?: string;
  inStockOnly?: boolean;
}

/** The text searchStores takes: 1 to 32 characters (docs/stores.md#store-finder). */
export const isStoreSearchText = (t: string) => t.trim().length >= 1 && t.trim().length <= 32;

export function searchStores(input: StoreSearchInput): Promise<StoreSearch> {
  const body: RequestBody<"searchStores"> = { locationText: input.locationText.trim() };
  if (input.productCode) body.productCode = input.productCode;
  if (input.inStockOnly) body.inStockOnly = true;
  return apiPost<StoreSearch>("/api/stores/search", body);
}

export const storeSearchQuery = (input: StoreSearchInput) =>
  queryOptions({
    queryKey: [
      "searchStores",
      input.locationText.trim().toLowerCase(),
      input.productCode ?? "",
      Boolean(input.inStockOnly),
    ],
    queryFn: () => searchStores(input),
    enabled: isStoreSearchText(input.locationText),
    staleTime: 60_000,
    retry: false,
  });

/** The search; `keepPrevious` shows the last answer while the next loads. */
export function useStoreSearch(input: StoreSearchInput, options?: { keepPrevious?: boolean }) {
  const q = storeSearchQuery(input);
  return useQuery(options?.keepPrevious ? { ...q, placeholderData: keepPreviousData } : q);
}
