import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { buttonClass } from "../../../components/ui/Button";
import { collectionDetailsPath, orderHistoryPath, RETURNS_PATH, type ReturnsState } from "../paths";
import { deliveryModeText, isCollection } from "../status";
import type { Order, OrderAddress } from "../types";
import { AddressBlock } from "./AddressBlock";
import { ConsignmentTimeline } from "./Consignments";
import { EntryList } from "./EntryList";
import { OrderMoney } from "./OrderMoney";
import { ReturnsList } from "./ReturnsList";
import { StatusChip } from "./StatusChip";
import s from "../order.module.css";

/**
 * One online order: its status, each shipment or collection on a timeline with tracking, the
 * items, where it goes, how it was paid, and its returns with their refunds.
 */
export function OrderDetails({ order }: { order: Order }) {
  const collect = isCollection(order);
  const returnable = order.entries.some((e) => e.returnableQuantity > 0);
  const returns = order.returns ?? [];
  const parts = order.consignments ?? [];
  const returnsState: ReturnsState = { orderId: order.code, email: order.email };
  return (
    <article aria-labelledby="order-title" data-testid="order-details">
      <Link to={orderHistoryPath()} className={s.back}>
        <Icon name="chevronLeft" size={18} /> Order history
      </Link>
      <div className={s.pageHead}>
        <h1 id="order-title" tabIndex={-1}>
          Order {order.code}
        </h1>
        <StatusChip status={order.status} />
      </div>
      <p className={s.lead}>
        Placed {order.placedDate} · {deliveryModeText(order.deliveryMode)}
        {collect && order.pickup ? ` at ${order.pickup.storeName}` : ""}
      </p>
      <div className={s.detailGrid}>
        <div className={s.detailMain}>
          <section className={s.section} aria-labelledby="parts-title">
            <h2 id="parts-title">
              {collect ? "Collection" : "Delivery"}
              {parts.length > 1 ? ` in ${parts.length} parts` : ""}
            </h2>
            <ConsignmentTimeline order={order} />
          </section>
          <section className={s.section} aria-labelledby="items-title">
            <h2 id="items-title">Items</h2>
            <EntryList entries={order.entries} />
          </section>
          {returns.length > 0 ? (
            <section className={s.section} aria-labelledby="returns-title">
              <h2 id="returns-title">Returns</h2>
              <ReturnsList returns={returns} />
            </section>
          ) : null}
        </div>
        <div className={s.detailSide}>
          <section className={s.section} aria-labelledby="where-title">
            {collect && order.pickup ? (
              <>
                <h2 id="where-title">Click &amp; collect from</h2>
                <p>
                  <strong>{order.pickup.storeName}</strong>
                  {order.pickup.collectionPoint ? (
                    <>
                      <br />
                      Collect from: {order.pickup.collectionPoint}
                    </>
                  ) : null}
                </p>
                <p className={s.muted}>
                  Collector: {order.pickup.firstName} {order.pickup.lastName}
                </p>
                <Link to={collectionDetailsPath(order.code)}>Collection details</Link>
              </>
            ) : order.deliveryAddress ? (
              <>
                <h2 id="where-title">Delivering to</h2>
                <AddressBlock address={order.deliveryAddress} />
              </>
            ) : (
              <>
                <h2 id="where-title">Delivery</h2>
                <p>Sent by e-mail to {order.email}.</p>
              </>
            )}
            {order.billingAddress ? (
              <>
                <h3 className={s.subTitle}>Billing address</h3>
                {sameAddress(order.billingAddress, order.deliveryAddress) ? (
                  <p className={s.muted}>Same as delivery</p>
                ) : (
                  <AddressBlock address={order.billingAddress} />
                )}
              </>
            ) : null}
          </section>
          <section className={s.section} aria-labelledby="paid-title">
            <h2 id="paid-title">Payment</h2>
            <OrderMoney order={order} />
          </section>
          <section className={s.section} aria-labelledby="help-title">
            <h2 id="help-title">Need to return something?</h2>
            {returnable ? (
              <>
                <p className={s.small}>
                  Send items back within 60 days of delivery or collection: print the prepaid label and drop
                  the parcel at any Australia Post outlet.
                </p>
                <Link
                  to={RETURNS_PATH}
                  state={returnsState}
                  className={buttonClass("secondary", true)}
                  data-testid="start-return"
                >
                  <Icon name="undo" size={18} /> Return items
                </Link>
              </>
            ) : (
              <p className={s.small}>
                Items can be returned once they've been delivered or collected, for 60 days.{" "}
                <Link to="/help/refunds-returns">Our returns policy</Link>
              </p>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}

const addressKey = (a: OrderAddress) =>
  [a.firstName, a.lastName, a.line1, a.line2 ?? "", a.town, a.state, a.postalCode].join("|").toLowerCase();

function sameAddress(a: OrderAddress, b: OrderAddress | null): boolean {
  return b !== null && addressKey(a) === addressKey(b);
}
