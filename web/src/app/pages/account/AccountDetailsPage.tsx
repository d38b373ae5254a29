import { Link } from "react-router";
import { useProfile } from "../../../features/account/api/getProfile";
import { AuthForm } from "../../../features/account/components/AuthForm";
import { useAccountGate } from "../../../features/account/components/AccountGate";
import { useSession } from "../../../features/account/hooks/useSession";
import { ACCOUNT_HOME } from "../../../features/account/navigation";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useAccountError } from "./useAccountError";
import { usePageTitle } from "../../usePageTitle";
import p from "./accountPages.module.css";

/** Account details: the sign-in e-mail, the change-password form, and the way to delete the account. */
export default function AccountDetailsPage() {
  usePageTitle("Account details");
  const { session } = useSession();
  const gate = useAccountGate();
  const profile = useProfile();
  useAccountError(profile.error);
  const email = profile.data?.email ?? session?.customer.email ?? "";
  return (
    <section aria-labelledby="details-title">
      <h1 id="details-title">Account details</h1>
      <div className={p.panel}>
        <h2>E-mail address</h2>
        {email ? (
          <dl className={p.dl}>
            <dt>Signed in as</dt>
            <dd data-testid="account-email">{email}</dd>
          </dl>
        ) : (
          <Skeleton height={20} width="60%" />
        )}
        <p className={`${p.small} ${p.muted}`}>
          To change the e-mail address you sign in with, please contact customer service.
        </p>
      </div>
      <div className={p.panel}>
        <h2 id="change-password-title">Change password</h2>
        <div className={p.formNarrow}>
          <AuthForm type="changePassword" placement="page" onLoginRequired={gate.requireLogin} />
        </div>
      </div>
      <div className={p.panel}>
        <h2>Delete account</h2>
        <p>Close your account and erase your personal details.</p>
        <Link to={`${ACCOUNT_HOME}/delete-account`}>Delete my account</Link>
      </div>
    </section>
  );
}
