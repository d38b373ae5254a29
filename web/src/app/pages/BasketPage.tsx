import { Link } from "react-router";
import { ApiError } from "../../lib/api";
import { Notice } from "../../components/ui/Field";
import { Skeleton } from "../../components/ui/Skeleton";
import { useSession } from "../../features/account/hooks/useSession";
import { useCart } from "../../features/cart/api/getCart";
import { useCartVariants } from "../../features/cart/api/getCartVariants";
import { useDeliveryModes } from "../../features/cart/api/getDeliveryModes";
import { checkoutNote as noteFor, IN_PROGRESS, UNDO_SECONDS, UP_TO_DATE } from "../../features/cart/basket";
import { BasketEntryRow } from "../../features/cart/components/BasketEntryRow";
import { BasketTotals } from "../../features/cart/components/BasketTotals";
import { DeliveryModeChoice } from "../../features/cart/components/DeliveryModeChoice";
import { CartNotice } from "../../features/cart/components/CartNotice";
import { useBasketCheck } from "../../features/cart/hooks/useBasketCheck";
import { useBasketDelivery } from "../../features/cart/hooks/useBasketDelivery";
import { useBasketEntries } from "../../features/cart/hooks/useBasketEntries";
import { cartMessage } from "../../features/cart/messages";
import { useUndoStack } from "../../features/cart/undo";
import { useShop } from "../shop";
import { usePageTitle } from "../usePageTitle";
import { CheckoutButton } from "./basket/CheckoutButton";
import { MembershipContentBox } from "../../features/membership/components/MembershipContentBox";
import { UndoToasts } from "./basket/UndoToasts";
import s from "./basket.module.css";

/**
 * /basket (docs/cart.md, "The basket in the browser"): the entries, the delivery method and the
 * totals, after a silent recalculation; Checkout once the basket is checked and has a method.
 */
