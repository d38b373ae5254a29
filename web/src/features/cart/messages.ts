// Every cart code of docs/cart.md and docs/errors.md "Cart" → what the shopper reads, its tone and its
// links. Codes that lead to an action rather than a message (retry as an add, redirect) say so in
// cartCodeEffect. The texts are this shop's; the links are docs/cart.md's (basket, checkout, sign in).
import { formatMoney } from "../../lib/money";

import { BASKET_PATH, CHECKOUT_PATH, ONEPASS_PATH } from "./paths";

export { BASKET_PATH, CHECKOUT_PATH, ONEPASS_PATH } from "./paths";

export type MessageTone = "error" | "warning" | "success" | "info";

export interface CartLink {
  label: string;
  to: string;
}

export interface CartMessage {
  code: string;
  tone: MessageTone;
  text: string;
  links: CartLink[];
}

export interface MessageContext {
  /** The units the server says can be had (stock and threshold codes). */
  quantity?: number;
  /** The item is a pre-order (its low-stock warning and success add basket and checkout links). */
  preOrder?: boolean;
  /** The product's name, to say what was added. */
  name?: string;
  /** Where sign-in should come back to (the page the shopper is on). */
  returnTo?: string;
}

/** Limits the texts quote (docs/cart.md codes). */
export const LIMITS = {
  perProduct: 20,
  preOrderUnits: 5,
  physicalGiftCards: 20,
  eGiftCards: 10,
  cartEntries: 50,
  giftCardValue: 2000,
} as const;

const basket: CartLink = { label: "View basket", to: BASKET_PATH };
const checkout: CartLink = { label: "Checkout", to: CHECKOUT_PATH };
const login = (returnTo = "/"): CartLink => ({
  label: "Sign in",
  to: `/login?${new URLSearchParams({ redirect: returnTo })}`,
});

const units = (n: number) => `${n} ${n === 1 ? "unit" : "units"}`;

export const GENERIC_ADD_ERROR = "Sorry, we couldn't add this to your basket. Please try again.";
export const GENERIC_UPDATE_ERROR = "Sorry, we couldn't update your basket. Please try again.";
export const FORBIDDEN_MESSAGE = "Your session has timed out. Please try again.";

