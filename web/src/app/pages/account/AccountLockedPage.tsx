import { Link, useSearchParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { buttonClass } from "../../../components/ui/Button";
import { lockedMessage } from "../../../features/account/messages";
import { forgotPasswordPath } from "../../../features/account/navigation";
import { usePageTitle } from "../../usePageTitle";
import p from "./accountPages.module.css";

/** The locked-account screen (?reason= an accountLockReasonCode, ?username= the e-mail). */
export default function AccountLockedPage() {
  usePageTitle("Your account is locked");
  const [params] = useSearchParams();
  const reason = params.get("reason") ?? "";
  return (
    <div className="container">
      <div className={p.narrowPage}>
        <div className={p.iconCircle}>
          <Icon name="lock" />
        </div>
        <h1 className={p.center}>Your account is locked</h1>
        <p>{lockedMessage(reason)}</p>
        <h2>Why accounts are locked</h2>
        <ul className={p.list}>
          <li>
            Too many unsuccessful sign-in attempts in a short time, to stop someone guessing your password.
          </li>
          <li>Unusual activity that our security checks or customer service have flagged.</li>
          <li>A request to delete the account.</li>
        </ul>
        <h2>What you can do</h2>
        <div className={p.actions}>
          <Link to={forgotPasswordPath(params.get("username") ?? "")} className={buttonClass("primary")}>
            Reset your password
          </Link>
          <Link to="/help/contact-us" className={buttonClass("secondary")}>
            Contact customer service
          </Link>
        </div>
      </div>
    </div>
  );
}
