// getHomeContent (GET /api/content/home): the home page's hero, departments, rails, banner and popular
// searches. The query key is the API URL, the key the server inlines its answer under (lib/initialData).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const HOME_URL = "/api/content/home";

export function fetchHome(signal?: AbortSignal) {
  return apiGet<Answer<"getHomeContent">>(HOME_URL, signal);
}

export const homeQuery = () =>
  queryOptions({
    queryKey: [HOME_URL],
    queryFn: ({ signal }) => fetchHome(signal),
    staleTime: 60_000,
  });

export function useHomeContent() {
  return useQuery(homeQuery());
}
