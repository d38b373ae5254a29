// getMembershipContent (GET /api/membership/content/{slot}): what the shop says about OnePass in one
// slot, for this shopper (signed out too). show=false: the slot is left out.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { MembershipContent, MembershipSlot } from "../types";
import { MEMBERSHIP_CONTENT_URL } from "./getMembership";

export const membershipContentUrl = (slot: MembershipSlot) =>
  `${MEMBERSHIP_CONTENT_URL}/${encodeURIComponent(slot)}`;

export function fetchMembershipContent(slot: MembershipSlot, signal?: AbortSignal) {
  return apiGet<MembershipContent>(membershipContentUrl(slot), signal);
}

export const membershipContentQuery = (slot: MembershipSlot, enabled = true) =>
  queryOptions({
    queryKey: [MEMBERSHIP_CONTENT_URL, slot],
    queryFn: ({ signal }) => fetchMembershipContent(slot, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useMembershipContent = (slot: MembershipSlot, enabled = true) =>
  useQuery(membershipContentQuery(slot, enabled));
