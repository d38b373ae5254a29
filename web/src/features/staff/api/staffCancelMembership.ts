// staffCancelMembership (POST /api/staff/memberships/cancel): ends a customer's OnePass now, refunding
// the current period's payment when refund is true (audited, the customer e-mailed); answers the
// membership as findMembership does. 422 ERR_MEMBERSHIP_NOT_ACTIVE when it has already ended.
import type { QueryClient } from "@tanstack/react-query";
import { apiPost, type Answer } from "../../../lib/api";
import type { CancelMembershipInput } from "../onepass";
import { membershipKeys } from "./findMembership";

export function cancelMembership(input: CancelMembershipInput) {
  return apiPost<Answer<"staffCancelMembership">>("/api/staff/memberships/cancel", { ...input });
}

/** After a change: the answer is the membership's new truth (under the e-mail searched and its own). */
export function afterMembershipChange(
  client: QueryClient,
  searched: string,
  answer: Answer<"findMembership">,
) {
  client.setQueryData(membershipKeys.one(searched), answer);
  if (answer.email) client.setQueryData(membershipKeys.one(answer.email), answer);
}

/** After a refusal that may mean stale data (ended, no longer a trial, session over): refetch. */
export function refreshMembership(client: QueryClient, searched: string) {
  void client.invalidateQueries({ queryKey: membershipKeys.one(searched) });
}
