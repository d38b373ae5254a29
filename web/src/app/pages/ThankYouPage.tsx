// /checkout/thank-you/:orderCode: the order just placed (getThankYou), and for a guest the offer to
// keep it in an account with just a password (linkOrder).
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { FailedToLoad } from "../../components/ui/FailedToLoad";
import { Skeleton } from "../../components/ui/Skeleton";
import { useThankYou } from "../../features/checkout/api/getThankYou";
import { LinkOrderForm, ThankYou } from "../../features/checkout/components/ThankYou";
import { refreshSession } from "../../features/account/api/getSession";
import { useSession } from "../../features/account/hooks/useSession";
import { clearMiniCartCount } from "../../features/cart/miniCartCount";
import { TRACK_ORDER_PATH } from "../../features/order/paths";
import { usePageTitle } from "../usePageTitle";
import s from "./pages.module.css";

export default function ThankYouPage() {
  usePageTitle("Thank you for your order");
  const { orderCode = "" } = useParams();
  const client = useQueryClient();
  const q = useThankYou(orderCode, { enabled: /^\d+$/.test(orderCode) });
  const { signedIn, isPending: sessionPending } = useSession();
  // Set once the form made this guest an account: the form stays (with its account link) although
  // the refreshed session is now signed in.
  const [linked, setLinked] = useState(false);
  // Arriving from a provider's page (a full load): the order emptied the cart, so the header's cached
  // count is dropped and read again from the server.
  useEffect(() => {
    clearMiniCartCount();
  }, []);

  const numbered = /^\d+$/.test(orderCode);
  if (!numbered || (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 403))) {
    return (
      <div className="container">
        <div className={s.empty}>
          <h1>We couldn't show that order here</h1>
          <p>
            This page shows an order only to the browser that placed it, or to its signed-in customer: if your
            session ended while you were paying, your order may well be placed. Your confirmation e-mail has
            your order number and a link that opens it in any browser.
          </p>
          <p>
            <Link to={TRACK_ORDER_PATH} state={numbered ? { orderId: orderCode } : undefined}>
              Track {numbered ? `order ${orderCode}` : "an order"}
            </Link>
            , <Link to="/my-account">go to My Account</Link> or <Link to="/">continue shopping</Link>.
          </p>
        </div>
      </div>
    );
  }
  if (q.isPending) {
    return (
      <div className="container" aria-busy="true" style={{ paddingTop: 24 }}>
        <Skeleton height={160} />
        <div style={{ height: 16 }} />
        <Skeleton height={320} />
      </div>
    );
  }
  if (q.isError) {
    return (
      <div className="container" style={{ paddingTop: 24 }}>
        <FailedToLoad what="your order confirmation" onRetry={() => void q.refetch()} />
      </div>
    );
  }
  const order = q.data.order;
  return (
    <div className="container">
      <ThankYou
        order={order}
        linkForm={
          linked || (!sessionPending && !signedIn) ? (
            <LinkOrderForm
              orderCode={order.code}
              email={order.email}
              onLinked={() => {
                setLinked(true);
                return refreshSession(client);
              }}
            />
          ) : null
        }
      />
    </div>
  );
}
