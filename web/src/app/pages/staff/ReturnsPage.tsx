// /staff/returns: returns by status, oldest first, with Receive (fulfilment and above) and Refund
// (customer service and above) as the session's operations allow.
import { Link, useSearchParams } from "react-router";
import { Notice } from "../../../components/ui/Field";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useReturns } from "../../../features/staff/api/listReturns";
import { isForbidden } from "../../../features/staff/cache";
import { Pager } from "../../../features/staff/components/Pager";
import { ReturnsTable } from "../../../features/staff/components/ReturnsTable";
import { can, parseReturnsFilter, RETURN_FILTERS, returnsSearch } from "../../../features/staff/rules";
import { useRecheckOnForbidden } from "../../../features/staff/hooks/useRecheckOnForbidden";
import type { StaffSession } from "../../../features/staff/types";
import { usePageTitle } from "../../usePageTitle";
import p from "./staffPages.module.css";

export default function ReturnsPage({ session }: { session: StaffSession }) {
  usePageTitle("Returns · Staff");
  const [params] = useSearchParams();
  const filter = parseReturnsFilter(params);
  const allowed = can(session, "listReturns");
  const q = useReturns(filter, { enabled: allowed });
  useRecheckOnForbidden(q.error);
  const orderHref = can(session, "getStaffOrder") ? (code: string) => `/staff/orders/${code}` : undefined;
  return (
    <>
      <h1>Returns</h1>
      {!allowed ? (
        <Notice tone="info">Your role can&apos;t see returns.</Notice>
      ) : (
        <>
          <nav aria-label="Return status" className={p.tabs}>
            <ul>
              {RETURN_FILTERS.map((f) => (
                <li key={f.value}>
                  <Link
                    to={`/staff/returns${returnsSearch({ status: f.value, page: 1 })}`}
                    aria-current={filter.status === f.value ? "page" : undefined}
                  >
                    {f.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {!can(session, "refundReturn") ? (
            <p className={p.hint}>Receive returns as their parcels arrive; customer service refunds them.</p>
          ) : null}
          {q.isPending ? (
            <Skeleton height={320} />
          ) : q.isError ? (
            isForbidden(q.error) ? (
              <Notice tone="error">Your role can&apos;t see returns, or your staff session has ended.</Notice>
            ) : (
              <FailedToLoad what="the returns" onRetry={() => void q.refetch()} />
            )
          ) : q.data.returns.length === 0 ? (
            <div className={p.empty}>
              <h2>No returns</h2>
              <p>
                {filter.status
                  ? "No returns have this status."
                  : "No shopper has asked to return anything yet."}
              </p>
            </div>
          ) : (
            <>
              <ReturnsTable rows={q.data.returns} session={session} orderHref={orderHref} />
              <Pager
                page={q.data.page}
                totalPages={q.data.totalPages}
                total={q.data.total}
                noun={q.data.total === 1 ? "return" : "returns"}
                hrefFor={(page) => `/staff/returns${returnsSearch({ ...filter, page })}`}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
