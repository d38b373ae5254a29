// Listing state lives in the URL: facet params named after the facet, repeated for several values,
// plus page, sortBy and sortOrder. These helpers keep that in one place.

export const RESERVED = new Set([
  "searchTerm",
  "q",
  "page",
  "sortBy",
  "sortOrder",
  "hiddenFacets",
  "collection_id",
  "facetName",
  "facetValue",
]);

/** Toggles one facet value and goes back to page 1. */
export function toggleFacet(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const values = next.getAll(name);
  next.delete(name);
  const keep = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  for (const v of keep) next.append(name, v);
  next.delete("page");
  return next;
}

/** Removes every facet filter, keeping the term and sort. */
export function clearFacets(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [k, v] of params) if (RESERVED.has(k) && k !== "page") next.append(k, v);
  return next;
}

/** The selected filters as [name, value] pairs, for chips. */
export function selectedFilters(params: URLSearchParams): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of params) if (!RESERVED.has(k)) out.push([k, v]);
  return out;
}

/** Sets the sort and goes back to page 1. */
export function setSort(params: URLSearchParams, sortBy: string, sortOrder: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("sortBy", sortBy);
  next.set("sortOrder", sortOrder);
  next.delete("page");
  return next;
}

/** The current page (1 when absent or malformed). */
/** The term an address searches for: searchTerm, or its alias q (the header's search box shows it). */
export function searchTermOf(params: URLSearchParams): string {
  return params.get("searchTerm") ?? params.get("q") ?? "";
}

export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get("page") ?? "1");
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * The API URL of one page of a listing. For the page in the address bar it is built from the raw
 * query string exactly as the server builds the inlined answer's key; the other pages on screen (Load
 * previous, Load more) replace the page parameter.
 */
export function listingApiUrl(base: string, rawSearch: string, page: number, current: number): string {
  const query = rawSearch.startsWith("?") ? rawSearch.slice(1) : rawSearch;
  let q = query;
  if (page !== current) {
    const p = new URLSearchParams(query);
    if (page === 1) p.delete("page");
    else p.set("page", String(page));
    q = p.toString();
  }
  if (!q) return base;
  return base + (base.includes("?") ? "&" : "?") + q;
}

/** The most pages a listing keeps on screen at once (a guard on history state; Load more adds one). */
export const MAX_PAGES_KEPT = 100;

/** What a listing keeps in its history entry: the first page on screen (Load previous lowers it). */
export interface ListingState {
  listingStart: number;
}

/**
 * The first page shown. Opening ?page=N shows page N alone (one request, never pages 1..N); Load
 * previous and Load more record the first page in the history entry's state, so coming back to the
 * entry (Back from a product, a reload) shows the same pages.
 */
export function firstPageShown(state: unknown, current: number): number {
  const start =
    typeof state === "object" && state !== null && "listingStart" in state
      ? Number((state as ListingState).listingStart)
      : current;
  if (!Number.isInteger(start)) return current;
  return Math.min(current, Math.max(1, start, current - MAX_PAGES_KEPT + 1));
}

/**
 * `q` is an alias of searchTerm (links from elsewhere use it). Returns the canonical parameters, the
 * term first, when the address uses it, or null when it does not.
 */
export function withoutQueryAlias(params: URLSearchParams): URLSearchParams | null {
  if (!params.has("q")) return null;
  const next = new URLSearchParams();
  next.set("searchTerm", searchTermOf(params));
  for (const [k, v] of params) if (k !== "q" && k !== "searchTerm") next.append(k, v);
  return next;
}
