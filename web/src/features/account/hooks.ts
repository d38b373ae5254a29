// Session-wide account behaviour the header and the account pages share.
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { track } from "../../lib/analytics";
import { accountMutations, forgetCustomer, isRecognised, sessionQuery } from "./api";
import { afterSignOutPath } from "./navigation";

/** The session as a query, with whether the shopper is recognised and hard signed in. */
export function useSession() {
  const q = useQuery(sessionQuery());
  const recognised = isRecognised(q.data);
  return {
    ...q,
    session: q.data,
    recognised,
    signedIn: recognised && !q.data?.loginRequired,
    loginRequired: recognised && Boolean(q.data?.loginRequired),
  };
}

/** Sign out, then go where docs/web.md "Navigation rules" says (home from a protected route). */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mutations = useMemo(() => accountMutations(client), [client]);
  const m = useMutation(mutations.signOut);
  const signOut = () =>
    m.mutate(undefined, {
      onSettled: () => {
        track("signOut");
        // Refresh once the protected page has gone, so it does not refetch as an anonymous shopper.
        void Promise.resolve(navigate(afterSignOutPath(pathname))).then(() => forgetCustomer(client));
      },
    });
  return { signOut, pending: m.isPending };
}

/**
 * A shopper the app took for signed in whose session now says the account is locked is signed out
 * (docs/web.md, "Navigation rules": an account locked while signed in is signed out). Returns whether to
 * show the locked notice, and a way to dismiss it.
 */
export function useLockedSignOut(): { locked: boolean; reason: string; dismiss: () => void } {
  const client = useQueryClient();
  const { session, recognised } = useSession();
  const [locked, setLocked] = useState(false);
  const [reason, setReason] = useState("");
  const signingOut = useRef(false);
  const mutations = useMemo(() => accountMutations(client), [client]);
  const { mutate } = useMutation(mutations.signOut);
  const lockedNow = recognised && Boolean(session?.customer.accountLocked);
  useEffect(() => {
    if (!lockedNow || signingOut.current) return;
    signingOut.current = true;
    const why = session?.customer.accountLockReasonCode ?? "";
    setLocked(true);
    setReason(why);
    track("lockedSignOut", { reason: why });
    mutate(undefined, {
      onSettled: () => {
        signingOut.current = false;
        void forgetCustomer(client);
      },
    });
  }, [lockedNow, session, mutate, client]);
  return { locked, reason, dismiss: () => setLocked(false) };
}
