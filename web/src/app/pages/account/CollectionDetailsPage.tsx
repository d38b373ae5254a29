// /my-account/collection-details/:orderCode: a click-and-collect order's store, collection point,
// collector, each collection's status and what to bring. The store's address and hours come from
// the store finder.
import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Skeleton } from "../../../components/ui/Skeleton";
import { storeQuery } from "../../../features/location/api/getStoreDetails";
import { orderQuery } from "../../../features/order/api/getOrder";
import { CollectionDetails } from "../../../features/order/components/CollectionDetails";
import { orderHistoryPath } from "../../../features/order/paths";
import { usePageTitle } from "../../usePageTitle";
import { useAccountError } from "./useAccountError";
import p from "./accountPages.module.css";

export default function CollectionDetailsPage() {
  const { orderCode = "" } = useParams();
  usePageTitle("Collection details");
  const q = useQuery(orderQuery(orderCode));
  useAccountError(q.error);
  const store = useQuery(storeQuery(q.data?.order.pickup?.storeNumber ?? ""));
  if (
    !/^\d+$/.test(orderCode) ||
    (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 403))
  ) {
    return (
      <section className={p.empty} aria-labelledby="collection-missing-title">
        <h1 id="collection-missing-title">We couldn't find that order</h1>
        <p>It isn't one of the orders on your account.</p>
        <p>
          <Link to={orderHistoryPath()}>See your order history</Link>
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
  return <CollectionDetails order={q.data.order} store={store.data?.store} />;
}
