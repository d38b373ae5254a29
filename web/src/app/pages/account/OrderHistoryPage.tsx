// /my-account/order-details: the order history (online orders and in-store purchases), and one
// online order at ?order=CODE (the route is exact, so the order is a query parameter).
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Skeleton } from "../../../components/ui/Skeleton";
import { orderQuery } from "../../../features/order/api/getOrder";
import { ordersQuery } from "../../../features/order/api/listOrders";
import { OrderDetails } from "../../../features/order/components/OrderDetails";
import { OrderHistory, type HistoryTab } from "../../../features/order/components/OrderHistory";
import { orderHistoryPath } from "../../../features/order/paths";
import { usePageTitle } from "../../usePageTitle";
import { useAccountError } from "./useAccountError";
import p from "./accountPages.module.css";

export default function OrderHistoryPage() {
  const [params] = useSearchParams();
  const order = params.get("order");
  if (order !== null) return <OrderDetailsView key={order} code={order.trim()} />;
  return <HistoryView />;
}

function HistoryView() {
  usePageTitle("Order history");
  const [params, setParams] = useSearchParams();
  const tab: HistoryTab = params.get("tab") === "store" ? "store" : "online";
  const q = useQuery(ordersQuery());
  useAccountError(q.error);
  return (
    <section aria-labelledby="history-title">
      <h1 id="history-title">Order history</h1>
      <p className={p.lead}>Your online orders and in-store purchases, newest first.</p>
      {q.isPending ? (
        <div aria-busy="true" aria-label="Loading your orders">
          <Skeleton height={44} />
          <div style={{ height: 16 }} />
          <Skeleton height={168} />
          <div style={{ height: 12 }} />
          <Skeleton height={168} />
        </div>
      ) : q.isError ? (
        <div data-testid="order-history-error">
          <FailedToLoad what="your order history" onRetry={() => void q.refetch()} />
        </div>
      ) : (
        <OrderHistory
          list={q.data}
          tab={tab}
          onTabChange={(t) =>
            setParams(t === "store" ? { tab: "store" } : {}, { replace: true, preventScrollReset: true })
          }
        />
      )}
    </section>
  );
}

function OrderDetailsView({ code }: { code: string }) {
  usePageTitle(`Order ${code}`);
  const valid = /^\d+$/.test(code);
  const q = useQuery(orderQuery(code));
  useAccountError(q.error);
  const title = useRef<HTMLDivElement>(null);
  const loaded = Boolean(q.data);
  // Arriving from the list (the same route), the order's heading takes the focus.
  useEffect(() => {
    if (loaded) title.current?.querySelector<HTMLElement>("h1")?.focus({ preventScroll: true });
  }, [loaded]);

  if (!valid || (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 403))) {
    return (
      <section className={p.empty} aria-labelledby="order-missing-title">
        <h1 id="order-missing-title">We couldn't find that order</h1>
        <p>It isn't one of the orders on your account. Check the order number in your confirmation e-mail.</p>
        <p>
          <Link to={orderHistoryPath()}>See your order history</Link> or{" "}
          <Link to="/track-order">track an order as a guest</Link>.
        </p>
      </section>
    );
  }
  if (q.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading your order">
        <Skeleton height={32} width="40%" />
        <div style={{ height: 16 }} />
        <Skeleton height={240} />
      </div>
    );
  }
  if (q.isError) return <FailedToLoad what="this order" onRetry={() => void q.refetch()} />;
  return (
    <div ref={title}>
      <OrderDetails order={q.data.order} />
    </div>
  );
}
