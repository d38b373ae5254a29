import type { Ref } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/Button";
import { Icon } from "../../../components/ui/Icon";
import { TRACK_ORDER_PATH } from "../paths";
import type { Lookup, Order } from "../types";
import { StatusChip } from "./StatusChip";
import s from "../order.module.css";

/** The return just booked: its status, estimated refund and what happens next. */
export function ReturnConfirmation({
  order,
  email,
  lookup,
  titleRef,
  onAnother,
}: {
  order: Order;
  email: string;
  lookup: Lookup;
  titleRef: Ref<HTMLHeadingElement>;
  onAnother: () => void;
}) {
  const returns = order.returns ?? [];
  const r = returns[returns.length - 1];
  return (
    <section className={s.formCard} aria-labelledby="done-title" data-testid="return-confirmation">
      <div className={s.confirmHero}>
        <span className={s.confirmIcon} aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <div>
          <h2 id="done-title" ref={titleRef} tabIndex={-1} className={s.stepTitle}>
            Your return is booked
          </h2>
          <p className={s.muted}>
            Order {order.code}
            {r ? ` · return ${r.returnCode}` : ""}
          </p>
        </div>
      </div>
      {r ? (
        <dl className={s.totals}>
          <div>
            <dt>Status</dt>
            <dd>
              <StatusChip status={r.status} kind="return" />
            </dd>
          </div>
          <div className={s.totalRow}>
            <dt>Estimated refund</dt>
            <dd data-testid="estimated-refund">{r.estimatedRefund.formattedValue}</dd>
          </div>
        </dl>
      ) : null}
      {r ? (
        <>
          <h3 className={s.subHead}>Items</h3>
          <ul className={s.itemsInline}>
            {r.entries.map((e) => (
              <li key={`${e.entryNumber}-${e.productCode}`}>
                {e.name} × {e.returnQty}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className={s.subHead}>What happens next</h3>
      <ol>
        <li>
          Print your prepaid return label (we've also e-mailed it to {email}) and stick it on the parcel.
        </li>
        <li>Pack the items securely, with their tags and any accessories.</li>
        <li>Drop the parcel at any Australia Post outlet within 14 days. Postage is on us.</li>
        <li>
          When they reach us we'll check them and refund your original payment method within 3-5 business
          days.
        </li>
      </ol>
      <div className={s.actions}>
        {r?.labelUrl ? (
          <Link to={r.labelUrl} className={buttonClass("primary")} data-testid="print-label">
            <Icon name="printer" size={18} /> Print return label
          </Link>
        ) : null}
        <Link to={TRACK_ORDER_PATH} state={lookup} className={buttonClass("secondary")}>
          Track your order
        </Link>
        <button type="button" className={buttonClass("ghost")} onClick={onAnother}>
          Return items from another order
        </button>
      </div>
    </section>
  );
}
