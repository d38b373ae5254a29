import { Link } from "react-router";
import { CHECKOUT_PATH } from "../../../features/cart/messages";
import s from "../basket.module.css";

/** Checkout: disabled until the basket is checked, unchanged in flight and has a delivery method. */
export function CheckoutButton({
  ready,
  note,
  compact = false,
}: {
  ready: boolean;
  note: string;
  compact?: boolean;
}) {
  const id = compact ? "checkout-note-bar" : "checkout-note";
  return (
    <div className={compact ? undefined : s.checkout}>
      {ready ? (
        <Link to={CHECKOUT_PATH} className={s.checkoutButton}>
          Checkout
        </Link>
      ) : (
        <button type="button" className={s.checkoutButton} disabled aria-describedby={note ? id : undefined}>
          Checkout
        </button>
      )}
      {note ? (
        <p id={id} className={s.checkoutNote}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
