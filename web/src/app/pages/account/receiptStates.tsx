import { Link } from "react-router";
import { ApiError } from "../../../lib/api";
import { Skeleton } from "../../../components/ui/Skeleton";
import { orderHistoryPath } from "../../../features/order/paths";
import p from "./accountPages.module.css";

/** A receipt number that is not digits, or not one of the customer's receipts. */
export const isMissing = (code: string, error: unknown) =>
  !/^\d+$/.test(code) || (error instanceof ApiError && (error.status === 404 || error.status === 403));

export function ReceiptMissing() {
  return (
    <section className={p.empty} aria-labelledby="receipt-missing-title">
      <h1 id="receipt-missing-title">We couldn't find that receipt</h1>
      <p>It isn't one of the in-store purchases on your account.</p>
      <p>
        <Link to={orderHistoryPath("store")}>See your in-store purchases</Link>
      </p>
    </section>
  );
}

export function ReceiptSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your receipt">
      <Skeleton height={32} width="40%" />
      <div style={{ height: 16 }} />
      <Skeleton height={320} />
    </div>
  );
}
