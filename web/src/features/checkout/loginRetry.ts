// The checkout's payment and address calls refresh the session and retry once on ERR_LOGIN_REQUIRED
// (docs/web.md, "Calling the API"), over lib/api's own 403 refetch-and-retry-once.
import { ApiError, getSession, invalidateSession } from "../../lib/api";

/** The login-required code: a payment or address call refreshes the session and retries once. */
export const LOGIN_REQUIRED = "ERR_LOGIN_REQUIRED";

/**
 * Runs a payment or address call; on ERR_LOGIN_REQUIRED the session (and its csrf token) is fetched
 * afresh and the call is made once more (docs/web.md, "Calling the API"). A second refusal is
 * the caller's to show.
 */
export async function withLoginRetry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== LOGIN_REQUIRED) throw err;
    invalidateSession();
    await getSession(true);
    return call();
  }
}
