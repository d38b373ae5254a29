import type { Summary } from "../../lib/summary";

export interface FacetOption {
  display_name: string;
  value: string;
  count: number;
  status: string;
  hex?: string;
  children?: FacetOption[];
}

export interface Facet {
  name: string;
  display_name: string;
  data: { displayType: "boolean" | "nested" | "single" };
  options: FacetOption[];
}

export interface SortOption {
  sort_by: string;
  sort_order: string;
  display_name: string;
  status: string;
}

export interface SearchResult {
  products: Summary[];
  facets: Facet[];
  collection?: { id: string; display_name: string; parents: { group_id: string; display_name: string }[] };
  sorting: {
    total_num_results: number;
    page: number;
    page_size: number;
    last_page: number;
    sort_options: SortOption[];
  };
  redirectUrl?: string;
}

export interface Suggestions {
  products: Summary[];
  suggestions: string[];
}
