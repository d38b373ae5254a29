import { Suspense, useEffect, useRef } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { AccountGate } from "../../../features/account/components/AccountGate";
import { useSignOut } from "../../../features/account/hooks/useSignOut";
import { ACCOUNT_HOME } from "../../../features/account/navigation";
import { Icon } from "../../../components/ui/Icon";
import { Skeleton } from "../../../components/ui/Skeleton";
import p from "./accountPages.module.css";

/** The account area's sections, in the order of the design brief. */
export const ACCOUNT_SECTIONS = [
  { to: ACCOUNT_HOME, label: "My Account", end: true },
  {
    to: `${ACCOUNT_HOME}/order-details`,
    label: "Order history",
    // An order's collection details and the store receipts belong to the order history.
    within: ["collection-details/", "store-order/", "store-order-summary/"].map(
      (p) => `${ACCOUNT_HOME}/${p}`,
    ),
  },
  { to: `${ACCOUNT_HOME}/personal-details`, label: "Personal details" },
  { to: `${ACCOUNT_HOME}/account-details`, label: "Account details" },
  { to: `${ACCOUNT_HOME}/address-book`, label: "Address book" },
  { to: `${ACCOUNT_HOME}/payment-methods`, label: "Payment methods" },
  { to: `${ACCOUNT_HOME}/onepass`, label: "OnePass" },
  { to: `${ACCOUNT_HOME}/my-store`, label: "My store" },
] as const;

/** /my-account/*: a hard sign-in first, then the section nav and the section. */
export default function AccountLayout() {
  const { signOut, pending } = useSignOut();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the section links scroll sideways in one strip: keep the current one in view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>("[aria-current]");
    const strip = nav.current?.querySelector<HTMLElement>("ul");
    if (current && strip && strip.scrollWidth > strip.clientWidth) {
      const left =
        current.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
      strip.scrollLeft = left - (strip.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <div className="container">
      <AccountGate>
        <div className={p.area}>
          <nav className={p.nav} aria-label="My account" ref={nav}>
            <ul>
              {ACCOUNT_SECTIONS.map((sec) => (
                <li key={sec.to}>
                  {"within" in sec && sec.within.some((p) => pathname.startsWith(p)) ? (
                    // A page inside the section: the section is current, not its page.
                    <Link to={sec.to} aria-current="true">
                      {sec.label}
                    </Link>
                  ) : (
                    <NavLink to={sec.to} end={"end" in sec}>
                      {sec.label}
                    </NavLink>
                  )}
                </li>
              ))}
              <li className={p.navSignOut}>
                <button type="button" className={`${p.navButton}`} onClick={signOut} disabled={pending}>
                  <Icon name="logout" size={18} /> Sign out
                </button>
              </li>
            </ul>
          </nav>
          <div className={p.main}>
            <Suspense fallback={<Skeleton height={240} />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </AccountGate>
    </div>
  );
}
