// The checkout's pure rules, apart from the screens so they can be tested: where the page sends a
// shopper who should not be here, which saved address is chosen for them, the gift card amount's
// default, and which section is open.
import type {
  Checkout,
  CheckoutAddress,
  CheckoutCart,
  PayPalAccount,
  PickupStore,
  SavedAddress,
  SavedCard,
} from "./types";

export const BASKET_PATH = "/basket";
export const CHECKOUT_PATH = "/spc";
export const thankYouPath = (orderCode: string) => `/checkout/thank-you/${encodeURIComponent(orderCode)}`;

/**
 * docs/web.md "Navigation rules": an empty cart stays on the checkout, which says the basket is
 * empty, when the single-page checkout is on (the seed's rule), and goes back to the basket when it
 * is off; a cart without a saved delivery promise (no delivery mode chosen; a gift-cards-only cart
 * has its promise without a mode) goes back to the basket. Null when the checkout may be shown.
 */
export function leaveCheckoutFor(
  cart: Pick<CheckoutCart, "entries" | "deliveryPromiseSaved" | "deliveryMode"> | null | undefined,
  singlePage = true,
): string | null {
  if (!cart || cart.entries.length === 0) return singlePage ? null : BASKET_PATH;
  if (!cart.deliveryPromiseSaved && !cart.deliveryMode) return BASKET_PATH;
  return null;
}

/**
 * Saved addresses (docs/checkout.md, "The page"): the radio list starts on the first address
 * unless it is a parcel locker, and the address is saved for the shopper without a click only when
 * it is their only one.
 */
export function autoSelectAddress(saved: readonly SavedAddress[]): {
  selected: string | null;
  save: boolean;
} {
  const first = saved[0];
  if (!first || first.isBlocked) return { selected: null, save: false };
  return { selected: first.id, save: saved.length === 1 };
}

/** Cents of a dollar amount, without float dust (12.1 → 1210). */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The amount a gift card pays by default: the smaller of its balance and what is left to pay, in
 * dollars; what is left alone while the balance is unknown.
 */
export function defaultGiftCardAmount(balance: number | null | undefined, left: number): number {
  const leftCents = Math.max(0, toCents(left));
  if (balance === null || balance === undefined || !Number.isFinite(balance)) return leftCents / 100;
  return Math.min(Math.max(0, toCents(balance)), leftCents) / 100;
}

/** An amount the shopper typed, in dollars: more than nothing and no more than what is left, else null. */
export function parseGiftCardAmount(text: string, left: number, balance?: number | null): number | null {
  const t = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const cents = toCents(Number(t));
  if (cents <= 0 || cents > toCents(left)) return null;
  if (balance !== null && balance !== undefined && cents > toCents(balance)) return null;
  return cents / 100;
}

/** At most three gift cards on one order (docs/checkout.md, "The page"). */
export const MAX_GIFT_CARDS = 3;

export type StepId = "email" | "delivery" | "billing" | "payment";

/** The steps the page shows, in the page's order (e-mail first when the shopper is not signed in). */
export function stepsFor(c: Pick<Checkout, "signedIn" | "cart">): StepId[] {
  const steps: StepId[] = c.signedIn ? [] : ["email"];
  if (!c.cart.containsDigitalEntriesOnly) steps.push("delivery");
  steps.push("billing", "payment");
  return steps;
}

/** The step that is open: the first one not complete, or the one the shopper chose to edit. */
export function openStep(
  c: Pick<Checkout, "signedIn" | "cart" | "complete">,
  editing: StepId | null,
): StepId {
  const steps = stepsFor(c);
  const firstIncomplete = steps.find((s) => (s === "payment" ? true : !c.complete[s])) ?? "payment";
  if (editing && steps.includes(editing)) {
    // Editing a later step than the first incomplete one is not possible: the earlier one comes first.
    return steps.indexOf(editing) <= steps.indexOf(firstIncomplete) ? editing : firstIncomplete;
  }
  return firstIncomplete;
}

/** Whether a step is reachable: every step before it is complete. */
export function stepReady(c: Pick<Checkout, "signedIn" | "cart" | "complete">, step: StepId): boolean {
  const steps = stepsFor(c);
  const i = steps.indexOf(step);
  return steps.slice(0, Math.max(0, i)).every((s) => s === "payment" || c.complete[s]);
}

