// getSession (GET /api/session): the csrf token and who is shopping (docs/accounts.md "Who is shopping").
// lib/api fetches it and keeps the copy the csrf header reads; the query reads through it (hooks/useSession).
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { getSession, invalidateSession, SESSION_TTL_MS, type SessionInfo } from "../../../lib/api";

export const SESSION_URL = "/api/session";

/** The session as a query: lib/api's copy, so both agree, and both are dropped together by refreshSession. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: [SESSION_URL],
    queryFn: () => getSession(),
    staleTime: SESSION_TTL_MS,
  });

/** A shopper the session knows: signed in, or recognised by "remember me". */
export const isRecognised = (s: SessionInfo | undefined) =>
  Boolean(s?.customer.wattleCustomerId || s?.customer.email);

/** A hard sign-in: what the account pages need (a soft-recognised session has loginRequired). */
export const isSignedIn = (s: SessionInfo | undefined) => isRecognised(s) && !s?.loginRequired;

/**
 * After a call that rotates the session (sign-in, sign-out, register) the csrf token and the
 * customer change: forget the cached session and refetch it.
 */
export async function refreshSession(client: QueryClient): Promise<void> {
  invalidateSession();
  await client.invalidateQueries({ queryKey: [SESSION_URL] });
}

/**
 * After sign-out (or a deletion, or a locked account): everything cached is stale, but only the
 * session is fetched now; a page that still shows for a moment does not refetch its account data
 * as an anonymous shopper.
 */
export async function forgetCustomer(client: QueryClient): Promise<void> {
  invalidateSession();
  await client.invalidateQueries({ refetchType: "none" });
  await client.refetchQueries({ queryKey: [SESSION_URL] });
}

/** Drop everything cached for the last shopper (a sign-in in the drawer refreshes the page's data). */
export async function refreshAll(client: QueryClient): Promise<void> {
  invalidateSession();
  await client.invalidateQueries();
}
