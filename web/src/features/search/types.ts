// The listing and suggestion shapes are the server's OpenAPI document's (lib/api-types.ts, generated).
import type { Schema } from "../../lib/api";

export type FacetOption = Schema<"SearchFacetOption">;

/** A facet; `data.displayType` is nested, single or boolean (docs/decisions.md "API"). */
export type Facet = Schema<"SearchFacet">;

export type SortOption = Schema<"SearchSortOption">;

/** One page of a listing: searchProducts, browseCollection and browseFacet answer the same shape. */
export type SearchResult = Schema<"SearchResult">;

export type Suggestions = Schema<"SearchSuggestions">;
