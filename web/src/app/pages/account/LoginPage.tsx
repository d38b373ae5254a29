import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { useIsMutating } from "@tanstack/react-query";
import { AuthForm, type AuthFormType } from "../../../features/account/components/AuthForm";
import { MembershipModal } from "../../../features/account/components/SignInDialogs";
import { useSession } from "../../../features/account/hooks/useSession";
import { ACCOUNT_HOME, safeRedirect } from "../../../features/account/navigation";
import { Skeleton } from "../../../components/ui/Skeleton";
import { usePageTitle } from "../../usePageTitle";
import p from "./accountPages.module.css";

/** The types ?type= may ask for (a membership type stays one: the checkout's OnePass box links here). */
const PAGE_TYPES: readonly AuthFormType[] = [
  "login",
  "signup",
  "membershipLogin",
  "linkMembershipAccount",
  "membershipFreeTrial",
  "membershipCreateAccount",
];

/**
 * The static login page (/login). ?redirect= is where to go after success, ?from= is for analytics,
 * ?type=signup opens the "Create account" tab (a membership type its form), ?username= fills in the e-mail.
 */
export default function LoginPage() {
  usePageTitle("Sign in");
  const [params] = useSearchParams();
  const { isPending, signedIn } = useSession();
  // A sign-in or sign-up in progress on this page leads on by itself (to the server's redirectUrl).
  const busy = useIsMutating({
    predicate: (m) =>
      ["signIn", "register", "registerMembership"].includes(String(m.options.mutationKey?.[0])),
  });
  const [membership, setMembership] = useState(false);
  const redirect = safeRedirect(params.get("redirect") ?? params.get("redirectUrl"));
  const asked = params.get("type");
  const type: AuthFormType = PAGE_TYPES.find((t) => t === asked) ?? "login";
  // A shopper already signed in has nothing to do here.
  if (!isPending && signedIn && busy === 0) return <Navigate to={redirect ?? ACCOUNT_HOME} replace />;
  return (
    <div className="container">
      <div className={p.narrowPage}>
        <h1>Sign in or create an account</h1>
        {isPending ? (
          <Skeleton height={320} />
        ) : (
          <AuthForm
            type={type}
            placement="page"
            redirect={redirect}
            from={params.get("from")}
            initialEmail={params.get("username") ?? undefined}
          />
        )}
        <p className={`${p.small} ${p.muted}`}>
          OnePass member or thinking of joining?{" "}
          <button type="button" className="link-button" onClick={() => setMembership(true)}>
            Activate OnePass
          </button>
        </p>
      </div>
      <MembershipModal open={membership} onOpenChange={setMembership} />
    </div>
  );
}
