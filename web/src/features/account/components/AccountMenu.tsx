import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { useSession } from "../hooks/useSession";
import { useSignOut } from "../hooks/useSignOut";
import { ACCOUNT_HOME } from "../navigation";
import s from "./account.module.css";

/**
 * The header's account control. Anonymous: a "Sign in" button that opens the sign-in drawer.
 * Recognised: "Hi {firstName}" opening a small menu (a disclosure, not an ARIA menu: it holds
 * ordinary links and a button) with My Account and Sign out.
 */
export function AccountMenu({
  onSignIn,
  onIntent,
  buttonClassName,
  labelClassName,
}: {
  onSignIn: () => void;
  /** The pointer or focus is on "Sign in": a chance to start loading the drawer. */
  onIntent?: () => void;
  /** The header's icon-button look. */
  buttonClassName?: string;
  /** The header's label look (hidden on a phone, still read). */
  labelClassName?: string;
}) {
  const { session, recognised } = useSession();
  const { signOut, pending } = useSignOut();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  // Close on navigation, on Escape (focus back on the button) and on a click or focus outside.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onOutside = (e: Event) => {
      if (wrap.current && e.target instanceof Node && !wrap.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open]);

  if (!recognised) {
    return (
      <button
        type="button"
        className={buttonClassName}
        onClick={onSignIn}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        data-testid="header-sign-in"
      >
        <Icon name="user" />
        <span className={labelClassName}>Sign in</span>
      </button>
    );
  }
  const name = session?.customer.firstName || "there";
  return (
    <div className={s.menuWrap} ref={wrap}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-testid="header-account"
      >
        <Icon name="user" />
        <span className={`${labelClassName ?? ""} ${s.greeting}`}>Hi {name}</span>
      </button>
      {open ? (
        <ul id={menuId} className={s.menu}>
          <li>
            <Link to={ACCOUNT_HOME}>
              <Icon name="user" size={18} /> My Account
            </Link>
          </li>
          <li>
            <Link to={`${ACCOUNT_HOME}/order-details`}>Order history</Link>
          </li>
          <li>
            <Link to={`${ACCOUNT_HOME}/personal-details`}>Personal details</Link>
          </li>
          <li>
            <Link to={`${ACCOUNT_HOME}/address-book`}>Address book</Link>
          </li>
          <li className={s.menuSep}>
            <button type="button" onClick={signOut} disabled={pending}>
              <Icon name="logout" size={18} /> {pending ? "Signing out…" : "Sign out"}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
