// /staff/orders/:orderCode: one order with its consignments and their actions, addresses, payments,
// returns and the audit log (every role whose session lists getStaffOrder: picking and shipping need
// the address).
import { Link, useParams } from "react-router";
import { ApiError } from "../../../lib/api";
import { Notice } from "../../../components/ui/Field";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useStaffOrder } from "../../../features/staff/api/getStaffOrder";
import { OrderView } from "../../../features/staff/components/OrderView";
import { can, roleLabel } from "../../../features/staff/rules";
import { useRecheckOnForbidden } from "../../../features/staff/hooks/useRecheckOnForbidden";
import type { StaffSession } from "../../../features/staff/types";
import { usePageTitle } from "../../usePageTitle";
import p from "./staffPages.module.css";

export default function OrderPage({ session }: { session: StaffSession }) {
  const { orderCode = "" } = useParams();
  usePageTitle(`Order ${orderCode} · Staff`);
  const allowed = can(session, "getStaffOrder");
  const valid = /^\d+$/.test(orderCode);
  const q = useStaffOrder(orderCode, { enabled: allowed && valid });
  useRecheckOnForbidden(q.error);
  const notFound = !valid || (q.error instanceof ApiError && q.error.status === 404);
  return (
    <>
      <p className={p.back}>
        <Link to="/staff">← Queue</Link>
      </p>
      <h1>Order {orderCode}</h1>
      {!allowed ? (
        <Notice tone="info">
          Your role ({roleLabel(session.staff.role)}) can&apos;t open orders: work from the{" "}
          <Link to="/staff">queue</Link>.
        </Notice>
      ) : notFound ? (
        <Notice tone="error">We couldn&apos;t find order {orderCode}.</Notice>
      ) : q.isPending ? (
        <Skeleton height={480} />
      ) : q.isError ? (
        <FailedToLoad what="the order" onRetry={() => void q.refetch()} />
      ) : (
        <OrderView answer={q.data} session={session} />
      )}
    </>
  );
}
