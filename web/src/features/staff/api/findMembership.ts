// findMembership (GET /api/staff/memberships?email=): a customer's OnePass by e-mail, with every
// payment and the audit log oldest first; 404 ERR_NOT_FOUND when no membership has that e-mail
// (docs/membership.md "Staff").
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";
import { live, STAFF_KEY } from "../cache";
import { membershipApiUrl, normaliseEmail } from "../onepass";

/** The membership queries' keys: one per (normalised) e-mail. */
export const membershipKeys = {
  all: [STAFF_KEY, "membership"] as const,
  one: (email: string) => [STAFF_KEY, "membership", normaliseEmail(email)] as const,
};

export function fetchMembership(email: string, signal?: AbortSignal) {
  return apiGet<Answer<"findMembership">>(membershipApiUrl(email), signal);
}

/** Only a non-empty e-mail is asked for. */
export const membershipQuery = (email: string) =>
  queryOptions({
    queryKey: membershipKeys.one(email),
    queryFn: ({ signal }) => fetchMembership(email, signal),
    enabled: normaliseEmail(email) !== "",
    ...live,
  });

/** A customer's membership; `enabled` replaces the query's own rule (an e-mail). */
export const useStaffMembership = (email: string, options?: { enabled?: boolean }) =>
  useQuery({ ...membershipQuery(email), ...options });
