import { useState } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/money";
import { Icon } from "../../../components/ui/Icon";
import { OrderTotals, modeFee } from "../../../components/ui/OrderTotals";
import li from "../../../components/ui/lineItems.module.css";
import type { Problem } from "../messages";
import { BASKET_PATH } from "../rules";
import type { Checkout } from "../types";
import { SectionError } from "./Section";
import s from "../checkout.module.css";

/**
 * section-summary: the order's entries and totals, sticky beside the sections on a wide screen and
 * collapsible at the top on a phone (docs/checkout.md, "The page": the order summary panel
 * can be shown or hidden, with a link to the basket). Summary errors (stock, a changed basket) show here.
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
  // The mode's own fee; the bulky and gift card fees are rows of their own (docs/cart.md).
  const fee = modeFee(cart.deliveryFee, cart.bulkyFee, cart.giftCardDeliveryFee);
  const giftCardsOnly = Boolean(cart.deliveryFee && !cart.deliveryMode && cart.giftCardDeliveryFee?.value);
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
          <ul className={li.list} aria-label="Items in your order">
            {cart.entries.map((e) => (
              <li key={e.entryNumber} className={li.item}>
                <img src={e.imageUrl} alt="" width={64} height={64} loading="lazy" className={li.thumb} />
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
          <OrderTotals
            classes={{ list: s.totals, total: s.totalRow, gst: s.gst, saving: s.saving }}
            subtotal={{
              label: `Subtotal (${units} ${units === 1 ? "item" : "items"})`,
              value: cart.subtotal.formattedValue,
            }}
            delivery={
              giftCardsOnly
                ? undefined
                : {
                    label: cart.deliveryMode?.name ?? "Delivery",
                    value: fee ? (fee.value === 0 ? "Free" : fee.formattedValue) : "—",
                  }
            }
            bulkyFee={cart.bulkyFee}
            giftCardDeliveryFee={cart.giftCardDeliveryFee}
            discount={cart.orderDiscounts}
            total={{ value: cart.total.formattedValue, testId: "checkout-total" }}
            afterTotal={
              giftCards.length
                ? [
                    {
                      label: `Gift cards (${giftCards.length})`,
                      value: `−${formatMoney(giftTotal)}`,
                      saving: true,
                    },
                    { label: "Left to pay", value: checkout.balance.formattedValue, strong: true },
                  ]
                : []
            }
            gst={{ value: cart.gst.formattedValue }}
          />
        </div>
      </div>
    </aside>
  );
}
