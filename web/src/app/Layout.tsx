import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { Link, Outlet, ScrollRestoration, useLocation, type Location } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { onServer, usePageHydrated } from "../lib/hydration";
import { Kept } from "../lib/keptParts";
import { SearchBox } from "../features/search/components/SearchBox";
import { searchTermOf } from "../features/search/urlState";
import { navigationQuery } from "../features/navigation/api/getNavigation";
import { MegaMenu } from "../features/navigation/components/MegaMenu";
import type { QuickViewState } from "../features/catalog/components/QuickView";
import { DeliveryContext } from "../features/catalog/deliveryContext";
import { OnePassTooltip } from "../features/membership/components/OnePassTooltip";
import { OnePassInfoContext } from "../components/ui/onePassInfo";
import { useEnvironment } from "../features/account/api/getEnvironment";
import { AccountMenu } from "../features/account/components/AccountMenu";
import { useLockedSignOut } from "../features/account/hooks/useLockedSignOut";
import { useSession } from "../features/account/hooks/useSession";
import { messages } from "../features/account/messages";
import { Icon } from "../components/ui/Icon";
import { Skeleton } from "../components/ui/Skeleton";
import { SkipLink } from "../components/ui/SkipLink";
import { PlainLink } from "../components/ui/PlainLink";
import { LinkClicks } from "./LinkClicks";
import { useReturnFocus } from "../components/ui/returnFocus";
import { MiniCart } from "../features/cart/components/MiniCart";
import { quickAdd, quickViewBuyBox } from "./cartSlots";
import { ShopContext, type Shop, type SignInRequest } from "./shop";
import { usePreferredStore } from "./layout/usePreferredStore";
import { useRouteFocus } from "./layout/useRouteFocus";
import { Logo } from "./Logo";
import { Footer } from "./Footer";
import { ErrorBoundary } from "./ErrorBoundary";
import { ListingSkeleton, ProductPageSkeleton } from "./pages/skeletons";
import s from "./layout.module.css";

/** Beside every OnePass price: what it is (the membership's tooltip slot). */
const onePassInfo = () => <OnePassTooltip />;

const LISTING_PATH = /^\/(search$|c\/|b\/)/;

// The sign-in dialogs carry the form, zod and react-hook-form: loaded when first opened, so the
// first page's JavaScript does not grow with them.
const loadDialogs = () => import("../features/account/components/SignInDialogs");
const SignInDrawer = lazy(() => loadDialogs().then((m) => ({ default: m.SignInDrawer })));
const SignInPopup = lazy(() => loadDialogs().then((m) => ({ default: m.SignInPopup })));
const MembershipModal = lazy(() => loadDialogs().then((m) => ({ default: m.MembershipModal })));
// Quick view carries the product view (pickers, delivery panel) and, through the slots, the cart's
// quick add; the store picker its search. Each loads when first opened.
const loadQuickView = () => import("../features/catalog/components/QuickView");
const QuickView = lazy(() => loadQuickView().then((m) => ({ default: m.QuickView })));
// The phone's department drawer (and with it the dialog library) loads when the menu is first wanted.
const loadMobileNav = () => import("../features/navigation/components/MobileNav");
const MobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })));
const loadStorePicker = () => import("../features/location/components/StorePicker");
const StorePicker = lazy(() => loadStorePicker().then((m) => ({ default: m.StorePicker })));

/**
 * Scroll positions are kept per history entry. A page opened afresh (typed, reloaded, a link from
 * elsewhere) has the key "default" whatever its address, so it is keyed by its address instead: a new
 * page does not inherit the last one's position, and a reload keeps its own.
 */
const scrollKey = (loc: Location) => (loc.key === "default" ? loc.pathname + loc.search : loc.key);

/** While a page's code loads: a skeleton of that page, so the page replaces it without a jump. */
function PageFallback({ pathname }: { pathname: string }) {
  if (pathname.startsWith("/p/")) return <ProductPageSkeleton />;
  if (LISTING_PATH.test(pathname)) return <ListingSkeleton crumbs={pathname !== "/search"} />;
  return (
    <div className="container" style={{ paddingTop: 24 }}>
      <Skeleton height={32} width="40%" />
    </div>
  );
}

