import { useId, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Button } from "../../../components/ui/Button";
import { SelectField, TextField, Checkbox } from "../../../components/ui/Field";
import { CartNotice } from "./CartNotice";
import { QuantityStepper } from "./QuantityStepper";
import { useAddToCart } from "../hooks/useAddToCart";
import { LIMITS, type CartMessage } from "../messages";
import {
  addProduct,
  emptyGiftCard,
  emptyPersonalise,
  FONT_COLOURS,
  FONT_TYPES,
  GIFT_MESSAGE_MAX,
  PERSONALISE_TEXT_MAX,
  validateExtras,
  type ExtrasErrors,
  type GiftCardFields,
  type PersonaliseFields,
} from "../extras";
import s from "../cart.module.css";

/** What the buy box needs of a product (the catalogue's ProductDetail fits). */
export interface BuyableProduct {
  code: string;
  name: string;
  preOrder: boolean;
  personalisable: boolean;
  /** "physical", "digital" or "" (not a gift card). */
  giftCard: string;
}

/** What the buy box needs of the selected variant (the catalogue's Variant fits). */
export interface BuyableVariant {
  code: string;
  hdStockLevelStatus: string;
  edStockLevelStatus: string;
  availableToSell: boolean;
}

const giftKind = (p: BuyableProduct): "physical" | "digital" | "" =>
  p.giftCard === "physical" || p.giftCard === "digital" ? p.giftCard : "";

/** The most one add may ask for: the per-product limit, or the gift card limits. */
export function maxAddQuantity(p: BuyableProduct): number {
  const kind = giftKind(p);
  if (kind === "digital") return LIMITS.eGiftCards;
  if (kind === "physical") return LIMITS.physicalGiftCards;
  return LIMITS.perProduct;
}

/**
 * The product page's buy box: quantity (default 1), the gift card recipient or the personalisation
 * when the product has them, Add to basket, and the answer's messages. Adding is offered only when
 * the selected variant can be sold (docs/cart.md, "The basket in the browser").
 */
