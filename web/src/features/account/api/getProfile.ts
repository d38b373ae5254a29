// getProfile (GET /api/customer/profile): the signed-in customer's profile; ERR_LOGIN_REQUIRED when the
// sign-in is not a hard one (docs/accounts.md "Operations"). The query key is the API URL.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const PROFILE_URL = "/api/customer/profile";

export function fetchProfile(signal?: AbortSignal) {
  return apiGet<Answer<"getProfile">>(PROFILE_URL, signal);
}

export const profileQuery = () =>
  queryOptions({
    queryKey: [PROFILE_URL],
    queryFn: ({ signal }) => fetchProfile(signal),
    retry: false,
  });

export const useProfile = () => useQuery(profileQuery());
