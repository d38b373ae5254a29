import type { ReactNode } from "react";

/** An amount as the API gives it. */
interface Amount {
  value: number;
  formattedValue: string;
}

/**
 * The mode's own delivery fee: the API's deliveryFee is everything paid for delivery, the bulky-item
 * fee and the posted gift cards' fee included (docs/cart.md), which the totals list apart; so the
 * delivery row shows what is left. Null when there is no fee yet (no mode chosen).
 */
export function modeFee(
  fee: Amount | null | undefined,
  bulkyFee?: Amount | null,
  giftCardDeliveryFee?: Amount | null,
): Amount | null {
  if (!fee) return null;
  const cents =
    Math.round(fee.value * 100) -
    Math.round((bulkyFee?.value ?? 0) * 100) -
    Math.round((giftCardDeliveryFee?.value ?? 0) * 100);
  const value = Math.max(cents, 0) / 100;
  return { value, formattedValue: `$${value.toFixed(2)}` };
}

/** One row of the totals: a label and its amount (already formatted). */
export interface TotalsRow {
  label: ReactNode;
  value: ReactNode;
  /** A row as heavy as the total (gift cards' "Left to pay"). */
  strong?: boolean;
  /** An amount taken off, in the saving colour. */
  saving?: boolean;
  testId?: string;
}

/** The owner's look for the list, the total's row, the GST's row and an amount saved. */
export interface TotalsClasses {
  list?: string | undefined;
  total?: string | undefined;
  gst?: string | undefined;
  saving?: string | undefined;
}

/**
 * An order's or a basket's totals as one description list, in the order every page shows them:
 * subtotal, delivery, fees (bulky items, gift card delivery), discounts, total, what follows the total (gift cards), GST, and what
 * follows the GST (a deposit, a refund). The owner passes the amounts as data and its own classes.
 */
export function OrderTotals({
  subtotal,
  delivery,
  bulkyFee,
  giftCardDeliveryFee,
  discount,
  total,
  afterTotal = [],
  gst,
  afterGst = [],
  classes = {},
}: {
  subtotal: { label?: ReactNode; value: ReactNode };
  delivery?: { label: ReactNode; value: ReactNode } | undefined;
  /** Fees after delivery, each shown when there is one. */
  bulkyFee?: Amount | null | undefined;
  giftCardDeliveryFee?: Amount | null | undefined;
  /** The discounts taken off the order, shown as "−amount" when there are any. */
  discount?: Amount | null | undefined;
  total: { value: ReactNode; testId?: string };
  afterTotal?: (TotalsRow | null | undefined | false)[];
  gst: { label?: ReactNode; value: ReactNode };
  afterGst?: (TotalsRow | null | undefined | false)[];
  classes?: TotalsClasses;
}) {
  const charged = (a: Amount | null | undefined) => (a && a.value > 0 ? a.formattedValue : null);
  const fees: TotalsRow[] = [];
  if (charged(bulkyFee)) fees.push({ label: "Bulky item fee", value: charged(bulkyFee) });
  if (charged(giftCardDeliveryFee))
    fees.push({ label: "Gift card delivery", value: charged(giftCardDeliveryFee) });
  const row = (r: TotalsRow | null | undefined | false, key: string) =>
    r ? (
      <div key={key} className={r.strong ? classes.total : undefined}>
        <dt>{r.label}</dt>
        <dd className={r.saving ? classes.saving : undefined} data-testid={r.testId}>
          {r.value}
        </dd>
      </div>
    ) : null;
  return (
    <dl className={classes.list}>
      {row({ label: subtotal.label ?? "Subtotal", value: subtotal.value }, "subtotal")}
      {delivery ? row({ label: delivery.label, value: delivery.value }, "delivery") : null}
      {fees.map((f, i) => row(f, `fee-${i}`))}
      {discount && discount.value > 0
        ? row({ label: "Discounts", value: `−${discount.formattedValue}`, saving: true }, "discount")
        : null}
      {row({ label: "Total", value: total.value, strong: true, testId: total.testId }, "total")}
      {afterTotal.map((r, i) => row(r, `after-total-${i}`))}
      <div className={classes.gst}>
        <dt>{gst.label ?? "Includes GST"}</dt>
        <dd>{gst.value}</dd>
      </div>
      {afterGst.map((r, i) => row(r, `after-gst-${i}`))}
    </dl>
  );
}
