import { Suspense, useCallback, useMemo, useState } from "react";
import { Link, Outlet, ScrollRestoration, useLocation, type Location } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { DELIVERY_POSTCODE_COOKIE, PREFERRED_STORE_COOKIE, readCookie } from "../lib/cookies";
import { SearchBox } from "../features/search/SearchBox";
import { navigationQuery } from "../features/navigation/api";
import { MegaMenu } from "../features/navigation/MegaMenu";
import { MobileNav } from "../features/navigation/MobileNav";
import { QuickView, type QuickViewState } from "../features/catalog/QuickView";
import { StorePicker } from "../features/location/StorePicker";
import { storeQuery } from "../features/location/api";
import { environmentQuery } from "../features/account/api";
import { Icon } from "../components/ui/Icon";
import { Skeleton } from "../components/ui/Skeleton";
import { SkipLink } from "../components/ui/SkipLink";
import { useReturnFocus } from "../components/ui/returnFocus";
import { ShopContext, type Shop } from "./shop";
import { Logo } from "./Logo";
import { Footer } from "./Footer";
import { ErrorBoundary } from "./ErrorBoundary";
import { ListingSkeleton, ProductPageSkeleton } from "./pages/skeletons";
import s from "./layout.module.css";

const LISTING_PATH = /^\/(search$|c\/|b\/)/;

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
  const env = useQuery(environmentQuery());
  const [storeNumber, setStoreNumber] = useState(() => readCookie(PREFERRED_STORE_COOKIE));
  const [postcode] = useState(() => readCookie(DELIVERY_POSTCODE_COOKIE));
  const store = useQuery(storeQuery(storeNumber));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [quick, setQuick] = useState<QuickViewState | null>(null);
  const location = useLocation();
  // Quick view, the store picker and the department drawer open from buttons that are not their
  // dialogs' own triggers; each puts focus back on the button that opened it when it closes.
  const quickFocus = useReturnFocus();
  const pickerFocus = useReturnFocus();
  const menuFocus = useReturnFocus();
  const { remember: rememberQuick } = quickFocus;
  const { remember: rememberPicker } = pickerFocus;
  const openQuickView = useCallback(
    (code: string, mode: QuickViewState["mode"]) => {
      rememberQuick();
      setQuick({ code, mode });
    },
    [rememberQuick],
  );
  const openStorePicker = useCallback(() => {
    rememberPicker();
    setPickerOpen(true);
  }, [rememberPicker]);
  const shop = useMemo<Shop>(
    () => ({
      storeNumber,
      storeName: store.data?.store.name ?? "",
      postcode,
      express: env.data?.features.expressDelivery ?? true,
      openStorePicker,
      openQuickView,
    }),
    [storeNumber, store.data, postcode, env.data, openStorePicker, openQuickView],
  );
  return (
    <ShopContext.Provider value={shop}>
      <ScrollRestoration getKey={scrollKey} />
      <SkipLink target="main">Skip to content</SkipLink>
      <header className={s.header}>
        <div className={s.utility}>
          <div className="container">
            <button type="button" className={s.utilityButton} onClick={openStorePicker}>
              <Icon name="pin" size={14} /> My store:{" "}
              <strong>{shop.storeName || (storeNumber ? storeNumber : "Set your store")}</strong>
            </button>
            <span className={`${s.utilityButton} ${s.hideSmall}`}>
              <Icon name="truck" size={14} /> Deliver to: <strong>{postcode || "Set postcode"}</strong>
            </span>
            <Link to="/help/contact-us" className={s.utilityLink}>
              Help
            </Link>
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
                setMenuOpen(true);
              }}
            >
              <Icon name="menu" />
            </button>
            <Link to="/" className={s.logo} aria-label="Wattle home">
              <Logo />
            </Link>
            <div className={s.searchRow}>
              <SearchBox key={location.pathname === "/search" ? "search" : "other"} />
              {/* From the search box to the first result in two key presses, past the department bar
                  and the filters. */}
              {LISTING_PATH.test(location.pathname) ? (
                <SkipLink target="results">Skip to results</SkipLink>
              ) : null}
            </div>
            <nav className={s.icons} aria-label="Your shopping">
              {/* Each link is named by its own text (the label is visually hidden on a phone), so the
                  name a speech user says is the text they see: "Basket 0 items". */}
              <Link to="/account" className={s.iconLink}>
                <Icon name="user" />
                <span className={s.iconLabel}>Account</span>
              </Link>
              <Link to="/favourites" className={s.iconLink}>
                <Icon name="heart" />
                <span className={s.iconLabel}>Favourites</span>
              </Link>
              <Link to="/basket" className={s.iconLink}>
                <Icon name="bag" />
                <span className={s.iconLabel}>Basket</span>{" "}
                <span className={s.count}>
                  0<span className="visually-hidden"> items</span>
                </span>
              </Link>
            </nav>
          </div>
        </div>
        {nav.data ? <MegaMenu departments={nav.data.departments} /> : null}
      </header>
      {nav.data ? (
        <MobileNav
          departments={nav.data.departments}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          onCloseAutoFocus={menuFocus.onCloseAutoFocus}
        />
      ) : null}
      <main id="main" className={s.content} tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageFallback pathname={location.pathname} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <QuickView
        state={quick}
        onClose={() => setQuick(null)}
        storeNumber={storeNumber}
        storeName={shop.storeName}
        postcode={postcode}
        express={shop.express}
        onChangeStore={openStorePicker}
        onCloseAutoFocus={quickFocus.onCloseAutoFocus}
      />
      <StorePicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        onPicked={(st) => setStoreNumber(st.storeNumber)}
        onCloseAutoFocus={pickerFocus.onCloseAutoFocus}
      />
    </ShopContext.Provider>
  );
}
