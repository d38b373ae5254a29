// The payment section's state and its transitions, apart from the calls that cause them, so each
// transition is tested on its own (paymentReducer.test.ts). The calls are in hooks/usePlaceOrder.ts
// and hooks/usePaymentChoice.ts.
import type { PaymentMode } from "./types";

/** Which pay button's press is being placed (null: none). */
export type Placing = null | "card" | "redirect" | "applepay" | "threeds";

/** A 3-D Secure challenge placeOrder answered. */
export interface Challenge {
  tcId: string;
  challengeUrl: string;
}

export interface PaymentState {
  /** The method the shopper chose (the checkout's paymentMode at first). */
  chosen: PaymentMode | null;
  /** The method whose choice is being saved. */
  saving: PaymentMode | null;
  placing: Placing;
  /** What the page says while an order is placed (the button's label and the status line). */
  placingText: string;
  challenge: Challenge | null;
  /** What the challenge dialog says while its outcome is sent (null: idle). */
  challengeBusy: string | null;
  applePayOpen: boolean;
  applePayBusy: string | null;
  /** A signed-in customer's card: a saved card's paydockSourceId or NEW_CARD (null: the default). */
  cardChoice: string | null;
  /** A signed-in customer's PayPal: a saved account or NEW_CARD (null: the default). */
  paypalChoice: string | null;
  /** Save a new card once it pays. */
  saveCard: boolean;
  /** PayPal saves a billing agreement ("Save PayPal for faster checkout"). */
  savePaypal: boolean;
}

export type PaymentAction =
  | { type: "choose"; mode: PaymentMode }
  | { type: "chooseFailed"; mode: PaymentMode; before: PaymentMode | null }
  | { type: "saved" }
  | { type: "paypalSave"; on: boolean }
  | { type: "paypalSaveFailed"; on: boolean }
  | { type: "placeStarted"; kind: Exclude<Placing, null> }
  | { type: "placingText"; text: string }
  | { type: "placeEnded" }
  | { type: "challenge"; challenge: Challenge }
  | { type: "challengeDeciding"; status: "success" | "rejected" }
  | { type: "challengeClosed" }
  | { type: "challengeSettled" }
  | { type: "applePayOpened" }
  | { type: "applePayCancelled" }
  | { type: "applePayPlacing" }
  | { type: "applePayDone" }
  | { type: "cardChoice"; value: string }
  | { type: "paypalChoice"; value: string }
  | { type: "saveCard"; on: boolean };

export const PLACING_TEXT = "Placing your order…";

export function initialPaymentState(mode: PaymentMode | null): PaymentState {
  return {
    chosen: mode,
    saving: null,
    placing: null,
    placingText: "",
    challenge: null,
    challengeBusy: null,
    applePayOpen: false,
    applePayBusy: null,
    cardChoice: null,
    paypalChoice: null,
    saveCard: false,
    savePaypal: false,
  };
}

export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case "choose":
      return { ...state, chosen: action.mode, saving: action.mode };
    case "chooseFailed":
      // A failure clears the choice, except PayPal, which keeps the shopper's intent
      // (docs/checkout.md, "The page": payment method).
      if (action.mode === "paypal") return state;
      return { ...state, chosen: action.before === action.mode ? null : action.before };
    case "saved":
      return { ...state, saving: null };
    case "paypalSave":
      return { ...state, savePaypal: action.on, saving: "paypal" };
    case "paypalSaveFailed":
      return { ...state, savePaypal: !action.on };
    case "placeStarted":
      return { ...state, placing: action.kind, placingText: PLACING_TEXT };
    case "placingText":
      return { ...state, placingText: action.text };
    case "placeEnded":
      return { ...state, placing: null };
    case "challenge":
      return { ...state, placingText: "Your bank needs to check it's you.", challenge: action.challenge };
    case "challengeDeciding":
      return {
        ...state,
        challengeBusy: action.status === "success" ? "Confirming your payment…" : "Cancelling…",
      };
    case "challengeClosed":
      return { ...state, challenge: null };
    case "challengeSettled":
      return { ...state, challengeBusy: null };
    case "applePayOpened":
      return { ...state, applePayOpen: true };
    case "applePayCancelled":
      return { ...state, applePayOpen: false };
    case "applePayPlacing":
      return { ...state, applePayBusy: PLACING_TEXT };
    case "applePayDone":
      return { ...state, applePayBusy: null, applePayOpen: false };
    case "cardChoice":
      return { ...state, cardChoice: action.value };
    case "paypalChoice":
      return { ...state, paypalChoice: action.value };
    case "saveCard":
      return { ...state, saveCard: action.on };
  }
}