/** An address on lines, the server's formatted one when it sent it. */
export function addressLines(a: CheckoutAddress): string[] {
  if (a.formattedAddress) return a.formattedAddress.split("\n").filter(Boolean);
  if (a.formType === "single" && a.singleLineLabel) return [a.singleLineLabel];
  return [
    [a.line1, a.line2].filter(Boolean).join(", "),
    [a.town, a.state, a.postalCode].filter(Boolean).join(" "),
  ].filter(Boolean);
}

/** An address on one line. */
export const addressLine = (a: CheckoutAddress) => addressLines(a).join(", ");

/** Values from the URL the page reacts to once: a redirect method's error, a 3-D Secure outcome. */
export function returnParams(search: string): {
  error: string | null;
  threeDS: { tcId: string; tcStatus: "success" | "rejected" } | null;
} {
  const q = new URLSearchParams(search);
  const error = q.get("error");
  const tcId = q.get("tcId");
  const tcStatus = q.get("tcStatus");
  return {
    error: error && /^[A-Z0-9_]{1,80}$/.test(error) ? error : null,
    threeDS: tcId && (tcStatus === "success" || tcStatus === "rejected") ? { tcId, tcStatus } : null,
  };
}

// --- saved cards -------------------------------------------------------------------------------------

const CARD_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  giftcard: "Gift card",
};

/** A card scheme as people write it ("visa" → "Visa"); an unknown one as it came, or "Card". */
export const cardName = (cardType: string | undefined) =>
  cardType ? (CARD_NAMES[cardType.toLowerCase()] ?? cardType) : "Card";

/** "Visa ending 4242": how a saved card is named on buttons, radios and messages. */
export const savedCardName = (c: Pick<SavedCard, "cardType" | "last4">) =>
  c.last4 ? `${cardName(c.cardType)} ending ${c.last4}` : cardName(c.cardType);

/**
 * Whether a card's MM/YY expiry has passed: a card is good to the end of its expiry month, in
 * Melbourne (the gateway's rule for the card fields). An expiry that does not read as MM/YY is not
 * called expired.
 */
export function cardExpired(expiry: string, now: Date = new Date()): boolean {
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return false;
  const [y, mo] = new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Melbourne",
    year: "numeric",
    month: "numeric",
  })
    .formatToParts(now)
    .reduce<[number, number]>(
      (acc, p) =>
        p.type === "year" ? [Number(p.value), acc[1]] : p.type === "month" ? [acc[0], Number(p.value)] : acc,
      [0, 0],
    );
  return year < y || (year === y && month < mo);
}

/**
 * The saved card the checkout offers first: the shopper's choice while it is still there and usable,
 * else the default card, else the first usable one, else a new card ("new").
 */
export function chosenSavedCard(
  cards: readonly SavedCard[],
  choice: string | null,
  now: Date = new Date(),
): string {
  const usable = cards.filter((c) => !cardExpired(c.expiry, now));
  if (choice === "new") return "new";
  if (choice && usable.some((c) => c.paydockSourceId === choice)) return choice;
  return (usable.find((c) => c.isDefault) ?? usable[0])?.paydockSourceId ?? "new";
}

/**
 * The saved PayPal account the checkout offers first: the shopper's choice while it is still there,
 * else the default account, else the first, else another account on PayPal's page ("new").
 */
export function chosenSavedPaypal(accounts: readonly PayPalAccount[], choice: string | null): string {
  if (choice === "new") return "new";
  if (choice && accounts.some((a) => a.paymentInfoId === choice)) return choice;
  return (accounts.find((a) => a.isDefault) ?? accounts[0])?.paymentInfoId ?? "new";
}

/** A pickup store as two lines: its name, then its town, state and postcode. */
export function storeLines(st: PickupStore): string[] {
  const town = st.town ?? st.address?.town ?? "";
  const postalCode = st.postalCode ?? st.address?.postalCode ?? "";
  const state = st.state ?? st.address?.state ?? "";
  return [
    st.displayName || st.name || st.storeName || `Store ${st.storeNumber}`,
    [town, state, postalCode].filter(Boolean).join(" "),
  ].filter(Boolean);
}
