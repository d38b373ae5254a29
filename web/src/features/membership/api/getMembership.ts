// getMembership (GET /api/membership): the signed-in customer's OnePass: status, plan, renewal, next
// payment, trial, card, savings and payments (docs/membership.md). ERR_LOGIN_REQUIRED signed out.
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { Membership } from "../types";

export const MEMBERSHIP_URL = "/api/membership";

export function fetchMembership(signal?: AbortSignal) {
  return apiGet<Membership>(MEMBERSHIP_URL, signal);
}

export const membershipQuery = (enabled = true) =>
  queryOptions({
    queryKey: [MEMBERSHIP_URL],
    queryFn: ({ signal }) => fetchMembership(signal),
    enabled,
    retry: false,
  });

export const useMembership = (enabled = true) => useQuery(membershipQuery(enabled));

/**
 * Every change answers the membership as it now is: it replaces the cached one, and the content
 * slots (whose words follow the status) are asked again.
 */
export function setMembership(client: QueryClient, m: Membership) {
  client.setQueryData(membershipQuery().queryKey, m);
  void client.invalidateQueries({ queryKey: [MEMBERSHIP_CONTENT_URL] });
}

/** The content slots' URL prefix (getMembershipContent), their query keys' first part. */
export const MEMBERSHIP_CONTENT_URL = "/api/membership/content";