export function Layout() {
  const nav = useQuery(navigationQuery());
  const env = useEnvironment();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [quick, setQuick] = useState<QuickViewState | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [popup, setPopup] = useState<SignInRequest | null>(null);
  const [membershipOpen, setMembershipOpen] = useState(false);
  // Which dialogs have been opened at least once (and so are mounted, to animate closed and keep focus).
  const [used, setUsed] = useState({
    drawer: false,
    popup: false,
    membership: false,
    quick: false,
    picker: false,
    menu: false,
  });
  const location = useLocation();
  // A page change in the app puts the focus on the new page's h1 (docs/web.md, "Keyboard focus").
  useRouteFocus("main");
  const { signedIn, session } = useSession();
  const { current, postcode, setStore, setPostcode } = usePreferredStore(signedIn);
  const locked = useLockedSignOut();
  const storeNumber = current?.storeNumber ?? "";
  // Quick view, the store picker and the department drawer open from buttons that are not their
  // dialogs' own triggers; each puts focus back on the button that opened it when it closes.
  const quickFocus = useReturnFocus();
  const pickerFocus = useReturnFocus();
  const menuFocus = useReturnFocus();
  const accountFocus = useReturnFocus();
  // A link followed inside the drawer or a dialog (forgot password, conditions of use) leaves the
  // page: the overlay closes with it.
  const [overlayPath, setOverlayPath] = useState(location.pathname);
  if (overlayPath !== location.pathname) {
    setOverlayPath(location.pathname);
    setDrawerOpen(false);
    setPopup(null);
    setMembershipOpen(false);
  }
  const { remember: rememberQuick } = quickFocus;
  const { remember: rememberPicker } = pickerFocus;
  const openQuickView = useCallback(
    (code: string, mode: QuickViewState["mode"]) => {
      rememberQuick();
      setUsed((u) => (u.quick ? u : { ...u, quick: true }));
      setQuick({ code, mode });
    },
    [rememberQuick],
  );
  const openStorePicker = useCallback(() => {
    rememberPicker();
    setUsed((u) => (u.picker ? u : { ...u, picker: true }));
    setPickerOpen(true);
  }, [rememberPicker]);
  const { remember: rememberAccount } = accountFocus;
  const openSignIn = useCallback(
    (req: SignInRequest = {}) => {
      rememberAccount();
      setUsed((u) => ({ ...u, popup: true }));
      setPopup(req);
    },
    [rememberAccount],
  );
  const openMembership = useCallback(() => {
    rememberAccount();
    setUsed((u) => ({ ...u, membership: true }));
    setMembershipOpen(true);
  }, [rememberAccount]);
  const shop = useMemo<Shop>(
    () => ({
      storeNumber,
      storeName: current?.name ?? "",
      postcode,
      express: env.data?.features.expressDelivery ?? true,
      openStorePicker,
      openQuickView,
      setStore,
      setPostcode,
      openSignIn,
      openMembership,
    }),
    [
      storeNumber,
      current?.name,
      postcode,
      env.data,
      openStorePicker,
      openQuickView,
      setStore,
      setPostcode,
      openSignIn,
      openMembership,
    ],
  );
  // The page itself, the same element while the address is: the header's own updates (the session
  // or the basket arriving after hydration) leave it alone instead of rendering it again, and a
  // part of it React has not taken over yet is not taken over at once, in one long task, for them.
  const page = useMemo(
    () => (
      <ErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<PageFallback pathname={location.pathname} />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </ErrorBoundary>
    ),
    [location.pathname],
  );
  // What the server's header shows of the page: whether it lists products (a skip link to them), and
  // the search term in the box (SearchBox). The rest is the same for every page the server renders.
  const headerKey = onServer
    ? `${LISTING_PATH.test(location.pathname)}|${searchTermOf(new URLSearchParams(location.search))}`
    : "";
  const email = signedIn ? (session?.customer.email ?? "") : "";
  const deliveryActions = useMemo(() => ({ setPostcode, email }), [setPostcode, email]);
  return (
    <ShopContext.Provider value={shop}>
      <OnePassInfoContext.Provider value={onePassInfo}>
        <DeliveryContext.Provider value={deliveryActions}>
          <ScrollRestoration getKey={scrollKey} />
          <LinkClicks />
          <SkipLink target="main">Skip to content</SkipLink>
          {locked.locked ? (
            <div className={s.lockedBanner} role="alert" data-testid="account-locked-banner">
              <div className={`container ${s.lockedRow}`}>
                <p>
                  {messages["account-locked-banner"]}{" "}
                  <Link
                    to={
                      locked.reason
                        ? `/account-locked?${new URLSearchParams({ reason: locked.reason })}`
                        : "/account-locked"
                    }
                  >
                    Find out why and what to do
                  </Link>
                </p>
                <button type="button" className={s.iconLink} aria-label="Dismiss" onClick={locked.dismiss}>
                  <Icon name="close" size={18} />
                </button>
              </div>
            </div>
          ) : null}
          <Kept as="header" className={s.header} from={nav.data} by={headerKey}>
            <div className={s.utility}>
              <div className="container">
                <button
                  type="button"
                  className={s.utilityButton}
                  onClick={openStorePicker}
                  onPointerEnter={() => void loadStorePicker()}
                  onFocus={() => void loadStorePicker()}
                >
                  <Icon name="pin" size={14} /> My store:{" "}
                  <strong>{shop.storeName || (storeNumber ? storeNumber : "Set your store")}</strong>
                </button>
                <span className={`${s.utilityButton} ${s.hideSmall}`}>
                  <Icon name="truck" size={14} /> Deliver to: <strong>{postcode || "Set postcode"}</strong>
                </span>
                <PlainLink to="/help/contact-us" className={s.utilityLink}>
                  Help
                </PlainLink>
              </div>
            </div>
            <div className={s.main}>
              <div className={`container ${s.mainRow}`}>
                <button
                  type="button"
                  className={`${s.iconLink} ${s.menuButton}`}
                  aria-label="Shop by department"
                  onClick={() => {
                    menuFocus.remember();
                    setUsed((u) => (u.menu ? u : { ...u, menu: true }));
                    setMenuOpen(true);
                  }}
                  onPointerEnter={() => void loadMobileNav()}
                  onFocus={() => void loadMobileNav()}
                >
                  <Icon name="menu" />
                </button>
                <PlainLink to="/" className={s.logo} aria-label="Wattle home">
                  <Logo />
                </PlainLink>
                <div className={s.searchRow}>
                  <SearchBox key={location.pathname === "/search" ? "search" : "other"} />
                  {/* From the search box to the first result in two key presses, past the department bar
                  and the filters: it lands on the first product's link. */}
                  {LISTING_PATH.test(location.pathname) ? (
                    <SkipLink target="results" land="article a[href]">
                      Skip to results
                    </SkipLink>
                  ) : null}
                </div>
                <nav className={s.icons} aria-label="Your shopping">
                  {/* Each link is named by its own text (the label is visually hidden on a phone), so the
                  name a speech user says is the text they see: "Basket 0 items". */}
                  <AccountMenu
                    buttonClassName={s.iconLink}
                    labelClassName={s.iconLabel}
                    onSignIn={() => {
                      rememberAccount();
                      setUsed((u) => ({ ...u, drawer: true }));
                      setDrawerOpen(true);
                    }}
                    onIntent={() => void loadDialogs()}
                  />
                  <PlainLink to="/favourites" className={s.iconLink}>
                    <Icon name="heart" />
                    <span className={s.iconLabel}>Favourites</span>
                  </PlainLink>
                  <MiniCart
                    shopper={session?.customer.wattleCustomerId ?? ""}
                    linkClassName={s.iconLink}
                    labelClassName={s.iconLabel}
                    countClassName={s.count}
                  />
                </nav>
              </div>
            </div>
            {nav.data ? <MegaMenu departments={nav.data.departments} /> : null}
          </Kept>
          <Suspense fallback={null}>
            {nav.data && used.menu ? (
              <MobileNav
                departments={nav.data.departments}
                open={menuOpen}
                onOpenChange={setMenuOpen}
                onCloseAutoFocus={menuFocus.onCloseAutoFocus}
              />
            ) : null}
          </Suspense>
          <main id="main" className={s.content} tabIndex={-1}>
            {page}
          </main>
          <Footer />
          <Suspense fallback={null}>
            {used.quick ? (
              <QuickView
                state={quick}
                onClose={() => setQuick(null)}
                storeNumber={storeNumber}
                storeName={shop.storeName}
                postcode={postcode}
                express={shop.express}
                onChangeStore={openStorePicker}
                onCloseAutoFocus={quickFocus.onCloseAutoFocus}
                buyBox={quickViewBuyBox(() => setQuick(null))}
                quickAdd={quickAdd}
              />
            ) : null}
          </Suspense>
          {/* A boundary of its own: the picker loading from quick view does not hide quick view. */}
          <Suspense fallback={null}>
            {used.picker ? (
              <StorePicker
                open={pickerOpen}
                onOpenChange={setPickerOpen}
                onPicked={(st) =>
                  setStore(st.storeNumber, {
                    name: st.name,
                    town: st.address.town,
                    postalCode: st.address.postalCode,
                  })
                }
                onCloseAutoFocus={pickerFocus.onCloseAutoFocus}
              />
            ) : null}
          </Suspense>
          <Suspense fallback={null}>
            {used.drawer ? (
              <SignInDrawer
                open={drawerOpen}
                onOpenChange={setDrawerOpen}
                onCloseAutoFocus={accountFocus.onCloseAutoFocus}
              />
            ) : null}
            {used.popup ? (
              <SignInPopup
                open={popup !== null}
                onOpenChange={(o) => (o ? undefined : setPopup(null))}
                type={popup?.type}
                reason={popup?.reason}
                onCloseAutoFocus={accountFocus.onCloseAutoFocus}
              />
            ) : null}
            {used.membership ? (
              <MembershipModal
                open={membershipOpen}
                onOpenChange={setMembershipOpen}
                onCloseAutoFocus={accountFocus.onCloseAutoFocus}
              />
            ) : null}
          </Suspense>
        </DeliveryContext.Provider>
      </OnePassInfoContext.Provider>
    </ShopContext.Provider>
  );
}

/** Renders nothing: tells lib/hydration.ts that React has taken the page's own part over. */
function PageHydrated() {
  usePageHydrated();
  return null;
}
