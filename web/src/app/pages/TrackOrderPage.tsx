// /track-order: a guest follows an order by its number and e-mail (trackOrder): its status, each
// shipment or collection with tracking, and its returns. Opened with ?orderId=&email= (the
// confirmation e-mail's "View your order", docs/orders.md) it looks the order up at once.
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Notice } from "../../components/ui/Field";
import { trackOrder } from "../../features/order/api/trackOrder";
import { lookupProblem } from "../../features/order/messages";
import { LookupForm } from "../../features/order/components/LookupForm";
import { TrackedOrder } from "../../features/order/components/TrackedOrder";
import {
  lookupFromQuery,
  lookupFromState,
  ORDER_HISTORY_PATH,
  returnsPath,
} from "../../features/order/paths";
import type { Lookup, Order } from "../../features/order/types";
import { usePageTitle } from "../usePageTitle";
import o from "../../features/order/order.module.css";

/** The order a link names (?orderId=&email=, both trimmed), when it names both. */
export function lookupFromSearch(search: string): Lookup | null {
  const q = new URLSearchParams(search);
  const orderId = (q.get("orderId") ?? "").trim();
  const email = (q.get("email") ?? "").trim();
  return orderId && email ? { orderId, email } : null;
}

export default function TrackOrderPage() {
  usePageTitle("Track your order");
  const location = useLocation();
  const [linked] = useState(() => lookupFromSearch(location.search));
  const [tracked, setTracked] = useState<{ order: Order; lookup: Lookup } | null>(null);
  // A link's lookup: running, or what went wrong (then the form shows, filled in from the link).
  const [linkState, setLinkState] = useState<{ busy: boolean; problem: string | null }>({
    busy: linked !== null,
    problem: null,
  });
  const asked = useRef(false);
  const [again, setAgain] = useState(0);
  const resultTitle = useRef<HTMLHeadingElement>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (tracked) resultTitle.current?.focus();
  }, [tracked]);
  useEffect(() => {
    if (again) formTitle.current?.focus();
  }, [again]);
  useEffect(() => {
    if (!linked || asked.current) return;
    asked.current = true; // once, also under StrictMode's second effect
    trackOrder(linked).then(
      (a) => {
        setLinkState({ busy: false, problem: null });
        setTracked({ order: a.orderData, lookup: linked });
      },
      (err: unknown) => {
        const p = lookupProblem(err);
        setLinkState({ busy: false, problem: p.message ?? Object.values(p.fields)[0] ?? null });
      },
    );
  }, [linked]);

  return (
    <div className="container">
      <div className={o.narrow}>
        <h1>Track your order</h1>
        <p className={o.lead}>
          See where your order is up to, with tracking for each delivery. Have an account?{" "}
          <Link to={ORDER_HISTORY_PATH}>Sign in to see all your orders</Link>.
        </p>
        {linkState.busy ? (
          <p role="status" aria-busy="true" data-testid="track-linked-busy">
            Finding order {linked?.orderId}…
          </p>
        ) : tracked ? (
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
            {linkState.problem ? (
              <Notice tone="error">
                <p>{linkState.problem}</p>
              </Notice>
            ) : null}
            <LookupForm
              label="Track your order"
              submitLabel="Track order"
              busyLabel="Finding your order…"
              find={trackOrder}
              initial={lookupFromState(location.state) ?? linked ?? lookupFromQuery(location.search)}
              onFound={(a, lookup) => setTracked({ order: a.orderData, lookup })}
            />
          </section>
        )}
        <p className={o.note}>
          Want to send something back?{" "}
          <Link
            to={returnsPath(
              tracked?.lookup ?? lookupFromState(location.state) ?? lookupFromQuery(location.search),
            )}
          >
            Start a return
          </Link>{" "}
          or read about <Link to="/help/refunds-returns">refunds and returns</Link>.
        </p>
      </div>
    </div>
  );
}
