import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { CartNotice } from "./CartNotice";
import { QuantityStepper } from "./QuantityStepper";
import { MAX_LINE_QUANTITY, type CartEntry, type CartVariant } from "../types";
import type { CartMessage } from "../messages";
import { entryStock, STOCK_TEXT } from "../stock";
import { VariantEdit } from "./VariantEdit";
import s from "../basket.module.css";

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
  /** The entry is the one being edited (one at a time: its colour and size selects are open). */
  editing?: boolean;
  onToggleEdit?: () => void;
  onVariant?: (code: string) => void;
  entry: CartEntry;
  /** The cart's delivery mode code (CNC, ED; anything else is home delivery). */
  mode: string | undefined;
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
    <li
      className={s.entry}
      data-testid="basket-entry"
      data-product={entry.productCode}
      aria-busy={pending || undefined}
    >
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
        {entry.onePassSaving && entry.onePassSaving.value > 0 ? (
          <p className={s.onePassSaving} data-testid="onepass-saving">
            OnePass price: you save {entry.onePassSaving.formattedValue}
          </p>
        ) : null}
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
            onZero={onRemove}
            disabled={pending}
          />
          {variants.length > 1 && onToggleEdit ? (
            <button
              type="button"
              className={s.remove}
              onClick={pending ? undefined : onToggleEdit}
              aria-expanded={editing}
              aria-disabled={pending || undefined}
            >
              <Icon name="edit" size={18} />
              {editing ? "Done" : "Edit"}
              <span className="visually-hidden"> {entry.name}</span>
            </button>
          ) : null}
          {/* aria-disabled while the line changes, not disabled: the focus stays on the button (a
            disabled one drops it on the body) until the line goes and the focus goes to its Undo. */}
          <button
            type="button"
            className={s.remove}
            onClick={pending ? undefined : onRemove}
            aria-disabled={pending || undefined}
            data-remove=""
          >
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
