// /track-order: a guest follows an order by its number and e-mail (trackOrder): its status, each
// shipment or collection with tracking, and its returns.
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { trackOrder } from "../../features/order/api/trackOrder";
import { LookupForm } from "../../features/order/components/LookupForm";
import { TrackedOrder } from "../../features/order/components/TrackedOrder";
import { lookupFromState, ORDER_HISTORY_PATH, RETURNS_PATH } from "../../features/order/paths";
import type { Lookup, Order } from "../../features/order/types";
import { usePageTitle } from "../usePageTitle";
import o from "../../features/order/order.module.css";

export default function TrackOrderPage() {
  usePageTitle("Track your order");
  const location = useLocation();
  const [tracked, setTracked] = useState<{ order: Order; lookup: Lookup } | null>(null);
  const [again, setAgain] = useState(0);
  const resultTitle = useRef<HTMLHeadingElement>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (tracked) resultTitle.current?.focus();
  }, [tracked]);
  useEffect(() => {
    if (again) formTitle.current?.focus();
  }, [again]);

  return (
    <div className="container">
      <div className={o.narrow}>
        <h1>Track your order</h1>
        <p className={o.lead}>
          See where your order is up to, with tracking for each delivery. Have an account?{" "}
          <Link to={ORDER_HISTORY_PATH}>Sign in to see all your orders</Link>.
        </p>
        {tracked ? (
          <TrackedOrder
            order={tracked.order}
            lookup={tracked.lookup}
            titleRef={resultTitle}
            onAnother={() => {
              setTracked(null);
              setAgain((n) => n + 1);
            }}
          />
        ) : (
          <section className={o.formCard} aria-labelledby="track-form-title">
            <h2 id="track-form-title" ref={formTitle} tabIndex={-1} className={o.stepTitle}>
              Find your order
            </h2>
            <LookupForm
              label="Track your order"
              submitLabel="Track order"
              busyLabel="Finding your order…"
              find={trackOrder}
              initial={lookupFromState(location.state)}
              onFound={(a, lookup) => setTracked({ order: a.orderData, lookup })}
            />
          </section>
        )}
        <p className={o.note}>
          Want to send something back? <Link to={RETURNS_PATH}>Start a return</Link> or read about{" "}
          <Link to="/help/refunds-returns">refunds and returns</Link>.
        </p>
      </div>
    </div>
  );
}
