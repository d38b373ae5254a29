import { Link } from "react-router";
import { BASKET_PATH } from "../rules";
import type { Checkout } from "../types";
import s from "../checkout.module.css";

/** The chosen delivery mode and the way back to the basket to change it. */
export function DeliveryModeLine({ checkout }: { checkout: Checkout }) {
  const mode = checkout.cart.deliveryMode;
  return (
    <p className={s.modeLine}>
      <span>
        {mode ? (
          <>
            <span className={s.muted}>Delivery method: </span>
            <strong>{mode.name}</strong>
          </>
        ) : (
          <strong>Gift card delivery</strong>
        )}
      </span>
      <Link to={BASKET_PATH} className={s.inlineAction}>
        Change delivery method
      </Link>
    </p>
  );
}
