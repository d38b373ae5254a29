import { useId, useReducer, useState } from "react";
import { Link } from "react-router";
import type { Money } from "../../../lib/money";
import { Button } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { CartNotice } from "./CartNotice";
import { useAddToCart } from "../hooks/useAddToCart";
import { addedMessage, BASKET_PATH, CHECKOUT_PATH, type CartMessage } from "../messages";
import { initialQuickAdd, quickAddReducer, type QuickAddState } from "../quickAdd";
import s from "../cart.module.css";

/** What quick add needs of a variant (the catalogue's Variant fits). */
export interface QuickAddVariant {
  code: string;
  url: string;
  colour: string;
  colourHex: string;
  size: string;
  price: Money;
  wasPrice?: Money;
  images: string[];
  availableToSell: boolean;
  hdStockLevelStatus: string;
  edStockLevelStatus: string;
}

/** What quick add needs of a product (the catalogue's ProductDetail fits). */
export interface QuickAddProduct {
  code: string;
  name: string;
  brand: string;
  url: string;
  imageUrl: string;
  sizeType: string;
  preOrder: boolean;
  giftCard: string;
  earlyAccessState: string;
  selectedVariantCode: string;
  variants: QuickAddVariant[];
}

// Add to basket only when the variant is available to sell (docs/catalog.md, "The product page").
const inStock = (v: QuickAddVariant) => v.availableToSell;

function colours(p: QuickAddProduct) {
  const out: { name: string; hex: string }[] = [];
  for (const v of p.variants)
    if (!out.some((c) => c.name === v.colour)) out.push({ name: v.colour, hex: v.colourHex });
  return out;
}

/** Where quick add starts: the product's colour when it has only one, else the card's chosen one. */
function startColour(p: QuickAddProduct): string | null {
  const cs = colours(p);
  if (cs.length === 1) return cs[0]?.name ?? null;
  return p.variants.find((v) => v.code === p.selectedVariantCode)?.colour ?? null;
}

/** The added view's first link takes the focus from the Add button it replaces (a stable ref: once). */
const focusOnMount = (el: HTMLElement | null) => el?.focus();

function init(p: QuickAddProduct | undefined, code: string): QuickAddState {
  if (!p) return quickAddReducer(initialQuickAdd, { type: "loading", baseProductCode: code });
  return quickAddReducer(initialQuickAdd, { type: "start", baseProductCode: p.code, colour: startColour(p) });
}

/**
 * Quick add from a listing (docs/cart.md, "The basket in the browser"): pick a colour (which clears the size) and a size, add,
 * and see Added with the mini cart updated.
 */
