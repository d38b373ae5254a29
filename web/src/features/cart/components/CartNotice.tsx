import { Link } from "react-router";
import { Notice } from "../../../components/ui/Field";
import type { CartMessage } from "../messages";
import s from "../cart.module.css";

/** A cart message with its links (basket, checkout, sign in…), announced by tone (Notice). */
export function CartNotice({
  message,
  onNavigate,
  action,
}: {
  message: CartMessage;
  /** Called when one of the links is followed (a dialog closes itself). */
  onNavigate?: () => void;
  /** A button of the caller's (Undo, Try again). */
  action?: { label: string; onClick: () => void };
}) {
  return (
    <Notice tone={message.tone}>
      <p data-code={message.code}>{message.text}</p>
      {message.links.length > 0 || action ? (
        <p className={s.noticeLinks}>
          {message.links.map((l) => (
            <Link key={l.to} to={l.to} onClick={onNavigate}>
              {l.label}
            </Link>
          ))}
          {action ? (
            <button type="button" className={s.linkButton} onClick={action.onClick}>
              {action.label}
            </button>
          ) : null}
        </p>
      ) : null}
    </Notice>
  );
}
