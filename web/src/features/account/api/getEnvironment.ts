// getEnvironment (GET /api/environment): the feature switches (docs/accounts.md "Operations"), reused for
// five minutes (docs/web.md "Calling the API"). The query key is the API URL.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const ENVIRONMENT_URL = "/api/environment";

export function fetchEnvironment(signal?: AbortSignal) {
  return apiGet<Answer<"getEnvironment">>(ENVIRONMENT_URL, signal);
}

export const environmentQuery = () =>
  queryOptions({
    queryKey: [ENVIRONMENT_URL],
    queryFn: ({ signal }) => fetchEnvironment(signal),
    staleTime: 300_000,
  });

export const useEnvironment = () => useQuery(environmentQuery());
