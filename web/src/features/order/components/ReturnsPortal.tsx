import { useRef, useState, type ComponentType } from "react";
import { Link } from "react-router";
import type { AddressFinderProps } from "../../../components/forms/addressFinder";
import { Notice } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { Icon } from "../../../components/ui/Icon";
import { searchOrderForReturn } from "../api/searchOrderForReturn";
import { useFocusOn } from "../hooks/useFocusOn";
import { TRACK_ORDER_PATH } from "../paths";
import { notReturnableText, whyOrderNotReturnable } from "../status";
import type { Lookup, Order } from "../types";
import { LookupForm } from "./LookupForm";
import { StatusChip } from "./StatusChip";
import { ReturnConfirmation } from "./ReturnConfirmation";
import { ReturnForm, type Found } from "./ReturnForm";
import s from "../order.module.css";

/**
 * The returns portal (docs/orders.md, "The shopper's pages"): find the order by number and e-mail,
 * choose items, quantities and reasons, give the sender's details and address (the finder or typed
 * in), submit; the confirmation shows the return's status and estimated refund.
 */
export function ReturnsPortal({
  AddressFinder,
  finder,
  initial,
}: {
  AddressFinder: ComponentType<AddressFinderProps>;
  /** Whether the single-line finder is on (feature singleLineAddressLookup). */
  finder: boolean;
  /** The order to look up, from an order page. */
  initial?: Partial<Lookup> | undefined;
}) {
  const [found, setFound] = useState<Found | null>(null);
  const [done, setDone] = useState<{ order: Order; email: string; lookup: Lookup } | null>(null);
  const stepRef = useFocusOn<HTMLHeadingElement>(found);
  const doneRef = useFocusOn<HTMLHeadingElement>(done);
  const findRef = useRef<HTMLHeadingElement>(null);

  const startAgain = () => {
    setFound(null);
    setDone(null);
    requestAnimationFrame(() => findRef.current?.focus());
  };

  if (done)
    return (
      <ReturnConfirmation
        order={done.order}
        email={done.email}
        lookup={done.lookup}
        titleRef={doneRef}
        onAnother={startAgain}
      />
    );

  if (!found) {
    return (
      <section className={s.formCard} aria-labelledby="find-title">
        <h2 id="find-title" ref={findRef} tabIndex={-1} className={s.stepTitle}>
          <span className={s.stepNo} aria-hidden="true">
            1
          </span>
          Find your order
        </h2>
        <p className={s.muted}>Enter the order number and e-mail address from your order confirmation.</p>
        <LookupForm
          label="Find your order"
          submitLabel="Find order"
          busyLabel="Finding your order…"
          initial={initial}
          find={searchOrderForReturn}
          onFound={(a, lookup) =>
            setFound({ order: a.orderData, reasons: a.refundReasons, lookup, sender: a.sender })
          }
        />
      </section>
    );
  }

  const why = whyOrderNotReturnable(found.order, new Date());
  return (
    <>
      <section className={s.formCard} aria-labelledby="found-title">
        <div className={s.found}>
          <div>
            <h2 id="found-title" className={s.stepTitle}>
              <span className={s.stepNo} aria-hidden="true">
                <Icon name="check" size={16} />
              </span>
              Your order
            </h2>
            <p>
              <strong>Order {found.order.code}</strong> · placed {found.order.placedDate}{" "}
              <StatusChip status={found.order.status} />
            </p>
          </div>
          <button type="button" className={buttonClass("ghost")} onClick={startAgain}>
            Change order
          </button>
        </div>
      </section>
      {why ? (
        <section className={s.formCard} aria-labelledby="none-title" data-testid="nothing-returnable">
          <h2 id="none-title" ref={stepRef} tabIndex={-1} className={s.stepTitle}>
            Nothing to return
          </h2>
          <Notice tone="info">
            <p>{notReturnableText(why, found.order)}</p>
          </Notice>
          <p>
            Faulty item? The Australian Consumer Law covers you after 60 days too:{" "}
            <Link to="/help/contact-us">contact us</Link>. See our{" "}
            <Link to="/help/refund-policy">refund policy</Link> or{" "}
            <Link to={TRACK_ORDER_PATH}>track this order</Link>.
          </p>
        </section>
      ) : (
        <ReturnForm
          found={found}
          AddressFinder={AddressFinder}
          finder={finder}
          titleRef={stepRef}
          onDone={(order, email, lookup) => setDone({ order, email, lookup })}
        />
      )}
    </>
  );
}
