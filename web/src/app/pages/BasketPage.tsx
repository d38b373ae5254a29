import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { Notice } from "../../components/ui/Field";
import { Skeleton } from "../../components/ui/Skeleton";
import {
  addToCart,
  cartQuery,
  cartVariantsQuery,
  deliveryModesQuery,
  recalculateCart,
  removeFromCart,
  setDeliveryMode,
  setPickupDetails,
  updateCart,
  type AddProduct,
  type CartEntry,
  type DeliveryModeCode,
} from "../../features/cart/api";
import { BasketEntryRow, BasketTotals, DeliveryModeChoice } from "../../features/cart/BasketParts";
import { CartNotice } from "../../features/cart/CartNotice";
import { failure } from "../../features/cart/hooks";
import {
  cartCodeEffect,
  cartMessage,
  CHECKOUT_PATH,
  firstItemMessage,
  type CartMessage,
} from "../../features/cart/messages";
import { disregarded } from "../../features/cart/superseded";
import { useUndoStack } from "../../features/cart/undo";
import { useShop } from "../shop";
import { usePageTitle } from "../usePageTitle";
import s from "./basket.module.css";

/** Cart notifications are dismissed after 1500 ms (seed 001 §9). */
const NOTIFICATION_MS = 1500;
/** How long a removal can be undone. */
const UNDO_SECONDS = 15;

const IN_PROGRESS: CartMessage = {
  code: "IN_PROGRESS",
  tone: "info",
  text: "Checking your basket…",
  links: [],
};
const UP_TO_DATE: CartMessage = {
  code: "RECALCULATED",
  tone: "success",
  text: "Your basket is up to date.",
  links: [],
};

/** The add that puts a removed entry back, with its quantity and extras (undo). */
function readd(e: CartEntry): AddProduct {
  const p: AddProduct = { productCode: e.productCode, quantity: e.quantity };
  if (e.configurationInfo) p.configurationInfo = e.configurationInfo;
  if (e.giftCard) {
    p.firstName = e.giftCard.firstName;
    p.lastName = e.giftCard.lastName;
    if (e.giftCard.recipientEmail) p.recipientEmail = e.giftCard.recipientEmail;
    if (e.giftCard.messageText) p.messageText = e.giftCard.messageText;
  }
  if (e.personalisation) p.wattleProductPersonaliseData = e.personalisation;
  return p;
}

