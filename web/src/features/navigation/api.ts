import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";

export interface NavNode {
  code: string;
  name: string;
  url: string;
  icon?: string;
  count: number;
  children: NavNode[];
}

export const NAVIGATION_URL = "/api/navigation";

export function fetchNavigation(signal?: AbortSignal) {
  return apiGet<{ departments: NavNode[] }>(NAVIGATION_URL, signal);
}

/** The department tree for the mega menu and the mobile drawer. */
export const navigationQuery = () =>
  queryOptions({
    queryKey: [NAVIGATION_URL],
    queryFn: ({ signal }) => fetchNavigation(signal),
    staleTime: 300_000,
  });
