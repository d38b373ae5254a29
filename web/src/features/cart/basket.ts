// The basket page's fixed messages and timings, and the add that puts a removed entry back
// (docs/cart.md, "The basket in the browser").
import type { AddProduct, CartEntry } from "./types";
import type { CartMessage } from "./messages";

/** Cart notifications are dismissed after 1500 ms. */
export const NOTIFICATION_MS = 1500;
/** How long a removal can be undone. */
export const UNDO_SECONDS = 15;

export const IN_PROGRESS: CartMessage = {
  code: "IN_PROGRESS",
  tone: "info",
  text: "Checking your basket…",
  links: [],
};
export const UP_TO_DATE: CartMessage = {
  code: "RECALCULATED",
  tone: "success",
  text: "Your basket is up to date.",
  links: [],
};
export const RECALCULATE_FAILED: CartMessage = {
  code: "RECALCULATE_FAILED",
  tone: "error",
  text: "We couldn't check your basket just now.",
  links: [],
};

/** The add that puts a removed entry back, with its quantity and extras (undo). */
export function readd(e: CartEntry): AddProduct {
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

/** The warning for entries the recalculation took out, with a way to find something similar. */
export function removalMessage(removedCount: number, gone: CartEntry[]): CartMessage {
  const names = gone.map((e) => e.name).join(", ");
  return {
    code: "UNEXPECTED_REMOVAL",
    tone: "warning",
    text: `${removedCount === 1 ? "An item is" : `${removedCount} items are`} no longer available and ${removedCount === 1 ? "was" : "were"} removed from your basket${names ? `: ${names}` : ""}.`,
    links: gone.slice(0, 1).map((e) => ({ label: "Find similar", to: e.url })),
  };
}

/** Why Checkout cannot be pressed yet ("" when it can, or when nothing needs saying). */
export function checkoutNote(ready: boolean, busy: boolean, needsDelivery: boolean): string {
  if (!ready) return "Checking your basket…";
  if (busy) return "Updating your basket…";
  if (needsDelivery) return "Choose how you'd like to get your order to check out.";
  return "";
}
