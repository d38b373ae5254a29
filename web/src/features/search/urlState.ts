// Listing state lives in the URL: facet params named after the facet, repeated for several values,
// plus page, sortBy and sortOrder. These helpers keep that in one place.

export const RESERVED = new Set([
  "searchTerm",
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
export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get("page") ?? "1");
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * The API URL of one page of a listing. For the page in the address bar it is built from the raw
 * query string exactly as the server builds the inlined answer's key; earlier pages (Load more
 * shows pages 1..n) replace the page parameter.
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
