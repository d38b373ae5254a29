import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { useMiniCart } from "../api/getMiniCart";
import { BASKET_PATH, CHECKOUT_PATH } from "../paths";
import s from "../cart.module.css";

/** A stable ref: the drawer takes the focus once, when it mounts or is asked to. */
const focusOnMount = (el: HTMLElement | null) => el?.focus({ preventScroll: true });

/**
 * The mini cart's hover basket drawer (docs/cart.md, "The basket in the browser"): the last items, the subtotal and links to the
 * basket and checkout. Loaded by MiniCart when it first opens.
 */
export default function MiniCartDrawer({
  id,
  afterAdd,
  count,
  takeFocus = false,
}: {
  id: string;
  /** Opened by an add: says so. */
  afterAdd: boolean;
  /** The unit count the header shows. */
  count: number;
  /** Opened by an add made from the page: the drawer takes the focus (its links are next by Tab). */
  takeFocus?: boolean;
}) {
  const mini = useMiniCart();
  const entries = mini.data?.entries ?? [];
  return (
    <section
      id={id}
      ref={takeFocus ? focusOnMount : undefined}
      tabIndex={-1}
      className={s.drawer}
      aria-label="Basket summary"
      data-testid="mini-cart-drawer"
    >
      <p className={s.drawerHead}>
        {afterAdd ? (
          <>
            <Icon name="check" size={18} /> Added to your basket
          </>
        ) : (
          "Your basket"
        )}
        <span className={s.muted}>
          {" "}
          · {count} {count === 1 ? "item" : "items"}
        </span>
      </p>
      {mini.isPending ? (
        <p className={s.muted}>Loading your basket…</p>
      ) : mini.isError ? (
        <p className={s.muted}>We couldn't load your basket just now.</p>
      ) : entries.length === 0 ? (
        <p className={s.muted}>Your basket is empty.</p>
      ) : (
        <ul className={s.drawerList}>
          {entries.map((e) => (
            <li key={e.url + e.size + e.colour} className={s.drawerItem}>
              <img src={e.imageUrl} alt="" width={56} height={56} />
              <div>
                <Link to={e.url} className={s.drawerName}>
                  {e.name}
                </Link>
                <p className={s.muted}>
                  {[e.colour, e.size, `Qty ${e.quantity}`].filter(Boolean).join(" · ")}
                </p>
              </div>
              <span className={s.drawerPrice}>{e.totalPrice.formattedValue}</span>
            </li>
          ))}
        </ul>
      )}
      {mini.data && entries.length > 0 ? (
        <p className={s.drawerTotal}>
          <span>Subtotal</span> <strong>{mini.data.subtotal.formattedValue}</strong>
        </p>
      ) : null}
      <div className={s.drawerActions}>
        <Link to={BASKET_PATH} className={s.buttonLinkSecondary}>
          View basket
        </Link>
        {entries.length > 0 ? (
          <Link to={CHECKOUT_PATH} className={s.buttonLink}>
            Checkout
          </Link>
        ) : null}
      </div>
    </section>
  );
}