export function QuickAdd({
  code,
  product,
  onClose,
}: {
  /** The product asked for (its data may still be loading). */
  code: string;
  product: QuickAddProduct | undefined;
  onClose: () => void;
}) {
  const uid = useId();
  const [state, dispatch] = useReducer(quickAddReducer, undefined, () => init(product, code));
  const [message, setMessage] = useState<CartMessage | null>(null);
  const { add } = useAddToCart();
  // Loading → Active once the product is here.
  if (product && state.status === "Loading") {
    dispatch({ type: "start", baseProductCode: product.code, colour: startColour(product) });
  }
  if (!product || state.status === "Loading" || state.status === "Inactive") {
    return (
      <div className={s.quickAdd} aria-busy="true" data-status="Loading">
        <Skeleton height={120} />
        <Skeleton height={44} />
      </div>
    );
  }
  const cs = colours(product);
  const colour = state.selectedColourVariant;
  const ofColour = product.variants.filter((v) => colour === null || v.colour === colour);
  const sized = product.variants.some((v) => v.size);
  const chosen: QuickAddVariant | undefined = sized
    ? product.variants.find((v) => v.code === state.selectedSizeVariant)
    : colour !== null
      ? ofColour[0]
      : undefined;
  const shown = chosen ?? ofColour[0] ?? product.variants[0];
  const blockedBy =
    product.earlyAccessState === "comingSoon"
      ? "This product is coming soon."
      : product.giftCard
        ? "A gift card needs its recipient's details: add it from the product page."
        : "";
  const buyable = Boolean(chosen && inStock(chosen)) && !blockedBy;
  const need =
    colour === null && cs.length > 1
      ? "Choose a colour"
      : sized && !chosen
        ? `Choose a ${product.sizeType === "value" ? "value" : "size"}`
        : chosen && !inStock(chosen)
          ? "Sold out online"
          : "";
  const adding = state.status === "Adding";

  const submit = async () => {
    if (!chosen) return;
    dispatch({ type: "adding" });
    setMessage(null);
    const ctx = { preOrder: product.preOrder, name: product.name, returnTo: product.url };
    const result = await add([{ productCode: chosen.code, quantity: 1 }], ctx);
    if (result.status === "disregarded") return;
    if (result.status === "done") {
      dispatch({ type: "success" });
      setMessage(result.message ?? addedMessage(ctx));
    } else {
      dispatch({ type: "error", message: result.message?.text ?? "" });
      setMessage(result.message);
    }
  };

  return (
    <div className={s.quickAdd} data-status={state.status}>
      <div className={s.quickHead}>
        <img src={shown?.images[0] ?? product.imageUrl} alt="" width={120} height={120} />
        <div>
          <p className={s.brand}>{product.brand}</p>
          <h2 className={s.quickName}>{product.name}</h2>
          <p className={s.quickPrice}>
            {shown?.price.formattedValue}
            {shown?.wasPrice && shown.wasPrice.value > shown.price.value ? (
              <s className={s.was}>
                <span className="visually-hidden">Was </span>
                {shown.wasPrice.formattedValue}
              </s>
            ) : null}
          </p>
        </div>
      </div>
      {cs.length > 1 || (cs[0]?.name ?? "") !== "" ? (
        <fieldset className={s.pick}>
          <legend>
            Colour: <span>{colour ?? "Choose a colour"}</span>
          </legend>
          <div className={s.swatches}>
            {cs.map((c) => (
              <label key={c.name} className={s.swatch} title={c.name}>
                <input
                  type="radio"
                  name={`${uid}-colour`}
                  checked={c.name === colour}
                  disabled={adding}
                  onChange={() => {
                    setMessage(null);
                    dispatch({ type: "selectColour", colour: c.name });
                  }}
                  aria-label={c.name}
                />
                <span style={{ background: c.hex }} aria-hidden="true" />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {sized ? (
        <fieldset className={s.pick}>
          <legend>
            {product.sizeType === "value" ? "Value" : "Size"}:{" "}
            <span>{chosen?.size ?? (colour === null ? "Choose a colour first" : "Choose a size")}</span>
          </legend>
          <div className={s.sizes}>
            {ofColour.map((v) => (
              <label key={v.code} className={[s.size, inStock(v) ? "" : s.soldOut].join(" ")}>
                <input
                  type="radio"
                  name={`${uid}-size`}
                  checked={v.code === state.selectedSizeVariant}
                  disabled={adding || colour === null}
                  onChange={() => {
                    setMessage(null);
                    dispatch({ type: "selectSize", variantCode: v.code });
                  }}
                  aria-label={inStock(v) ? v.size : `${v.size}, sold out online`}
                />
                {v.size}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {blockedBy ? (
        <p className={s.note}>
          {blockedBy}{" "}
          <Link to={product.url} onClick={onClose}>
            See product details
          </Link>
        </p>
      ) : null}
      {state.status === "Added" && message ? (
        <div className={s.added}>
          {/* The basket and checkout are the buttons below, so the message carries no links of its own. */}
          <CartNotice message={{ ...message, links: [] }} />
          <div className={s.addedActions}>
            <Link to={BASKET_PATH} className={s.buttonLink} onClick={onClose} ref={focusOnMount}>
              View basket
            </Link>
            <Link to={CHECKOUT_PATH} className={s.buttonLinkSecondary} onClick={onClose}>
              Checkout
            </Link>
            <button
              type="button"
              className={s.linkButton}
              onClick={() => {
                dispatch({ type: "abort" });
                onClose();
              }}
            >
              Continue shopping
            </button>
          </div>
        </div>
      ) : (
        <>
          <Button
            full
            disabled={!buyable}
            aria-disabled={adding || undefined}
            aria-describedby={need ? `${uid}-need` : undefined}
            onClick={() => (adding ? undefined : void submit())}
          >
            {adding ? "Adding…" : product.preOrder ? "Pre-order" : "Add to basket"}
          </Button>
          {need && !blockedBy ? (
            <p className={s.note} id={`${uid}-need`}>
              {need}
            </p>
          ) : null}
          {state.status === "Error" && message ? <CartNotice message={message} onNavigate={onClose} /> : null}
        </>
      )}
      <Link to={product.url} className={s.detailsLink} onClick={onClose}>
        See full product details
      </Link>
    </div>
  );
}
