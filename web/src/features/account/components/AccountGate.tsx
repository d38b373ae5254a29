import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Notice } from "../../../components/ui/Field";
import { forgetCustomer, refreshSession } from "../api/getSession";
import { useSession } from "../hooks/useSession";
import { messages } from "../messages";
import { AuthForm } from "./AuthForm";
import s from "./account.module.css";

interface Gate {
  /** An account call answered ERR_LOGIN_REQUIRED: ask for a fresh sign-in (saying why, if given). */
  requireLogin: (why?: string) => void;
  /**
   * Pass any error from an account call: ERR_LOGIN_REQUIRED asks for a sign-in, a locked account
   * (the server has signed it out) goes to the locked-account screen; says whether it handled it.
   */
  handleError: (err: unknown) => boolean;
}

const GateContext = createContext<Gate>({ requireLogin: () => undefined, handleError: () => false });

/** The account gate's actions, for pages inside it. */
export const useAccountGate = () => useContext(GateContext);

export const isLoginRequired = (err: unknown) => err instanceof ApiError && err.code === "ERR_LOGIN_REQUIRED";
const isLocked = (err: unknown) => err instanceof ApiError && err.code === "ERR_LOGIN_ACCOUNT_LOCKED";

/**
 * Account pages need a hard sign-in: without a customer, with a soft-recognised ("remember me")
 * session, or after any account call answered ERR_LOGIN_REQUIRED, the sign-in form (page placement)
 * shows instead of the page, and success brings the shopper back to it.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { isPending, isError, signedIn, loginRequired, session, refetch } = useSession();
  // Set when an account call said ERR_LOGIN_REQUIRED for a session we thought was signed in; cleared
  // when a fresh session arrives (a new csrf token means the shopper signed in again). `why` is the
  // server's reason when it gave one (a sign-in older than 12 hours: "For your security, …").
  const [requiredFor, setRequiredFor] = useState<{ token: string; why?: string } | null>(null);
  const requireLogin = useCallback(
    (why?: string) => {
      setRequiredFor({ token: session?.csrfToken ?? "", ...(why ? { why } : {}) });
      void refreshSession(client);
    },
    [client, session?.csrfToken],
  );
  const gate = useMemo<Gate>(
    () => ({
      requireLogin,
      handleError: (err) => {
        if (isLocked(err)) {
          const reason = (err as ApiError).accountLockReasonCode;
          navigate(reason ? `/account-locked?${new URLSearchParams({ reason })}` : "/account-locked", {
            replace: true,
          });
          void forgetCustomer(client);
          return true;
        }
        if (!isLoginRequired(err)) return false;
        requireLogin((err as ApiError).message);
        return true;
      },
    }),
    [requireLogin, navigate, client],
  );

  if (isPending) {
    return (
      <div aria-busy="true" aria-label="Loading your account" className={s.gate}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={160} className={s.gateSkeleton} />
      </div>
    );
  }
  if (isError) {
    return (
      <div className={s.gate}>
        <Notice tone="error" title="We couldn't load your account">
          <p>
            Check your connection and{" "}
            <button type="button" className={s.inlineLink} onClick={() => void refetch()}>
              try again
            </button>
            .
          </p>
        </Notice>
      </div>
    );
  }
  const stale = requiredFor !== null && requiredFor.token === (session?.csrfToken ?? "");
  if (!signedIn || stale) {
    const soft = loginRequired || stale;
    return (
      <section aria-labelledby="account-sign-in-title" className={s.gate} data-testid="account-gate">
        <div className={s.gateCard}>
          <h1 id="account-sign-in-title">{soft ? "Please sign in again" : "Sign in to your account"}</h1>
          <AuthForm
            key={soft ? "again" : "first"}
            type="login"
            placement="page"
            redirect={pathname + search}
            initialEmail={session?.customer.email || undefined}
            note={
              soft ? (
                <Notice tone="info">{(stale && requiredFor.why) || messages["login-required"]}</Notice>
              ) : undefined
            }
          />
        </div>
      </section>
    );
  }
  return <GateContext.Provider value={gate}>{children}</GateContext.Provider>;
}
