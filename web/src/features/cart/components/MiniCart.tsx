import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Icon } from "../../../components/ui/Icon";
import { CART_URL } from "../api/getCart";
import { useMiniCart } from "../api/getMiniCart";
import { BASKET_PATH } from "../paths";
import { onAdded, setMiniCartOwner, useMiniCartCount } from "../miniCartCount";
import s from "../cart.module.css";

/** How long the drawer stays after an add when the shopper does not move to it. */
const AFTER_ADD_MS = 5000;
/** Hover intent: the drawer opens after the pointer rests, and closes after it leaves. */
const OPEN_DELAY_MS = 150;
const CLOSE_DELAY_MS = 300;

// The drawer (its list, subtotal and links) loads on the first hover, focus or add: every page
// shows the count, few open the drawer.
const loadDrawer = () => import("./MiniCartDrawer");
const MiniCartDrawer = lazy(loadDrawer);

/**
 * The header's basket: a link with the unit count (cached in session storage, adjusted after each
 * change) and the hover basket drawer (docs/cart.md, "The basket in the browser") with the last items, the subtotal and links to
 * the basket and checkout. It opens on hover, on keyboard focus, and after an add; Escape closes it
 * and the drawer's content is next in the tab order, so it is reachable without a pointer.
 */
export function MiniCart({
  shopper,
  linkClassName,
  labelClassName,
  countClassName,
}: {
  /** Whose cart (the customer id, "" anonymous): the cached count belongs to one shopper. */
  shopper: string;
  linkClassName?: string;
  labelClassName?: string;
  countClassName?: string;
}) {
  const uid = useId();
  const { pathname } = useLocation();
  const cached = useMiniCartCount(shopper);
  const [open, setOpen] = useState(false);
  const [afterAdd, setAfterAdd] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrap = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const dismissed = useRef(false);
  const client = useQueryClient();
  // Another shopper (sign-in merges carts, sign-out starts an empty one): the cart is asked again.
  const previous = useRef(shopper);
  useEffect(() => {
    setMiniCartOwner(shopper);
    if (previous.current === shopper) return;
    previous.current = shopper;
    void client.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(CART_URL),
    });
  }, [shopper, client]);
  const mini = useMiniCart({ enabled: cached === null || open || afterAdd > 0 });
  const count = cached ?? mini.data?.totalUnitCount ?? 0;

  // An add opens the drawer for a while. Made with the keyboard from the page (the product page's Add
  // to basket, not a dialog's, whose focus stays in the dialog), the focus goes into the drawer so the
  // keyboard reaches it; Escape puts it back on the control the add was made with (docs/web.md,
  // "Keyboard focus"). A click leaves the focus (the add's own message links to the basket) and the
  // drawer goes after a while, as before.
  const addedFrom = useRef<HTMLElement | null>(null);
  const [focusIn, setFocusIn] = useState(false);
  // What the shopper last pressed: a key, or a pointer.
  const byKey = useRef(false);
  useEffect(() => {
    const key = () => (byKey.current = true);
    const pointer = () => (byKey.current = false);
    document.addEventListener("keydown", key, true);
    document.addEventListener("pointerdown", pointer, true);
    return () => {
      document.removeEventListener("keydown", key, true);
      document.removeEventListener("pointerdown", pointer, true);
    };
  }, []);
  useEffect(
    () =>
      onAdded(() => {
        void loadDrawer();
        const from = document.activeElement;
        const fromPage =
          from instanceof HTMLElement &&
          from !== document.body &&
          !from.closest('[role="dialog"]') &&
          byKey.current;
        addedFrom.current = fromPage ? from : null;
        setFocusIn(fromPage);
        setAfterAdd(Date.now());
        setOpen(true);
      }),
    [],
  );
  useEffect(() => {
    if (!afterAdd) return;
    const t = setTimeout(() => {
      setAfterAdd(0);
      if (!wrap.current?.matches(":hover, :focus-within")) setOpen(false);
    }, AFTER_ADD_MS);
    return () => clearTimeout(t);
  }, [afterAdd]);
  // Going to another page closes it.
  const [path, setPath] = useState(pathname);
  if (path !== pathname) {
    setPath(pathname);
    setOpen(false);
    setAfterAdd(0);
    setFocusIn(false);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (next: boolean, ms: number) => {
    if (next) void loadDrawer();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  const onBasket = pathname === BASKET_PATH;
  const drawerId = `${uid}-drawer`;

  return (
    <div
      ref={wrap}
      className={s.mini}
      onMouseEnter={() => (onBasket ? undefined : later(true, OPEN_DELAY_MS))}
      onMouseLeave={() => {
        dismissed.current = false;
        later(false, CLOSE_DELAY_MS);
      }}
      onFocus={(e) => {
        // Keyboard focus on the link (not a click) shows the drawer too.
        const target: Element = e.target;
        if (!onBasket && !dismissed.current && target === link.current && target.matches(":focus-visible"))
          later(true, 0);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
          dismissed.current = false;
          addedFrom.current = null;
          setFocusIn(false);
          later(false, 0);
        }
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          // Closed by the shopper: it stays closed while focus or the pointer stays here.
          dismissed.current = true;
          clearTimeout(timer.current);
          setOpen(false);
          setAfterAdd(0);
          setFocusIn(false);
          const back = addedFrom.current;
          addedFrom.current = null;
          if (back?.isConnected && wrap.current?.contains(document.activeElement)) back.focus();
          else link.current?.focus();
        }
      }}
    >
      <Link
        ref={link}
        to={BASKET_PATH}
        className={linkClassName}
        aria-describedby={open ? drawerId : undefined}
        data-testid="mini-cart-link"
      >
        <Icon name="bag" />
        <span className={labelClassName}>Basket</span>{" "}
        <span className={countClassName} data-testid="mini-cart-count">
          {count}
          <span className="visually-hidden"> {count === 1 ? "item" : "items"}</span>
        </span>
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <MiniCartDrawer id={drawerId} afterAdd={afterAdd > 0} count={count} takeFocus={focusIn} />
        </Suspense>
      ) : null}
    </div>
  );
}
