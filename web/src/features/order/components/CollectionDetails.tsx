import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { formatHours } from "../../../lib/hours";
import { orderDetailsPath, orderHistoryPath } from "../paths";
import { consignmentStatusText, displayDate, isCollection } from "../status";
import type { Order } from "../types";
import { StatusChip } from "./StatusChip";
import s from "../order.module.css";

/** The store's details the page has from the store finder (the location feature), when it has them. */
export interface CollectionStore {
  address: { line1: string; town: string; state: string; postalCode: string };
  phone?: string;
  openingHours?: { day: string; hours: string }[];
}

/**
 * A click-and-collect order's collection: the store and its collection point, who collects, each
 * collection's status, and what to bring.
 */
export function CollectionDetails({ order, store }: { order: Order; store?: CollectionStore | undefined }) {
  const pickup = order.pickup;
  const parts = order.consignments ?? [];
  const ready = parts.some((c) => c.status === "readyForCollection");
  return (
    <article aria-labelledby="collection-title" data-testid="collection-details">
      <Link to={orderDetailsPath(order.code)} className={s.back}>
        <Icon name="chevronLeft" size={18} /> Order {order.code}
      </Link>
      <div className={s.pageHead}>
        <h1 id="collection-title">Collection details</h1>
        <StatusChip status={order.status} />
      </div>
      <p className={s.lead}>
        Order {order.code} · placed {order.placedDate}
      </p>
      {!isCollection(order) || !pickup ? (
        <div className={s.empty}>
          <h2>This order is delivered, not collected</h2>
          <p>See its delivery progress and tracking on the order's page.</p>
          <Link to={orderDetailsPath(order.code)}>View order {order.code}</Link>
        </div>
      ) : (
        <div className={s.detailGrid}>
          <div className={s.detailMain}>
            <section className={s.section} aria-labelledby="collect-status-title">
              <h2 id="collect-status-title">Your {parts.length === 1 ? "collection" : "collections"}</h2>
              {parts.length === 0 ? (
                <p className={s.muted}>
                  We're getting your order ready. We'll text you when it's ready to collect.
                </p>
              ) : (
                <ul className={s.returns}>
                  {parts.map((c) => (
                    <li key={c.code} className={s.returnCard} data-testid="collection">
                      <div className={s.nodeHead}>
                        <h3>{c.label}</h3>
                        <StatusChip status={c.status} kind="consignment" />
                      </div>
                      <p>{collectionLine(c.status, c.collectedBy, c.collectedAt)}</p>
                      <ul>
                        {c.entries.map((e) => (
                          <li key={e.entryNumber}>
                            {e.name} × {e.quantity}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className={s.section} aria-labelledby="bring-title">
              <h2 id="bring-title">What to bring</h2>
              <ul className={s.checklist}>
                <li>
                  <Icon name="check" size={16} />
                  <span>
                    Your order number: <strong>{order.code}</strong>
                  </span>
                </li>
                <li>
                  <Icon name="check" size={16} />
                  <span>
                    Photo ID for {pickup.firstName} {pickup.lastName} (a driver licence, passport or
                    proof-of-age card)
                  </span>
                </li>
                <li>
                  <Icon name="check" size={16} />
                  <span>The text or e-mail saying your order is ready</span>
                </li>
              </ul>
              <p className={s.note}>
                {ready
                  ? "Your order is waiting for you at the collection point."
                  : "Wait for our text or e-mail before you come: we'll let you know as soon as it's ready."}{" "}
                Someone else collecting? They need the order number and their own photo ID.
              </p>
            </section>
          </div>
          <div className={s.detailSide}>
            <section className={s.section} aria-labelledby="store-title">
              <h2 id="store-title">Collect from</h2>
              <p>
                <strong>{pickup.storeName}</strong>
              </p>
              {store ? (
                <address className={s.address}>
                  <span>{store.address.line1}</span>
                  <span>
                    {store.address.town} {store.address.state} {store.address.postalCode}
                  </span>
                  {store.phone ? <span>Phone {store.phone}</span> : null}
                </address>
              ) : null}
              {pickup.collectionPoint ? (
                <p data-testid="collection-point">
                  Collection point: <strong>{pickup.collectionPoint}</strong>
                </p>
              ) : null}
              {store?.openingHours?.length ? (
                <>
                  <h3 className={s.small}>Opening hours</h3>
                  <dl className={`${s.totals} ${s.small}`}>
                    {store.openingHours.map((h) => (
                      <div key={h.day}>
                        <dt>{h.day}</dt>
                        <dd>{formatHours(h.hours)}</dd>
                      </div>
                    ))}
                  </dl>
                </>
              ) : null}
            </section>
            <section className={s.section} aria-labelledby="collector-title">
              <h2 id="collector-title">Collector</h2>
              <p>
                {pickup.firstName} {pickup.lastName}
                {pickup.phone ? (
                  <>
                    <br />
                    <span className={s.muted}>Mobile {pickup.phone}</span>
                  </>
                ) : null}
              </p>
            </section>
            <p>
              <Link to={orderHistoryPath()}>All orders</Link>
            </p>
          </div>
        </div>
      )}
    </article>
  );
}

function collectionLine(status: string, by?: string, at?: string): string {
  switch (status) {
    case "collected":
      return `Collected${by ? ` by ${by}` : ""}${at ? ` on ${displayDate(at)}` : ""}.`;
    case "readyForCollection":
      return "Ready to collect now.";
    case "cancelled":
      return "Cancelled.";
    default:
      return `${consignmentStatusText(status)}: we'll text you when it's ready to collect.`;
  }
}
