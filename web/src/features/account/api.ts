// The environment belongs to the session API (tag "session", part of accounts on the server).
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";

export interface Environment {
  features: Record<string, boolean>;
}

export const ENVIRONMENT_URL = "/api/environment";

export function fetchEnvironment(signal?: AbortSignal) {
  return apiGet<Environment>(ENVIRONMENT_URL, signal);
}

/** Feature switches; reused for five minutes (seed 001 §9). */
export const environmentQuery = () =>
  queryOptions({
    queryKey: [ENVIRONMENT_URL],
    queryFn: ({ signal }) => fetchEnvironment(signal),
    staleTime: 300_000,
  });
