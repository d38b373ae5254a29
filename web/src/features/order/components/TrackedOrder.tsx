import type { Ref } from "react";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { buttonClass } from "../../../components/ui/Button";
import { returnsPath, type ReturnsState } from "../paths";
import { deliveryModeText, isCollection } from "../status";
import type { Lookup, Order } from "../types";
import { ConsignmentTimeline } from "./Consignments";
import { ReturnsList } from "./ReturnsList";
import { StatusChip } from "./StatusChip";
import s from "../order.module.css";

/**
 * A tracked order, as a guest sees it: status, each shipment or collection with its tracking link,
 * and the returns with their refunds.
 */
export function TrackedOrder({
  order,
  lookup,
  titleRef,
  onAnother,
}: {
  order: Order;
  lookup: Lookup;
  titleRef?: Ref<HTMLHeadingElement>;
  onAnother: () => void;
}) {
  const collect = isCollection(order);
  const returns = order.returns ?? [];
  const returnable = order.entries.some((e) => e.returnableQuantity > 0);
  const state: ReturnsState = { orderId: lookup.orderId, email: lookup.email };
  return (
    <div data-testid="tracked-order">
      <section className={s.formCard} aria-labelledby="tracked-title">
        <div className={s.pageHead}>
          <h2 id="tracked-title" ref={titleRef} tabIndex={-1} className={s.stepTitle}>
            Order {order.code}
          </h2>
          <StatusChip status={order.status} />
        </div>
        <p className={s.lead}>
          Placed {order.placedDate} · {deliveryModeText(order.deliveryMode)}
          {collect && order.pickup ? ` at ${order.pickup.storeName}` : ""} · Total{" "}
          {order.total.formattedValue}
          {order.refunded && order.refunded.value > 0 ? ` · Refunded ${order.refunded.formattedValue}` : ""}
        </p>
        <h3>{collect ? "Collection" : "Delivery"}</h3>
        <ConsignmentTimeline order={order} headingLevel={4} />
      </section>
      {returns.length > 0 ? (
        <section className={s.formCard} aria-labelledby="tracked-returns-title">
          <h2 id="tracked-returns-title">Returns</h2>
          <ReturnsList returns={returns} />
        </section>
      ) : null}
      <div className={s.actions}>
        <button type="button" className={buttonClass("secondary")} onClick={onAnother}>
          Track another order
        </button>
        {returnable ? (
          <Link
            to={returnsPath(state)}
            state={state}
            className={buttonClass("ghost")}
            data-testid="start-return"
          >
            <Icon name="undo" size={18} /> Return items
          </Link>
        ) : null}
      </div>
    </div>
  );
}