export function AddToCart({
  product,
  variant,
  label,
  canAdd,
  unavailableNote,
  aside,
  rowClassName,
  buttonClassName,
  onNavigate,
}: {
  product: BuyableProduct;
  variant: BuyableVariant;
  /** "Add to basket", "Pre-order"… */
  label: string;
  /** The product may be sold to this shopper now and the variant is in stock for some mode. */
  canAdd: boolean;
  /** Why adding is not offered (shown under the button). */
  unavailableNote: string;
  /** Beside the button (the favourite heart). */
  aside?: ReactNode;
  rowClassName?: string;
  buttonClassName?: string;
  /** A message link was followed (quick view closes). */
  onNavigate?: () => void;
}) {
  const uid = useId();
  const { pathname, search } = useLocation();
  const { add, pending } = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const [gift, setGift] = useState<GiftCardFields>(emptyGiftCard);
  const [pers, setPers] = useState<PersonaliseFields>(emptyPersonalise);
  const [errors, setErrors] = useState<ExtrasErrors>({});
  const [message, setMessage] = useState<CartMessage | null>(null);
  // Selecting another variant clears the add-to-cart status and the quantity (docs/cart.md, "The basket in the browser").
  const [forVariant, setForVariant] = useState(variant.code);
  if (forVariant !== variant.code) {
    setForVariant(variant.code);
    setMessage(null);
    setQuantity(1);
  }
  const kind = giftKind(product);
  const max = maxAddQuantity(product);
  const noteId = `${uid}-note`;

  const submit = async () => {
    const found = validateExtras(kind, gift, product.personalisable, pers);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`${uid}-${first}`)?.focus();
      return;
    }
    setMessage(null);
    const result = await add([addProduct(variant.code, quantity, kind, gift, product.personalisable, pers)], {
      preOrder: product.preOrder,
      name: product.name,
      returnTo: pathname + search,
    });
    if (result.status === "disregarded") return;
    setMessage(result.message);
    if (result.status === "done") {
      // The next one starts afresh: another recipient, another text.
      setQuantity(1);
      setGift(emptyGiftCard);
      setPers(emptyPersonalise);
    }
  };

  const giftField = (key: keyof GiftCardFields, labelText: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`${uid}-${key}`}
      label={labelText}
      value={gift[key]}
      error={errors[key]}
      onChange={(e) => setGift((g) => ({ ...g, [key]: e.target.value }))}
      {...extra}
    />
  );

  return (
    <form
      className={s.buyBox}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (canAdd && !pending) void submit();
      }}
    >
      {kind && canAdd ? (
        <fieldset className={s.extras}>
          <legend>{kind === "digital" ? "Who is the e-gift card for?" : "Who is the gift card for?"}</legend>
          <div className={s.twoCols}>
            {giftField("firstName", "Recipient's first name", { autoComplete: "off" })}
            {giftField("lastName", "Recipient's last name", { autoComplete: "off" })}
          </div>
          {kind === "digital"
            ? giftField("recipientEmail", "Recipient's e-mail address", {
                type: "email",
                autoComplete: "off",
              })
            : null}
          {giftField("messageText", "Message (optional)", {
            maxLength: GIFT_MESSAGE_MAX,
            hint: `Up to ${GIFT_MESSAGE_MAX} characters, ${GIFT_MESSAGE_MAX - gift.messageText.length} left`,
          })}
        </fieldset>
      ) : null}
      {product.personalisable && canAdd ? (
        <fieldset className={s.extras}>
          <legend>Personalise it</legend>
          <Checkbox
            id={`${uid}-personalise`}
            label="Add personalisation"
            checked={pers.enabled}
            onChange={(e) => setPers((p) => ({ ...p, enabled: e.target.checked }))}
          />
          {pers.enabled ? (
            <>
              <TextField
                id={`${uid}-text`}
                label="Text"
                value={pers.text}
                maxLength={PERSONALISE_TEXT_MAX}
                hint={`Up to ${PERSONALISE_TEXT_MAX} characters`}
                error={errors.text}
                onChange={(e) => setPers((p) => ({ ...p, text: e.target.value }))}
              />
              <div className={s.twoCols}>
                <SelectField
                  id={`${uid}-fontType`}
                  label="Font type"
                  value={pers.fontType}
                  error={errors.fontType}
                  onChange={(e) => setPers((p) => ({ ...p, fontType: e.target.value }))}
                >
                  {FONT_TYPES.map((f) => (
                    <option key={f}>{f}</option>
                  ))}
                </SelectField>
                <SelectField
                  id={`${uid}-fontColour`}
                  label="Font colour"
                  value={pers.fontColour}
                  error={errors.fontColour}
                  onChange={(e) => setPers((p) => ({ ...p, fontColour: e.target.value }))}
                >
                  {FONT_COLOURS.map((f) => (
                    <option key={f}>{f}</option>
                  ))}
                </SelectField>
              </div>
            </>
          ) : null}
        </fieldset>
      ) : null}
      <div className={[s.buyRow, rowClassName].filter(Boolean).join(" ")}>
        {canAdd ? (
          <QuantityStepper
            id={`${uid}-qty`}
            label={`Quantity of ${product.name}`}
            value={quantity}
            max={max}
            onChange={setQuantity}
            disabled={pending}
          />
        ) : null}
        <Button
          type="submit"
          className={[s.addButton, buttonClassName].filter(Boolean).join(" ")}
          // Busy, it keeps the focus (aria-disabled; onSubmit ignores it): a disabled button would drop
          // the focus on the body while the add is on its way.
          disabled={!canAdd}
          aria-disabled={pending || undefined}
          aria-describedby={canAdd ? undefined : noteId}
        >
          {pending ? "Adding…" : label}
        </Button>
        {aside}
      </div>
      {canAdd ? null : (
        <p className={s.note} id={noteId}>
          {unavailableNote}
        </p>
      )}
      {message ? <CartNotice message={message} onNavigate={onNavigate} /> : null}
    </form>
  );
}
