import { Link } from "react-router";
import * as Tabs from "@radix-ui/react-tabs";
import { Icon } from "../../../components/ui/Icon";
import { buttonClass } from "../../../components/ui/Button";
import { collectionDetailsPath, orderDetailsPath, storeOrderPath, storeOrderSummaryPath } from "../paths";
import { deliveryModeText, isCollection } from "../status";
import type { HistoryItem, OrderList } from "../types";
import { ConsignmentLines } from "./Consignments";
import { StatusChip } from "./StatusChip";
import s from "../order.module.css";

export type HistoryTab = "online" | "store";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * The order history: what was saved in the last 6 months, then tabs for online orders and in-store
 * purchases, newest first, each with an empty state.
 */
export function OrderHistory({
  list,
  tab,
  onTabChange,
}: {
  list: OrderList;
  tab: HistoryTab;
  onTabChange: (tab: HistoryTab) => void;
}) {
  const online = list.orders.filter((o) => o.type === "online" && o.order);
  const store = list.orders.filter((o) => o.type === "store" && o.receipt);
  return (
    <>
      {list.savings.value > 0 ? (
        <div className={s.savings} data-testid="savings">
          <Icon name="tag" size={22} />
          <p>
            You've saved <strong>{list.savings.formattedValue}</strong> in the last 6 months.
          </p>
        </div>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v === "store" ? "store" : "online")}>
        <Tabs.List className={s.tabs} aria-label="Purchases">
          <Tabs.Trigger value="online" className={s.tab}>
            Online orders
            <span className={s.count} aria-hidden="true">
              {online.length}
            </span>
          </Tabs.Trigger>
          <Tabs.Trigger value="store" className={s.tab}>
            In-store purchases
            <span className={s.count} aria-hidden="true">
              {store.length}
            </span>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="online" className={s.tabPanel} data-testid="online-orders">
          <h2 className="visually-hidden">Online orders</h2>
          {online.length === 0 ? (
            <div className={s.empty}>
              <div className={s.iconCircle}>
                <Icon name="package" />
              </div>
              <h3>No online orders yet</h3>
              <p>When you order online, you'll find your orders here with their delivery progress.</p>
              <Link to="/" className={buttonClass("primary")}>
                Start shopping
              </Link>
            </div>
          ) : (
            <ul className={s.list}>
              {online.map((o) => (
                <OnlineOrderCard key={o.code} item={o} />
              ))}
            </ul>
          )}
        </Tabs.Content>
        <Tabs.Content value="store" className={s.tabPanel} data-testid="store-purchases">
          <h2 className="visually-hidden">In-store purchases</h2>
          {store.length === 0 ? (
            <div className={s.empty}>
              <div className={s.iconCircle}>
                <Icon name="receipt" />
              </div>
              <h3>No in-store purchases yet</h3>
              <p>
                Give the e-mail address of your account at the register and your receipts appear here, with a
                barcode for returns.
              </p>
              <Link to="/stores" className={buttonClass("secondary")}>
                Find a store
              </Link>
            </div>
          ) : (
            <ul className={s.list}>
              {store.map((o) => (
                <StorePurchaseCard key={o.code} item={o} />
              ))}
            </ul>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

function OnlineOrderCard({ item }: { item: HistoryItem }) {
  const order = item.order!;
  const collect = isCollection(order);
  return (
    <li className={s.card} data-testid="online-order" data-order={item.code}>
      <div className={s.cardHead}>
        <h3 className={s.cardTitle}>
          <Icon name={collect ? "store" : "package"} size={20} /> Order {item.code}
        </h3>
        <span className={s.total}>
          <span className="visually-hidden">Total </span>
          {item.total.formattedValue}
        </span>
      </div>
      <ul className={s.facts}>
        <li>
          <StatusChip status={item.status} />
        </li>
        <li>
          Placed <strong>{item.placedDate}</strong>
        </li>
        <li>{plural(item.itemCount, "item")}</li>
        <li>
          {deliveryModeText(order.deliveryMode)}
          {collect && item.storeName ? ` at ${item.storeName}` : ""}
        </li>
      </ul>
      <ConsignmentLines order={order} />
      <div className={s.actions}>
        <Link to={orderDetailsPath(item.code)} className={s.actionLink}>
          View order<span className="visually-hidden"> {item.code}</span>
          <Icon name="chevronRight" size={16} />
        </Link>
        {collect ? (
          <Link to={collectionDetailsPath(item.code)} className={s.actionLink}>
            Collection details<span className="visually-hidden"> for order {item.code}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function StorePurchaseCard({ item }: { item: HistoryItem }) {
  const receipt = item.receipt!;
  return (
    <li className={s.card} data-testid="store-purchase" data-receipt={item.code}>
      <div className={s.cardHead}>
        <h3 className={s.cardTitle}>
          <Icon name="store" size={20} /> {item.storeName || receipt.storeName}
        </h3>
        <span className={s.total}>
          <span className="visually-hidden">Total </span>
          {item.total.formattedValue}
        </span>
      </div>
      <ul className={s.facts}>
        <li>
          Purchased <strong>{item.placedDate}</strong>
        </li>
        <li>{plural(item.itemCount, "item")}</li>
        <li>Receipt {item.code}</li>
      </ul>
      <div className={s.actions}>
        <Link to={storeOrderPath(item.code)} className={s.actionLink}>
          Receipt details<span className="visually-hidden"> for receipt {item.code}</span>
          <Icon name="chevronRight" size={16} />
        </Link>
        <Link to={storeOrderSummaryPath(item.code)} className={s.actionLink}>
          <Icon name="receipt" size={16} /> Receipt for returns
          <span className="visually-hidden"> for receipt {item.code}</span>
        </Link>
      </div>
    </li>
  );
}