/** The message for a code, or null for a code that shows nothing (retried as an add). */
export function cartMessage(code: string, ctx: MessageContext = {}): CartMessage | null {
  const q = ctx.quantity;
  const m = (tone: MessageTone, text: string, links: CartLink[] = []): CartMessage => ({
    code,
    tone,
    text,
    links,
  });
  switch (code) {
    case "ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART":
      return null;
    case "ERR_EMPTY_CART":
    case "ERR_CART_NO_ENTRIES":
      return m("info", "Your basket is empty.");
    case "ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS":
      return m(
        "error",
        "Pre-order items can't be bought with other items. Check out or remove what's in your basket first.",
        [basket],
      );
    case "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED":
      return m("error", "Your basket has not changed.");
    case "ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED":
      return m(
        "error",
        q !== undefined
          ? `You can buy up to ${LIMITS.perProduct} of this item. Your basket now has ${units(q)}.`
          : `You can buy up to ${LIMITS.perProduct} of this item.`,
      );
    case "ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK":
      return m("error", "Sorry, this item is out of stock for your delivery method.");
    case "ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK":
      return m(
        "warning",
        q !== undefined
          ? `Only ${q} left in stock, so we've added ${units(q)} to your basket.`
          : "Only a few left in stock, so we've added what we could to your basket.",
        ctx.preOrder ? [basket, checkout] : [],
      );
    case "ERR_BASKET_INFORMATION_PERSONALISATION_INVALID":
      return m("error", "Please check your personalisation: the text, font or colour can't be used.");
    case "ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED":
      return m("error", `You can pre-order up to ${LIMITS.preOrderUnits} items in one order.`, [basket]);
    case "ERR_BASKET_INFORMATION_PREVIEW_ITEM":
      return m("error", "This product is coming soon and can't be bought yet.");
    case "ERR_BASKET_INFORMATION_MEMBERS_ONLY":
      return m("error", "Only signed-in OnePass members can buy this product right now.", [
        login(ctx.returnTo),
        { label: "Join OnePass", to: ONEPASS_PATH },
      ]);
    case "ERR_BASKET_INFORMATION_QUANTITY_PHYSICAL_GIFTCARD":
      return m("error", `You can buy up to ${LIMITS.physicalGiftCards} gift cards in one order.`);
    case "ERR_BASKET_INFORMATION_QUANTITY_GIFTCARD":
      return m("error", `You can buy up to ${LIMITS.eGiftCards} e-gift cards in one order.`);
    case "ERR_BASKET_INFORMATION_CART_ENTRIES_THRESHOLD_REACHED":
      return m("error", `Your basket is full: it can hold up to ${LIMITS.cartEntries} different items.`, [
        basket,
      ]);
    case "ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID":
      return m("error", "Please check the gift card recipient's name, e-mail address and message.");
    case "ERR_BASKET_INFORMATION_GIFTCARD_VALUE":
      return m(
        "error",
        `Gift cards in one order can be worth up to ${formatMoney(LIMITS.giftCardValue)} in total.`,
      );
    case "ERR_BASKET_INFORMATION_PRODUCT_UNAVAILABLE":
      return m("error", "Sorry, this product is no longer available.");
    case "ERR_PLACEORDER_IN_PROGRESS":
      return m("info", "Your order is being placed.", [{ label: "See your order", to: CHECKOUT_PATH }]);
    case "ERR_DELIVERY_MODE_UNAVAILABLE":
      return m("error", "That delivery method isn't available for your basket. Please choose another.");
    case "ERR_DELIVERY_MODES_FLUENT_EXCEPTION":
      return m("error", "We can't work out your delivery options right now. Please try again shortly.");
    case "ERR_STORE_UNAVAILABLE":
      return m("error", "That store isn't available. Please choose another store.");
    case "Forbidden":
      return m("error", FORBIDDEN_MESSAGE);
    default:
      return m("error", GENERIC_ADD_ERROR);
  }
}

/** What a code does besides (or instead of) a message (docs/cart.md, "The basket in the browser"). */
export type CodeEffect = "retryAsAdd" | "clearCart" | "toBasket" | "toPlaceOrder" | "resetQuantity" | "none";

export function cartCodeEffect(code: string, op: "add" | "update" | "remove"): CodeEffect {
  switch (code) {
    case "ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART":
      return op === "add" ? "resetQuantity" : "retryAsAdd";
    case "ERR_EMPTY_CART":
      return op === "remove" ? "clearCart" : op === "update" ? "retryAsAdd" : "resetQuantity";
    case "ERR_CART_NO_ENTRIES":
      return "toBasket";
    case "ERR_PLACEORDER_IN_PROGRESS":
      return "toPlaceOrder";
    default:
      return "resetQuantity";
  }
}

/** A successful add: "Added to your basket"; a pre-order's says so, with basket and checkout links. */
export function addedMessage(ctx: MessageContext = {}): CartMessage {
  if (ctx.preOrder) {
    return {
      code: "PREORDER_ADDED",
      tone: "success",
      text: ctx.name ? `${ctx.name} is pre-ordered in your basket.` : "Your pre-order is in your basket.",
      links: [basket, checkout],
    };
  }
  return {
    code: "ADDED",
    tone: "success",
    text: ctx.name ? `${ctx.name} was added to your basket.` : "Added to your basket.",
    links: [basket],
  };
}

/**
 * The message of a change's error items: the first one that says something (docs/cart.md, "The
 * basket in the browser"). NOMODIFICATIONOCCURRED is dropped when the quantity did change.
 */
export function firstItemMessage(
  errorItems: { code: string; quantity?: number }[],
  ctx: MessageContext & { quantityChanged?: boolean } = {},
): CartMessage | null {
  for (const item of errorItems) {
    if (item.code === "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED" && ctx.quantityChanged)
      continue;
    const msg = cartMessage(item.code, { ...ctx, quantity: item.quantity ?? ctx.quantity });
    if (msg) return msg;
  }
  return null;
}
