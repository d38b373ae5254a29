import { useId, useState } from "react";
import { Link } from "react-router";
import { Icon } from "../../components/ui/Icon";
import { SelectField, TextField } from "../../components/ui/Field";
import { postcodeRule } from "../../lib/validation";
import { CartNotice } from "./CartNotice";
import { QuantityStepper } from "./QuantityStepper";
import {
  MAX_LINE_QUANTITY,
  type Cart,
  type CartEntry,
  type CartVariant,
  type DeliveryModeCode,
  type DeliveryModeOption,
} from "./api";
import type { CartMessage } from "./messages";
import s from "./basket.module.css";

const STOCK_TEXT: Record<string, string> = {
  inStock: "In stock",
  lowStock: "Low stock",
  outOfStock: "Out of stock",
};

/** The entry's stock status for the cart's delivery mode (CNC at the store, ED express, else HD). */
export function entryStock(e: CartEntry, mode: DeliveryModeCode | undefined): string | undefined {
  if (mode === "CNC") return e.ccStockLevelStatus;
  if (mode === "ED") return e.edStockLevelStatus;
  return e.hdStockLevelStatus;
}

/** One basket entry: image, name, colour/size, price, stock, quantity, remove. */
export function BasketEntryRow({
  entry,
  mode,
  pending,
  message,
  onQuantity,
  onRemove,
  onRetry,
  variants = [],
  editing = false,
  onToggleEdit,
  onVariant,
}: {
  /** The entry's sibling variants (getCartVariants), to change its colour or size. */
  variants?: CartVariant[];
  /** The entry is the one being edited (seed 000 §4 "active edit entry"). */
  editing?: boolean;
  onToggleEdit?: () => void;
  onVariant?: (code: string) => void;
  entry: CartEntry;
  mode: DeliveryModeCode | undefined;
  pending: boolean;
  message: CartMessage | null;
  onQuantity: (n: number) => void;
  onRemove: () => void;
  onRetry?: () => void;
}) {
  const stock = entryStock(entry, mode);
  const where = mode === "CNC" ? " for collection" : mode === "ED" ? " for express" : "";
  const max = Math.min(MAX_LINE_QUANTITY, Math.max(entry.maxQuantity, entry.quantity));
  const reduced = entry.wasPrice && entry.wasPrice.value > entry.basePrice.value;
  return (
    <li className={s.entry} data-testid="basket-entry" aria-busy={pending || undefined}>
      <Link to={entry.url} className={s.entryImage} tabIndex={-1} aria-hidden="true">
        <img src={entry.imageUrl} alt="" width={120} height={120} />
      </Link>
      <div className={s.entryBody}>
        <div className={s.entryHead}>
          <div>
            <p className={s.brand}>{entry.brand}</p>
            <h2 className={s.entryName}>
              <Link to={entry.url}>{entry.name}</Link>
            </h2>
            <p className={s.muted}>
              {[entry.colour && `Colour: ${entry.colour}`, entry.size && `Size: ${entry.size}`]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {entry.giftCard ? (
              <p className={s.muted}>
                For {entry.giftCard.firstName} {entry.giftCard.lastName}
                {entry.giftCard.recipientEmail ? ` (${entry.giftCard.recipientEmail})` : ""}
                {entry.giftCard.messageText ? ` · “${entry.giftCard.messageText}”` : ""}
              </p>
            ) : null}
            {entry.personalisation ? (
              <p className={s.muted}>
                Personalised: “{entry.personalisation.Text}” in {entry.personalisation["Font Type"]},{" "}
                {entry.personalisation["Font Colour"]}
              </p>
            ) : null}
          </div>
          <p className={s.entryPrice}>
            <span className="visually-hidden">Each </span>
            <span className={reduced ? s.sale : undefined}>{entry.basePrice.formattedValue}</span>
            {reduced && entry.wasPrice ? (
              <s className={s.was}>
                <span className="visually-hidden">Was </span>
                {entry.wasPrice.formattedValue}
              </s>
            ) : null}
          </p>
        </div>
        {entry.preOrder ? <p className={s.tag}>Pre-order</p> : null}
        {stock ? (
          <p className={`${s.stock} ${s[`stock_${stock}`] ?? ""}`}>
            <Icon name={stock === "outOfStock" ? "alert" : "check"} size={16} />
            {STOCK_TEXT[stock] ?? stock}
            {where}
          </p>
        ) : null}
        <div className={s.entryActions}>
          <QuantityStepper
            id={`qty-${entry.entryNumber}`}
            label={`Quantity of ${entry.name}`}
            value={entry.quantity}
            max={max}
            onChange={onQuantity}
            disabled={pending}
          />
          {variants.length > 1 && onToggleEdit ? (
            <button
              type="button"
              className={s.remove}
              onClick={onToggleEdit}
              aria-expanded={editing}
              disabled={pending}
            >
              <Icon name="edit" size={18} />
              {editing ? "Done" : "Edit"}
              <span className="visually-hidden"> {entry.name}</span>
            </button>
          ) : null}
          <button type="button" className={s.remove} onClick={onRemove} disabled={pending}>
            <Icon name="trash" size={18} />
            Remove<span className="visually-hidden"> {entry.name}</span>
          </button>
          <p className={s.lineTotal}>
            <span className="visually-hidden">Total for this item </span>
            {entry.totalPrice.formattedValue}
          </p>
        </div>
        {editing && onVariant ? (
          <VariantEdit entry={entry} variants={variants} onVariant={onVariant} />
        ) : null}
        {message ? (
          <CartNotice
            message={message}
            action={
              onRetry && message.code === "Forbidden" ? { label: "Try again", onClick: onRetry } : undefined
            }
          />
        ) : null}
      </div>
    </li>
  );
}

/** Colour and size selects for an entry being edited: picking one swaps the entry's variant. */
function VariantEdit({
  entry,
  variants,
  onVariant,
}: {
  entry: CartEntry;
  variants: CartVariant[];
  onVariant: (code: string) => void;
}) {
  const uid = useId();
  const colours = [...new Set(variants.map((v) => v.colour))];
  const sizes = variants.filter((v) => v.colour === entry.colour && v.size);
  const forColour = (c: string) => {
    const same = variants.filter((v) => v.colour === c);
    return (same.find((v) => v.size === entry.size && v.sellable) ?? same.find((v) => v.sellable) ?? same[0])
      ?.code;
  };
  return (
    <div className={s.edit}>
      {colours.length > 1 ? (
        <SelectField
          id={`${uid}-colour`}
          label="Colour"
          value={entry.colour}
          onChange={(e) => {
            const code = forColour(e.target.value);
            if (code && code !== entry.productCode) onVariant(code);
          }}
        >
          {colours.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      ) : null}
      {sizes.length > 1 ? (
        <SelectField
          id={`${uid}-size`}
          label="Size"
          value={entry.productCode}
          onChange={(e) => {
            if (e.target.value !== entry.productCode) onVariant(e.target.value);
          }}
        >
          {sizes.map((v) => (
            <option key={v.code} value={v.code} disabled={!v.sellable && v.code !== entry.productCode}>
              {v.size} · {v.price.formattedValue}
              {v.sellable ? "" : " (sold out)"}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}

const REASONS: Record<string, string> = {
  notForCollection: "Some items can't be collected from a store.",
  notForExpress: "Some items can't go by express.",
  noPostcode: "Enter your postcode to see if express delivers to you.",
  notInExpressArea: "Express doesn't deliver to your postcode yet.",
  noStock: "Not enough stock for this method.",
};

/** The delivery method on the basket: CNC, HD, ED with fee and why one is unavailable. */
export function DeliveryModeChoice({
  cart,
  modes,
  loading,
  failed,
  pendingMode,
  storeName,
  postcode,
  onChoose,
  onChangeStore,
  onPostcode,
}: {
  cart: Cart;
  modes: DeliveryModeOption[];
  loading: boolean;
  failed: string | null;
  pendingMode: DeliveryModeCode | null;
  storeName: string;
  postcode: string;
  onChoose: (id: DeliveryModeCode) => void;
  onChangeStore: () => void;
  onPostcode: (postcode: string) => void;
}) {
  const uid = useId();
  const [draft, setDraft] = useState(postcode);
  const [error, setError] = useState<string | undefined>();
  const chosen = pendingMode ?? cart.deliveryMode?.code ?? null;
  return (
    <fieldset className={s.modes} aria-busy={loading || pendingMode !== null || undefined}>
      <legend>How would you like to get it?</legend>
      {failed ? (
        <p className={s.modeError} role="alert">
          {failed}
        </p>
      ) : null}
      {loading && modes.length === 0 ? <p className={s.muted}>Finding delivery options…</p> : null}
      {modes.map((m) => {
        const id = `${uid}-${m.id}`;
        const reason = m.available
          ? ""
          : (REASONS[m.unavailableReason ?? ""] ?? "Not available for this basket.");
        return (
          <div key={m.id} className={`${s.mode} ${chosen === m.id ? s.modeChosen : ""}`}>
            <input
              type="radio"
              id={id}
              name={`${uid}-mode`}
              checked={chosen === m.id}
              disabled={!m.available || pendingMode !== null}
              onChange={() => onChoose(m.id)}
              aria-describedby={`${id}-desc`}
            />
            <label htmlFor={id}>
              <span className={s.modeName}>
                <Icon name={m.id === "CNC" ? "store" : m.id === "ED" ? "zap" : "truck"} size={18} />
                {m.name}
              </span>
              <span className={s.modeFee}>{m.fee.value === 0 ? "Free" : m.fee.formattedValue}</span>
            </label>
            <p id={`${id}-desc`} className={s.modeDesc}>
              {reason ||
                (m.id === "CNC"
                  ? cart.pickupStore
                    ? `Collect from ${cart.pickupStore.displayName || cart.pickupStore.name}`
                    : storeName
                      ? `Collect from ${storeName}`
                      : "Choose a store to collect from"
                  : postcode
                    ? `Delivered to ${postcode}`
                    : "Enter your postcode")}
              {m.id === "CNC" && m.available ? (
                <>
                  {" "}
                  <button type="button" className={s.inlineLink} onClick={onChangeStore}>
                    {cart.pickupStore || storeName ? "Change store" : "Choose store"}
                  </button>
                </>
              ) : null}
            </p>
          </div>
        );
      })}
      <form
        className={s.postcodeRow}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const err = postcodeRule(draft);
          setError(err);
          if (!err) onPostcode(draft.trim());
        }}
      >
        <TextField
          id={`${uid}-postcode`}
          label="Delivery postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={draft}
          error={error}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className={s.secondaryButton}>
          Update
        </button>
      </form>
    </fieldset>
  );
}

/** The summary card: subtotal, fees, discounts, total, GST, instalments, deposit, incentive. */
export function BasketTotals({ cart }: { cart: Cart }) {
  const fee = cart.deliveryFee;
  const original = cart.originalDeliveryCost;
  return (
    <>
      <dl className={s.totals}>
        <div>
          <dt>
            Subtotal ({cart.totalUnitCount} {cart.totalUnitCount === 1 ? "item" : "items"})
          </dt>
          <dd>{cart.subtotal.formattedValue}</dd>
        </div>
        <div>
          <dt>{cart.deliveryMode ? cart.deliveryMode.name : "Delivery"}</dt>
          <dd>
            {fee ? (
              <>
                {original && original.value > fee.value ? (
                  <s className={s.was}>
                    <span className="visually-hidden">Was </span>
                    {original.formattedValue}
                  </s>
                ) : null}{" "}
                {fee.value === 0 ? "Free" : fee.formattedValue}
              </>
            ) : (
              <span className={s.muted}>Choose a method</span>
            )}
          </dd>
        </div>
        {cart.bulkyFee && cart.bulkyFee.value > 0 ? (
          <div>
            <dt>Bulky item fee</dt>
            <dd>{cart.bulkyFee.formattedValue}</dd>
          </div>
        ) : null}
        {cart.giftCardDeliveryFee && cart.giftCardDeliveryFee.value > 0 ? (
          <div>
            <dt>Gift card delivery</dt>
            <dd>{cart.giftCardDeliveryFee.formattedValue}</dd>
          </div>
        ) : null}
        {cart.orderDiscounts && cart.orderDiscounts.value > 0 ? (
          <div>
            <dt>Discounts</dt>
            <dd className={s.saving}>−{cart.orderDiscounts.formattedValue}</dd>
          </div>
        ) : null}
        <div className={s.total}>
          <dt>Total</dt>
          <dd data-testid="basket-total">{cart.total.formattedValue}</dd>
        </div>
        <div className={s.gst}>
          <dt>Includes GST</dt>
          <dd>{cart.gst.formattedValue}</dd>
        </div>
        {cart.preOrderDepositAmount ? (
          <div>
            <dt>Pre-order deposit due now</dt>
            <dd>{cart.preOrderDepositAmount.formattedValue}</dd>
          </div>
        ) : null}
        {cart.preOrderOutstandingAmount ? (
          <div>
            <dt>To pay when it ships</dt>
            <dd>{cart.preOrderOutstandingAmount.formattedValue}</dd>
          </div>
        ) : null}
      </dl>
      {cart.installmentPrice && !cart.excludedForAfterpay ? (
        <p className={s.installment}>
          or 4 payments of <strong>{cart.installmentPrice.formattedValue}</strong> with Afterpay
        </p>
      ) : null}
    </>
  );
}
