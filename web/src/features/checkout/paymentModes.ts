// The payment methods as the page names and draws them, and the mode setPaymentMode takes for each
// id the server may use (docs/checkout.md, "Payment providers").
import { localProblem, problemFor, type Problem } from "./messages";
import type { PaymentMode } from "./types";

/** The methods paid on the provider's own page (or by a saved PayPal account's billing agreement). */
export const REDIRECT_MODES: ReadonlySet<PaymentMode> = new Set<PaymentMode>([
  "paypal",
  "afterpay",
  "zip",
  "flypay",
]);

export const LABELS: Record<PaymentMode, string> = {
  card: "Credit or debit card",
  paypal: "PayPal",
  afterpay: "Afterpay",
  zip: "Zip",
  applepay: "Apple Pay",
  flypay: "Flypay",
  giftcard: "Gift card",
};

/** The provider's mark, drawn by us (text and colour, no remote logos). */
export const MARKS: Record<PaymentMode, string> = {
  card: "Card",
  paypal: "PayPal",
  afterpay: "afterpay",
  zip: "zip",
  applepay: " Pay",
  flypay: "flypay",
  giftcard: "Gift",
};

/** The ids the server may use for a method, as the mode setPaymentMode takes. */
export function modeOf(id: string): PaymentMode | null {
  switch (id) {
    case "card":
    case "paydock":
    case "ipg":
      return "card";
    case "paypal":
    case "paypalpayinfour":
      return "paypal";
    case "giftcard":
    case "paydockGiftCard":
      return "giftcard";
    case "afterpay":
    case "zip":
    case "applepay":
    case "flypay":
      return id;
    default:
      return null;
  }
}

/**
 * A failed setPaymentMode as the shopper reads it: a network failure or the server's generic
 * refusal says the method could not be saved, not that the order failed.
 */
export function saveProblem(err: unknown): Problem {
  const p = problemFor(err);
  return p.code === "network" || p.key === "place-order-error" ? localProblem("api-error-payment-save") : p;
}
