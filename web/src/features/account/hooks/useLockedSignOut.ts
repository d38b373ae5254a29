import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { track } from "../../../lib/analytics";
import { useSignOutMutation } from "../api/signOut";
import { forgetCustomer } from "../api/getSession";
import { useSession } from "./useSession";

/**
 * A shopper the app took for signed in whose session now says the account is locked is signed out
 * (docs/web.md, "Navigation rules": an account locked while signed in is signed out). Returns
 * whether to show the locked notice, and a way to dismiss it.
 */
export function useLockedSignOut(): { locked: boolean; reason: string; dismiss: () => void } {
  const client = useQueryClient();
  const { session, recognised } = useSession();
  const [locked, setLocked] = useState(false);
  const [reason, setReason] = useState("");
  const signingOut = useRef(false);
  const { mutate } = useSignOutMutation();
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
