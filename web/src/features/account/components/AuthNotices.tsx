import { Link } from "react-router";
import { Notice } from "../../../components/ui/Field";
import type { EmailNotice, FormError } from "../authForm";
import { lockedMessage, messages } from "../messages";
import s from "./account.module.css";

/** What the e-mail check found, under the e-mail field, with the way on (the other tab, a reset). */
export function EmailNoticeMessage({
  notice,
  forgotHref,
  onSwitch,
}: {
  notice: EmailNotice;
  forgotHref: string;
  /** Switches to the other tab (sign-up for an unknown e-mail, sign-in for a known one). */
  onSwitch: () => void;
}) {
  switch (notice.kind) {
    case "unregistered":
      return (
        <>
          {messages.unregistered}{" "}
          <button type="button" className={s.inlineLink} onClick={onSwitch}>
            Create an account
          </button>
        </>
      );
    case "registered":
      return (
        <>
          {messages["already-registered"]}{" "}
          <button type="button" className={s.inlineLink} onClick={onSwitch}>
            Sign in instead
          </button>
        </>
      );
    default:
      return (
        <>
          {lockedMessage(notice.reason)} <Link to={forgotHref}>Reset your password</Link>
        </>
      );
  }
}

/** A failure of the whole form, at its top. */
export function AuthErrorNotice({
  error,
  forgotHref,
  onSignIn,
}: {
  error: FormError;
  forgotHref: string;
  onSignIn: () => void;
}) {
  switch (error.kind) {
    case "locked":
      return (
        <Notice tone="error" title={messages["account-locked"]}>
          <p>{lockedMessage(error.reason)}</p>
          <p>
            <Link to={forgotHref}>Reset your password</Link> or{" "}
            <Link to="/help/contact-us">contact customer service</Link>.
          </p>
        </Notice>
      );
    case "exists":
      return (
        <Notice tone="error">
          <p>
            {messages["already-registered"]}{" "}
            <button type="button" className={s.inlineLink} onClick={onSignIn}>
              Sign in instead
            </button>
          </p>
        </Notice>
      );
    case "invalid":
      return <Notice tone="error">{messages["invalid-data"]}</Notice>;
    default:
      return <Notice tone="error">{error.text}</Notice>;
  }
}