export default function BasketPage() {
  usePageTitle("Basket");
  const client = useQueryClient();
  const navigate = useNavigate();
  const shop = useShop();
  const cartQ = useQuery(cartQuery());
  const cart = cartQ.data;
  const entries = cart?.entries ?? [];
  const [recalc, setRecalc] = useState<"pending" | "done" | "failed">("pending");
  const [banner, setBanner] = useState<CartMessage | null>(IN_PROGRESS);
  const [removals, setRemovals] = useState<{ message: CartMessage; urls: string[] } | null>(null);
  const [entryMessages, setEntryMessages] = useState<Record<number, CartMessage | null>>({});
  const [retries, setRetries] = useState<Record<number, () => void>>({});
  const [pending, setPending] = useState<Record<number, boolean>>({});
  const [pendingMode, setPendingMode] = useState<DeliveryModeCode | null>(null);
  const [modeError, setModeError] = useState<string | null>(null);
  const [awaitingStore, setAwaitingStore] = useState(false);
  const undo = useUndoStack(UNDO_SECONDS);
  const ready = recalc !== "pending";

  // The basket loads with a silent recalculation (seed 000 §4): 'in progress', then success or error.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const before = client.getQueryData(cartQuery().queryKey)?.entries ?? [];
    recalculateCart(client).then(
      (answer) => {
        setRecalc("done");
        // Entries the server took out (product gone, no stock anywhere): a warning with an action.
        const gone = answer.removedItems
          .map((r) => before.find((e) => e.entryNumber === r.entryNumber))
          .filter((e): e is CartEntry => e !== undefined);
        if (answer.removedItems.length > 0) {
          const names = gone.map((e) => e.name).join(", ");
          setRemovals({
            message: {
              code: "UNEXPECTED_REMOVAL",
              tone: "warning",
              text: `${answer.removedItems.length === 1 ? "An item is" : `${answer.removedItems.length} items are`} no longer available and ${answer.removedItems.length === 1 ? "was" : "were"} removed from your basket${names ? `: ${names}` : ""}.`,
              links: gone.slice(0, 1).map((e) => ({ label: "Find similar", to: e.url })),
            },
            urls: gone.map((e) => e.url),
          });
        }
        setBanner(firstItemMessage(answer.errorItems, { quantityChanged: true }) ?? UP_TO_DATE);
      },
      async (err: unknown) => {
        if (disregarded(err)) return;
        setRecalc("failed");
        void cartQ.refetch();
        const r = await failure(err);
        setBanner(
          r.message ?? {
            code: "RECALCULATE_FAILED",
            tone: "error",
            text: "We couldn't check your basket just now.",
            links: [],
          },
        );
      },
    );
  }, [client, cartQ]);

  // Cart notifications go after 1500 ms ('in progress' stays until the answer).
  useEffect(() => {
    if (!banner || banner.code === IN_PROGRESS.code) return;
    const t = setTimeout(() => setBanner(null), NOTIFICATION_MS);
    return () => clearTimeout(t);
  }, [banner]);

  // With entries, the variants and the delivery modes follow (seed 000 §4).
  const withEntries = ready && entries.length > 0;
  const variantsQ = useQuery(cartVariantsQuery(withEntries));
  const [editing, setEditing] = useState<number | null>(null);
  const modesQ = useQuery(deliveryModesQuery(shop.postcode, cart?.hash ?? "", withEntries));
  const modesError =
    modesQ.error instanceof ApiError && modesQ.error.code === "ERR_DELIVERY_MODES_FLUENT_EXCEPTION"
      ? (cartMessage(modesQ.error.code)?.text ?? null)
      : modesQ.isError
        ? "We couldn't load the delivery options. Please try again."
        : null;

  const setEntryPending = (n: number, on: boolean) => setPending((p) => ({ ...p, [n]: on }));
  const setEntryMessage = (n: number, m: CartMessage | null) => setEntryMessages((x) => ({ ...x, [n]: m }));

  /** What a failed change does (seed 001 §8 Cart); returns the message to show at the entry. */
  const onChangeError = async (
    err: unknown,
    op: "update" | "remove",
    entry: CartEntry,
    quantity: number,
    retry: () => void,
  ): Promise<CartMessage | null> => {
    const r = await failure(err);
    if (r.status === "disregarded") return null;
    if (r.status === "forbidden") {
      setRetries((x) => ({ ...x, [entry.entryNumber]: retry }));
      return r.message;
    }
    const code = err instanceof ApiError ? err.code : "unsuccessful";
    switch (cartCodeEffect(code, op)) {
      case "retryAsAdd":
        if (op === "update") {
          try {
            await addToCart(client, [{ ...readd(entry), quantity }]);
            return null;
          } catch (again) {
            return (await failure(again)).message;
          }
        }
        await cartQ.refetch();
        return null;
      case "clearCart":
      case "toBasket":
        await cartQ.refetch();
        return null;
      case "toPlaceOrder":
        void navigate(CHECKOUT_PATH);
        return null;
      default:
        // The quantity shown is the cart's, so it is back to what the cart holds.
        return r.message;
    }
  };

  const changeQuantity = async (entry: CartEntry, quantity: number) => {
    setEntryPending(entry.entryNumber, true);
    setEntryMessage(entry.entryNumber, null);
    try {
      const answer = await updateCart(client, [
        { productCode: entry.productCode, entryNumber: entry.entryNumber, quantity },
      ]);
      const changed = answer.updatedItems.length > 0 || answer.removedItems.length > 0;
      setEntryMessage(entry.entryNumber, firstItemMessage(answer.errorItems, { quantityChanged: changed }));
    } catch (err) {
      const retry = () => void changeQuantity(entry, quantity);
      setEntryMessage(entry.entryNumber, await onChangeError(err, "update", entry, quantity, retry));
    } finally {
      setEntryPending(entry.entryNumber, false);
    }
  };

  const remove = async (entry: CartEntry) => {
    setEntryPending(entry.entryNumber, true);
    setEntryMessage(entry.entryNumber, null);
    try {
      await removeFromCart(client, [{ productCode: entry.productCode, entryNumber: entry.entryNumber }]);
      undo.push(`${entry.name} was removed from your basket.`, () => addToCart(client, [readd(entry)]));
    } catch (err) {
      const retry = () => void remove(entry);
      setEntryMessage(entry.entryNumber, await onChangeError(err, "remove", entry, 0, retry));
    } finally {
      setEntryPending(entry.entryNumber, false);
    }
  };

  /** Another colour or size: the new variant is added with the entry's quantity and extras, then the
   * old entry is removed. */
  const changeVariant = async (entry: CartEntry, code: string) => {
    setEntryPending(entry.entryNumber, true);
    setEntryMessage(entry.entryNumber, null);
    try {
      const answer = await addToCart(client, [{ ...readd(entry), productCode: code }]);
      if (answer.addedItems.length === 0) {
        setEntryMessage(entry.entryNumber, firstItemMessage(answer.errorItems));
        return;
      }
      await removeFromCart(client, [{ productCode: entry.productCode, entryNumber: entry.entryNumber }]);
      setEditing(null);
      const warning = firstItemMessage(answer.errorItems);
      if (warning) setBanner(warning);
    } catch (err) {
      const r = await failure(err);
      if (r.message) setEntryMessage(entry.entryNumber, r.message);
    } finally {
      setEntryPending(entry.entryNumber, false);
    }
  };

  const runUndo = async (id: number) => {
    const task = undo.take(id);
    if (!task) return;
    try {
      await task.undoTask();
    } catch (err) {
      const r = await failure(err);
      if (r.message) setBanner(r.message);
    }
  };

  const picking = useRef("");
  // Delivery: CNC needs a store (the store picker opens when there is none), HD and ED a postcode.
  const pickStore = useCallback(
    async (storeNumber: string) => {
      picking.current = storeNumber;
      setAwaitingStore(false);
      setPendingMode("CNC");
      setModeError(null);
      try {
        await setPickupDetails(client, storeNumber);
        await setDeliveryMode(client, "CNC");
      } catch (err) {
        const r = await failure(err);
        if (r.status !== "disregarded")
          setModeError(r.message?.text ?? "We couldn't change your delivery method.");
      } finally {
        picking.current = "";
        setPendingMode(null);
      }
    },
    [client],
  );

  const choose = async (id: DeliveryModeCode) => {
    if (!cart) return;
    setModeError(null);
    if (id === "CNC") {
      const store = cart.pickupStore?.storeNumber || shop.storeNumber;
      if (!store) {
        setAwaitingStore(true);
        shop.openStorePicker();
        return;
      }
      await pickStore(store);
      return;
    }
    if (!shop.postcode) {
      setModeError("Enter your postcode to choose home or express delivery.");
      document.getElementById("basket-postcode-field")?.querySelector("input")?.focus();
      return;
    }
    setPendingMode(id);
    try {
      await setDeliveryMode(client, id, shop.postcode);
    } catch (err) {
      // The mode shown is the cart's: a failure leaves the one it had.
      const r = await failure(err);
      if (r.status !== "disregarded")
        setModeError(r.message?.text ?? "We couldn't change your delivery method.");
    } finally {
      setPendingMode(null);
    }
  };

  // A store picked from the basket (or a new preferred store while collecting) becomes the pickup store.
  const pickupStore = cart?.pickupStore?.storeNumber ?? "";
  const collecting = cart?.deliveryMode?.code === "CNC";
  useEffect(() => {
    if (!shop.storeNumber || shop.storeNumber === pickupStore) return;
    if (!awaitingStore && !collecting) return;
    if (picking.current === shop.storeNumber) return;
    void pickStore(shop.storeNumber);
  }, [shop.storeNumber, pickupStore, awaitingStore, collecting, pickStore]);

  const onPostcode = async (postcode: string) => {
    shop.setPostcode(postcode);
    const mode = cart?.deliveryMode?.code;
    if (mode === "HD" || mode === "ED") {
      setPendingMode(mode);
      try {
        await setDeliveryMode(client, mode, postcode);
      } catch (err) {
        const r = await failure(err);
        if (r.status !== "disregarded") setModeError(r.message?.text ?? null);
      } finally {
        setPendingMode(null);
      }
    }
  };

  const busy = Object.values(pending).some(Boolean) || pendingMode !== null;
  const checkoutReady =
    Boolean(cart) && ready && entries.length > 0 && Boolean(cart?.deliveryPromiseSaved) && !busy;
  const checkoutNote = !ready
    ? "Checking your basket…"
    : busy
      ? "Updating your basket…"
      : cart && !cart.deliveryPromiseSaved
        ? "Choose how you'd like to get your order to check out."
        : "";

  const undoToasts = (
    <div className={s.toasts} role="status" aria-live="polite">
      {undo.entries.map((u) => (
        <div key={u.id} className={s.toast}>
          <span>{u.label}</span>
          <button type="button" onClick={() => void runUndo(u.id)}>
            Undo
          </button>
          <button
            type="button"
            className={s.toastClose}
            aria-label="Dismiss"
            onClick={() => undo.dismiss(u.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
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
      <div className={s.banners} aria-live="polite">
        {banner ? <CartNotice message={banner} /> : null}
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
                pending={Boolean(pending[e.entryNumber])}
                message={entryMessages[e.entryNumber] ?? null}
                onQuantity={(n) => void changeQuantity(e, n)}
                onRemove={() => void remove(e)}
                onRetry={retries[e.entryNumber]}
                variants={variantsQ.data?.entries.find((v) => v.entryNumber === e.entryNumber)?.variants}
                editing={editing === e.entryNumber}
                onToggleEdit={() => setEditing((x) => (x === e.entryNumber ? null : e.entryNumber))}
                onVariant={(code) => void changeVariant(e, code)}
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
              failed={modeError ?? modesError}
              pendingMode={pendingMode}
              storeName={shop.storeName}
              postcode={shop.postcode}
              onChoose={(id) => void choose(id)}
              onChangeStore={() => {
                setAwaitingStore(true);
                shop.openStorePicker();
              }}
              onPostcode={(pc) => void onPostcode(pc)}
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
            <CheckoutButton ready={checkoutReady} note={checkoutNote} />
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

/** Checkout: disabled until the basket is checked, unchanged in flight and has a delivery method. */
function CheckoutButton({
  ready,
  note,
  compact = false,
}: {
  ready: boolean;
  note: string;
  compact?: boolean;
}) {
  const id = compact ? "checkout-note-bar" : "checkout-note";
  return (
    <div className={compact ? undefined : s.checkout}>
      {ready ? (
        <Link to={CHECKOUT_PATH} className={s.checkoutButton}>
          Checkout
        </Link>
      ) : (
        <button type="button" className={s.checkoutButton} disabled aria-describedby={note ? id : undefined}>
          Checkout
        </button>
      )}
      {note ? (
        <p id={id} className={s.checkoutNote}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