export default function BasketPage() {
  usePageTitle("Basket");
  const shop = useShop();
  const cartQ = useCart();
  const cart = cartQ.data;
  const entries = cart?.entries ?? [];
  const undo = useUndoStack(UNDO_SECONDS);
  const { ready, banner, setBanner, removals, setRemovals } = useBasketCheck(cartQ);
  const lines = useBasketEntries({ undo, refetch: () => cartQ.refetch(), onBanner: setBanner });
  const delivery = useBasketDelivery(cart, shop);

  // With entries, the variants and the delivery modes follow.
  const withEntries = ready && entries.length > 0;
  const variantsQ = useCartVariants(withEntries);
  const modesQ = useDeliveryModes(shop.postcode, cart?.hash ?? "", withEntries);
  const modesError =
    modesQ.error instanceof ApiError && modesQ.error.code === "ERR_DELIVERY_MODES_FLUENT_EXCEPTION"
      ? (cartMessage(modesQ.error.code)?.text ?? null)
      : modesQ.isError
        ? "We couldn't load the delivery options. Please try again."
        : null;

  const quiet = banner !== null && (banner.code === IN_PROGRESS.code || banner.code === UP_TO_DATE.code);
  const busy = lines.busy || delivery.pendingMode !== null;
  const checkoutReady =
    Boolean(cart) && ready && entries.length > 0 && Boolean(cart?.deliveryPromiseSaved) && !busy;
  const checkoutNote = noteFor(ready, busy, Boolean(cart) && !cart?.deliveryPromiseSaved);
  // Gift cards are sold to customers with an account only (docs/checkout.md, guests): a shopper
  // not signed in is told here, before checkout, rather than refused there.
  const { signedIn } = useSession();
  const giftCardsNeedAccount =
    !signedIn && entries.some((e) => e.productType === "giftCard" || e.productType === "digital");

  const undoToasts = (
    <UndoToasts entries={undo.entries} onUndo={(id) => void lines.runUndo(id)} onDismiss={undo.dismiss} />
  );

  if (cartQ.isPending) {
    return (
      <div className={`container ${s.page}`}>
        <h1 className={s.title}>Your basket</h1>
        <div className={s.columns} aria-busy="true">
          <div className={s.list}>
            <Skeleton height={160} />
            <Skeleton height={160} />
          </div>
          <Skeleton height={320} />
        </div>
      </div>
    );
  }

  if (!cart || entries.length === 0) {
    return (
      <div className={`container ${s.page}`}>
        <div className={s.banners}>
          {removals ? <CartNotice message={removals.message} /> : null}
          {banner && banner.code !== IN_PROGRESS.code && banner.code !== UP_TO_DATE.code ? (
            <CartNotice message={banner} />
          ) : null}
        </div>
        <div className={s.empty}>
          <h1>Your basket is empty</h1>
          <p>Find something you love and it will be waiting here.</p>
          <Link to="/c/top-offers" className={s.emptyLink}>
            Shop top offers
          </Link>
        </div>
        {undoToasts}
      </div>
    );
  }

  return (
    <div className={`container ${s.page}`}>
      <h1 className={s.title}>
        Your basket{" "}
        <span className={s.count}>
          ({cart.totalUnitCount} {cart.totalUnitCount === 1 ? "item" : "items"})
        </span>
      </h1>
      {/* The silent recalculation's "in progress" and "up to date" are said to a screen reader, and
          shown by the Checkout button's note: a banner that comes and goes for nothing moved the
          whole page twice (docs/cart.md, "The basket in the browser"). */}
      <p className="visually-hidden" role="status">
        {quiet ? banner.text : ""}
      </p>
      <div className={s.banners} aria-live="polite">
        {banner && !quiet ? <CartNotice message={banner} /> : null}
        {removals ? (
          <CartNotice
            message={removals.message}
            action={{ label: "Dismiss", onClick: () => setRemovals(null) }}
          />
        ) : null}
        {cart.incentiveMessages.map((m) => (
          <Notice key={m.deliveryCode + m.message} tone="info">
            <p>{m.message}</p>
          </Notice>
        ))}
      </div>
      <div className={s.columns}>
        <div className={s.main}>
          <ul className={s.list} aria-label="Items in your basket">
            {entries.map((e) => (
              <BasketEntryRow
                key={e.entryNumber}
                entry={e}
                mode={cart.deliveryMode?.code}
                pending={Boolean(lines.pending[e.entryNumber])}
                message={lines.messages[e.entryNumber] ?? null}
                onQuantity={(n) => void lines.changeQuantity(e, n)}
                onRemove={() => void lines.remove(e)}
                onRetry={lines.retries[e.entryNumber]}
                variants={variantsQ.data?.entries.find((v) => v.entryNumber === e.entryNumber)?.variants}
                editing={lines.editing === e.entryNumber}
                onToggleEdit={() => lines.toggleEdit(e.entryNumber)}
                onVariant={(code) => void lines.changeVariant(e, code)}
              />
            ))}
          </ul>
          <section className={s.card} aria-labelledby="basket-delivery" id="basket-postcode-field">
            <h2 id="basket-delivery" className="visually-hidden">
              Delivery
            </h2>
            <DeliveryModeChoice
              cart={cart}
              modes={modesQ.data?.deliveryModes ?? []}
              loading={modesQ.isFetching || !ready}
              failed={delivery.modeError ?? modesError}
              pendingMode={delivery.pendingMode}
              storeName={shop.storeName}
              postcode={shop.postcode}
              onChoose={(id) => void delivery.choose(id)}
              onChangeStore={delivery.changeStore}
              onPostcode={(pc) => void delivery.changePostcode(pc)}
            />
          </section>
        </div>
        <aside className={s.summary} aria-labelledby="basket-summary">
          <div className={s.card}>
            <h2 id="basket-summary" className={s.summaryTitle}>
              Order summary
            </h2>
            <BasketTotals cart={cart} />
            {cart.appliedOrderPromotions.map((p) => (
              <p key={p.promotionData.code} className={s.promo}>
                {p.promotionData.description}
              </p>
            ))}
            {/* Offers within reach ("spend $10.40 more…"); free delivery's has its own message. */}
            {cart.potentialOrderPromotions
              .filter((p) => p.promotionData.promotionType !== "freeDelivery")
              .map((p) => (
                <p key={p.promotionData.code} className={s.checkoutNote} data-testid="potential-promotion">
                  {p.promotionData.description}
                </p>
              ))}
            {cart.onePassSavings && cart.onePassSavings.value > 0 ? (
              <p className={s.promo} data-testid="onepass-savings">
                You're saving {cart.onePassSavings.formattedValue} with OnePass
              </p>
            ) : null}
            <CheckoutButton ready={checkoutReady} note={checkoutNote} />
            {giftCardsNeedAccount ? (
              <p className={s.checkoutNote} data-testid="gift-card-account-note">
                Gift cards need an account: you'll sign in or create one at checkout.
              </p>
            ) : null}
          </div>
          {/* OnePass: the member's benefits applied, or what joining would save on this basket. */}
          <div className={s.onePassMessage}>
            <MembershipContentBox slot="cartMessage" look="compact" />
          </div>
        </aside>
      </div>
      <div className={s.stickyBar}>
        <div>
          <span className={s.stickyLabel}>Total</span> <strong>{cart.total.formattedValue}</strong>
        </div>
        <CheckoutButton ready={checkoutReady} note="" compact />
      </div>
      {undoToasts}
    </div>
  );
}
