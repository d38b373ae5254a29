import { useState } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/money";
import { Icon } from "../../../components/ui/Icon";
import type { Problem } from "../messages";
import { BASKET_PATH } from "../rules";
import type { Checkout } from "../types";
import { SectionError } from "./Section";
import s from "../checkout.module.css";

/**
 * section-summary: the order's entries and totals, sticky beside the sections on a wide screen and
 * collapsible at the top on a phone (seed 000 §2: the order summary panel can be shown or hidden,
 * with a link to the basket). Summary errors (stock, a changed basket) show here.
 */
export function OrderSummary({
  checkout,
  problem,
  basketPath = BASKET_PATH,
}: {
  checkout: Checkout;
  problem?: Problem | undefined;
  basketPath?: string;
}) {
  const [open, setOpen] = useState(false);
  const cart = checkout.cart;
  const giftCards = checkout.giftCards ?? [];
  const giftTotal = giftCards.reduce((sum, g) => sum + g.amount.value, 0);
  const units = cart.totalUnitCount;
  const fee = cart.deliveryFee;
  return (
    <aside id="section-summary" className={s.summary} aria-labelledby="section-summary-title">
      <div className={s.summaryCard}>
        <div className={s.summaryHead}>
          <h2 id="section-summary-title" className={s.summaryTitle}>
            Order summary
          </h2>
          <Link to={basketPath} className={s.inlineAction}>
            Edit basket
          </Link>
        </div>
        <SectionError problem={problem} id="section-summary-error" />
        <button
          type="button"
          className={s.summaryToggle}
          aria-expanded={open}
          aria-controls="summary-details"
          onClick={() => setOpen((o) => !o)}
        >
          <span>
            {open ? "Hide" : "Show"} {units} {units === 1 ? "item" : "items"}
          </span>
          <strong>
            {checkout.balance && giftCards.length
              ? checkout.balance.formattedValue
              : cart.total.formattedValue}
          </strong>
          <span className={`${s.chevron} ${open ? s.chevronOpen : ""}`} aria-hidden="true">
            <Icon name="chevronDown" size={18} />
          </span>
        </button>
        <div id="summary-details" className={`${s.summaryDetails} ${open ? s.summaryOpen : ""}`}>
          <ul className={s.summaryEntries} aria-label="Items in your order">
            {cart.entries.map((e) => (
              <li key={e.entryNumber} className={s.summaryEntry}>
                <img src={e.imageUrl} alt="" width={64} height={64} loading="lazy" className={s.thumb} />
                <div className={s.entryText}>
                  <span className={s.entryName}>{e.name}</span>
                  {e.colour || e.size ? (
                    <span className={s.muted}>{[e.colour, e.size].filter(Boolean).join(", ")}</span>
                  ) : null}
                  <span className={s.muted}>Qty {e.quantity}</span>
                </div>
                <span className={s.entryPrice}>{e.totalPrice.formattedValue}</span>
              </li>
            ))}
          </ul>
          <dl className={s.totals}>
            <div>
              <dt>
                Subtotal ({units} {units === 1 ? "item" : "items"})
              </dt>
              <dd>{cart.subtotal.formattedValue}</dd>
            </div>
            <div>
              <dt>{cart.deliveryMode?.name ?? "Delivery"}</dt>
              <dd>{fee ? (fee.value === 0 ? "Free" : fee.formattedValue) : "—"}</dd>
            </div>
            {cart.bulkyFee && cart.bulkyFee.value > 0 ? (
              <div>
                <dt>Bulky item fee</dt>
                <dd>{cart.bulkyFee.formattedValue}</dd>
              </div>
            ) : null}
            {cart.giftCardDeliveryFee && cart.giftCardDeliveryFee.value > 0 ? (
              <div>
                <dt>Gift card delivery</dt>
                <dd>{cart.giftCardDeliveryFee.formattedValue}</dd>
              </div>
            ) : null}
            {cart.orderDiscounts && cart.orderDiscounts.value > 0 ? (
              <div>
                <dt>Discounts</dt>
                <dd className={s.saving}>−{cart.orderDiscounts.formattedValue}</dd>
              </div>
            ) : null}
            <div className={s.totalRow}>
              <dt>Total</dt>
              <dd data-testid="checkout-total">{cart.total.formattedValue}</dd>
            </div>
            {giftCards.length ? (
              <>
                <div>
                  <dt>Gift cards ({giftCards.length})</dt>
                  <dd className={s.saving}>−{formatMoney(giftTotal)}</dd>
                </div>
                <div className={s.totalRow}>
                  <dt>Left to pay</dt>
                  <dd>{checkout.balance.formattedValue}</dd>
                </div>
              </>
            ) : null}
            <div className={s.gst}>
              <dt>Includes GST</dt>
              <dd>{cart.gst.formattedValue}</dd>
            </div>
          </dl>
        </div>
      </div>
    </aside>
  );
}
