// /spc, the single-page checkout (docs/checkout.md, "The page"). A calm page without the shop's header and menus
// (design brief: logo, "Secure checkout", help). The checkout feature draws the steps; the account's
// sign-in form, e-mail check and address finder and the cart's cache are composed in here (a feature
// never imports another).
import { useCallback, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { buttonClass } from "../../components/ui/Button";
import { FailedToLoad } from "../../components/ui/FailedToLoad";
import { Notice } from "../../components/ui/Field";
import { Icon } from "../../components/ui/Icon";
import { Skeleton } from "../../components/ui/Skeleton";
import { SkipLink } from "../../components/ui/SkipLink";
import { useCheckout } from "../../features/checkout/api/prepopulateCheckout";
import { CheckoutView } from "../../features/checkout/components/CheckoutView";
import { leaveCheckoutFor } from "../../features/checkout/rules";
import type { CheckoutSlots } from "../../features/checkout/slots";
import { checkRegistration } from "../../features/account/api/checkRegistration";
import { useEnvironment } from "../../features/account/api/getEnvironment";
import { AuthForm } from "../../features/account/components/AuthForm";
import { AddressFinder } from "../../features/account/components/AddressFinder";
import { useSession } from "../../features/account/hooks/useSession";
import { cartQuery } from "../../features/cart/api/getCart";
import { MINI_CART_URL } from "../../features/cart/api/getMiniCart";
import { setMiniCartCount } from "../../features/cart/miniCartCount";
import { MembershipContentBox } from "../../features/membership/components/MembershipContentBox";
import { usePageTitle } from "../usePageTitle";
import { Logo } from "../Logo";
import s from "./checkoutPage.module.css";

function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className={s.page}>
      <SkipLink target="main">Skip to content</SkipLink>
      <header className={s.header}>
        <div className={`container ${s.headerRow}`}>
          <Link to="/" className={s.logo} aria-label="Wattle home">
            <Logo />
          </Link>
          <p className={s.secure}>
            <Icon name="lock" size={18} /> Secure checkout
          </p>
          <Link to="/help/contact-us" className={s.help}>
            Help
          </Link>
        </div>
      </header>
      <main id="main" className={`container ${s.main}`} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

// The account's forms in the checkout: they stay on the page (placement popup), and a sign-in or a new
// account refreshes everything, the checkout included (now signed in, with the saved addresses).
function SignIn({ email }: { email: string }) {
  return <AuthForm type="login" placement="popup" initialEmail={email} />;
}
function CreateAccount({ email }: { email: string }) {
  return <AuthForm type="signup" placement="popup" initialEmail={email} />;
}
/** OnePass's sign-up box in the delivery section, for a shopper who is not a member (dismissible). */
const membershipOffer = () => (
  <div className={s.membershipOffer}>
    <MembershipContentBox slot="checkoutSignupModal" look="compact" headingLevel={3} dismissible />
  </div>
);

function Finder(p: ComponentProps<CheckoutSlots["AddressFinder"]>) {
  return <AddressFinder {...p} />;
}

export default function CheckoutPage() {
  usePageTitle("Checkout");
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const q = useCheckout();
  const env = useEnvironment();
  const { session } = useSession();
  // Once an order is placed (or the shopper leaves for a provider) the emptied cart must not send
  // them back to the basket on the way to the thank-you page.
  const [placed, setPlaced] = useState(false);
  // Place order found the session ended (docs/checkout.md "Place order with an ended session"): what
  // the server said, and whether the page was a signed-in customer's. The checkout read afterwards is
  // an anonymous browser's (an empty basket), so this is shown instead of it until the shopper goes on.
  const [ended, setEnded] = useState<{ text: string; signedIn: boolean; email: string } | null>(null);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // docs/web.md "Navigation rules": no delivery mode goes back to the basket; an empty cart stays
  // here and says so while the single-page checkout is on (it always is, unless switched off).
  const singlePage = env.data?.features.singlePageCheckout ?? true;
  const leaveFor = q.data && !placed && !ended ? leaveCheckoutFor(q.data.cart, singlePage) : null;
  const empty = q.data && !placed && q.data.cart.entries.length === 0;
  useEffect(() => {
    if (leaveFor) void navigate(leaveFor, { replace: true });
  }, [leaveFor, navigate]);

  const finder = env.data?.features.singleLineAddressLookup ?? true;
  const slots = useMemo<CheckoutSlots>(
    () => ({ checkRegistration, finder, SignIn, CreateAccount, AddressFinder: Finder, membershipOffer }),
    [finder],
  );

  const onPlaced = useCallback(
    (away: boolean) => {
      setPlaced(true);
      if (away) return; // the provider's page: the cart is still the cart until the order is placed
      // The order emptied the cart: the header's count says so, and the basket is read again when shown.
      setMiniCartCount(0);
      void client.invalidateQueries({ queryKey: cartQuery().queryKey, refetchType: "none" });
      void client.invalidateQueries({ queryKey: [MINI_CART_URL], refetchType: "none" });
    },
    [client],
  );

  const goOn = () => {
    setEnded(null);
    void q.refetch();
  };

  let body: ReactNode;
  if (ended) {
    body = (
      <div className={s.ended} data-testid="session-ended">
        <h1 className={s.title}>Checkout</h1>
        <Notice tone="warning" title="Your session ended">
          <p>{ended.text}</p>
        </Notice>
        {ended.signedIn ? (
          <>
            <p>Sign in again and your basket is as you left it: it is saved to your account.</p>
            <AuthForm type="login" placement="popup" initialEmail={ended.email} onDone={goOn} />
          </>
        ) : (
          <button type="button" className={buttonClass("primary")} onClick={goOn}>
            Back to checkout
          </button>
        )}
      </div>
    );
  } else if (q.isPending || leaveFor) {
    body = (
      <div aria-busy="true">
        <h1 className={s.title}>Checkout</h1>
        <div className={s.loading}>
          <div className={s.loadingSteps}>
            <Skeleton height={120} />
            <Skeleton height={220} />
            <Skeleton height={120} />
          </div>
          <Skeleton height={320} />
        </div>
      </div>
    );
  } else if (empty) {
    body = (
      <div className={s.empty}>
        <h1>Your basket is empty</h1>
        <p>There is nothing to check out yet. Find something you love and it will be waiting here.</p>
        <Link to="/c/top-offers" className={s.emptyLink}>
          Shop top offers
        </Link>
      </div>
    );
  } else if (q.isError || !q.data) {
    body = (
      <>
        <h1 className={s.title}>Checkout</h1>
        <FailedToLoad what="the checkout" onRetry={() => void q.refetch()} />
      </>
    );
  } else {
    const c = session?.customer;
    body = (
      <>
        <h1 className={s.title}>Checkout</h1>
        <CheckoutView
          checkout={q.data}
          slots={slots}
          shopper={{ firstName: c?.firstName ?? "", lastName: c?.lastName ?? "", email: c?.email ?? "" }}
          search={location.search}
          onNavigate={(to, opts) => void navigate(to, opts)}
          onRefetch={() => q.refetch()}
          onPlaced={onPlaced}
          onSessionEnded={(p) =>
            setEnded({ text: p.text, signedIn: q.data?.signedIn ?? false, email: q.data?.email ?? "" })
          }
        />
      </>
    );
  }
  return <CheckoutFrame>{body}</CheckoutFrame>;
}
