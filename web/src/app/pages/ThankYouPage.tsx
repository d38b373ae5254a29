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

  if (
    !/^\d+$/.test(orderCode) ||
    (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 403))
  ) {
    return (
      <div className="container">
        <div className={s.empty}>
          <h1>We couldn't find that order</h1>
          <p>Your confirmation e-mail has your order number and a link to track it.</p>
          <p>
            <Link to="/my-account">Go to My Account</Link> or <Link to="/">continue shopping</Link>.
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
