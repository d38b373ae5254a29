// getNavigation (GET /api/navigation): the department tree for the mega menu and the mobile drawer.
// The query key is the API URL, the key the server inlines its answer under (lib/initialData).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const NAVIGATION_URL = "/api/navigation";

export function fetchNavigation(signal?: AbortSignal) {
  return apiGet<Answer<"getNavigation">>(NAVIGATION_URL, signal);
}

export const navigationQuery = () =>
  queryOptions({
    queryKey: [NAVIGATION_URL],
    queryFn: ({ signal }) => fetchNavigation(signal),
    staleTime: 300_000,
  });

export function useNavigation() {
  return useQuery(navigationQuery());
}
