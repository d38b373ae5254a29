// Every text the checkout shows for a message key or an error code, and where each place-order error
// is shown (docs/errors.md, "Checkout and place order"). The catalogue mirrors the
// server's order.Problems (internal/order/errors.go): section and key per code; the text a shopper
// reads is the server's error.message when it sent one, else ours below.
import { ApiError } from "../../lib/api";
import { ADDRESS_LINE_1, ADDRESS_LINE_2, msg } from "../../lib/validationText";

export type Section = "email" | "summary" | "delivery" | "billing" | "payment";

/** Texts by message key. docs/errors.md names the keys; the texts are ours. */
export const messages = {
  "guest-checkout-unavailable":
    "Guest checkout isn't available right now. Please sign in or create an account to continue.",
  "guest-checkout-gift-cards":
    "Gift cards can't be bought as a guest. Please sign in or create an account to continue.",
  "delivery-fee-changed":
    "Your delivery fee has changed for this address. Check the new total in your order summary.",
  "address-delivery-blocked":
    "We can't deliver to a parcel locker. Choose a street address for home delivery.",
  "api-error-delivery-info": "Please complete your delivery details.",
  "api-error-billing": "Please complete your billing address.",
  "api-error-saving": "We couldn't save your details. Please try again.",
  "api-error-payment": "We couldn't take your payment. Please try again or use another payment method.",
  "api-error-payment-save": "We couldn't select that payment method. Please try again.",
  "api-error": "Sorry, something went wrong on our side. Please try again.",
  "place-order-error":
    "Something went wrong placing your order. You have not been charged; please try again.",
  "place-order-in-progress": "Your order is being placed. Please wait a moment and don't close this page.",
  "mismatch-cart": "Your basket changed while you were paying. Please review your order and pay again.",
  "membership-ended":
    "Your OnePass membership has ended, so member prices and free delivery no longer apply. Please review your new total and pay again.",
  "payment-mode-lost": "This payment method isn't available for some items in your order.",
  "payment-mode-lost-value": "This payment method isn't available for an order of this value.",
  "out-of-stock": "Some items in your order are no longer available in the quantity you chose.",
  "login-required": "Your session has ended. Please sign in again.",
  "session-ended-paying":
    "Your session ended while your card was being checked, so your order has not been placed yet. If your bank approved the payment, we'll place your order and e-mail you its confirmation within a few minutes; if not, you have not been charged. Please sign in again to see your order or place it again.",
  "session-ended":
    "Your session ended before your order was placed. You have not been charged. Please sign in again, or check your details, and place your order again.",
  "invalid-store": "The store you chose for click and collect is not available. Please choose another store.",
  "invalid-product": "An item in your order is no longer available. Please review your basket.",
  "max-order-quantity":
    "Your order has more of an item than we can sell in one order. Please change the quantity in your basket.",
  "giftcard-not-allowed": "Gift cards can't be used to pay for this order.",
  "giftcard-balance": "This gift card doesn't have enough balance for that amount.",
  "giftcard-invalid": "Please check the gift card number and PIN.",
  "paypal-failure": "Your PayPal payment didn't go through. Please try again or use another payment method.",
  "paypal-unavailable": "PayPal is unavailable right now. Please use another payment method.",
  "afterpay-failure": "Afterpay didn't approve this payment. Please use another payment method.",
  "afterpay-unavailable": "Afterpay is unavailable right now. Please use another payment method.",
  "zip-failure": "Your Zip payment didn't go through. Please use another payment method.",
  "zip-unavailable": "Zip is unavailable right now. Please use another payment method.",
  "flypay-unavailable": "Flypay is unavailable right now. Please use another payment method.",
  "api-error-delivery-fluent-exception":
    "We couldn't reserve your items just now. Please try again in a moment.",
  "network-error":
    "We couldn't reach the shop. Check your connection and press the button again: you won't be charged twice.",
  "card-fields-unavailable": "The card form didn't load. Please reload the page or choose another method.",
  "card-fields-invalid": "Please check your card details.",
  "threeds-rejected": "Your card's security check wasn't completed. Please try again or use another card.",
  "applepay-cancelled": "Apple Pay was cancelled. You have not been charged.",
  "giftcard-limit": "You can use up to three gift cards on one order.",
  "giftcard-amount": "Please enter an amount between $0.01 and what is left to pay.",
  "giftcard-balance-failed": "We couldn't check that gift card. Please check the number and PIN.",
  "account-locked": "This account is locked. Please contact customer service or reset your password.",
  "account-locked-suspicious":
    "We've locked this account to protect it after unusual activity. Please contact customer service.",
  "link-order-exists": "An account with this e-mail address already exists. Sign in to see this order there.",
  "link-order-failed": "We couldn't create your account just now. Please try again.",
  /** The text the account forms show (docs/validation.md). */
  "insecure-password": "The supplied password is insecure.",
  "link-order-not-found":
    "We couldn't add this order to a new account from here. You can still create an account; your order number is above.",
} as const;

export type MessageKey = keyof typeof messages;

interface ProblemSpec {
  section: Section;
  key: string;
  /** The message offers a link to the basket (insufficient stock, invalid product…). */
  basketLink?: boolean;
}

/** The place-order catalogue by code (order.Problems). */
export const PROBLEMS: Record<string, ProblemSpec> = {
  ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED: { section: "payment", key: "api-error-payment" },
  ERR_PLACEORDER_IN_PROGRESS: { section: "summary", key: "place-order-in-progress" },
  ERR_IDEMPOTENCY_KEY_REUSED: { section: "summary", key: "api-error-payment" },
  ERR_PLACEORDER_INSUFFICIENT_STOCK: { section: "summary", key: "out-of-stock", basketLink: true },
  ERR_PLACEORDER_INVALID_STORE: { section: "summary", key: "invalid-store" },
  ERR_PLACEORDER_INVALID_PRODUCT: { section: "summary", key: "invalid-product", basketLink: true },
  ERR_PLACEORDER_MAX_ORDER_QUANTITY: { section: "summary", key: "max-order-quantity", basketLink: true },
  ERR_PLACEORDER_UNSUPPORTED_CARD: { section: "payment", key: "api-error-payment" },
  ERR_PLACEORDER_PAYMENT_FAILURE: { section: "payment", key: "api-error-payment" },
  ERR_PLACEORDER_PAYMENT_TIMEOUT: { section: "payment", key: "api-error-payment" },
  ERR_PLACEORDER_CART_MISMATCH: { section: "summary", key: "mismatch-cart" },
  ERR_PLACEORDER_TOTAL_MISMATCH: { section: "summary", key: "mismatch-cart" },
  ERR_PLACEORDER_MEMBERSHIP_ENDED: { section: "summary", key: "membership-ended" },
  ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO: { section: "delivery", key: "api-error-delivery-info" },
  ERR_PLACEORDER_INCOMPLETE_BILLING_ADDRESS: { section: "billing", key: "api-error-billing" },
  ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED: { section: "payment", key: "giftcard-not-allowed" },
  ERR_PLACEORDER_PAYPAL_CANCELLED: { section: "payment", key: "paypal-failure" },
  ERR_PLACEORDER_PAYPAL_FAILURE: { section: "payment", key: "paypal-failure" },
  ERR_PLACEORDER_PAYPAL_NOT_AUTHORISED: { section: "payment", key: "paypal-failure" },
  ERR_PLACEORDER_PAYPAL_FUNDING_FAILURE: { section: "payment", key: "paypal-failure" },
  ERR_PLACEORDER_PAYPAL_UNAVAILABLE: { section: "payment", key: "paypal-unavailable" },
  ERR_PLACEORDER_AFTERPAY_SESSION_TIMEOUT: { section: "payment", key: "afterpay-failure" },
  ERR_PLACEORDER_AFTERPAY_FAILURE: { section: "payment", key: "afterpay-failure" },
  ERR_PLACEORDER_AFTERPAY_SERVICE_UNAVAILABLE: { section: "payment", key: "afterpay-unavailable" },
  ERR_PLACEORDER_ZIP_DECLINED: { section: "payment", key: "zip-failure" },
  ERR_PLACEORDER_ZIP_REFERRED: { section: "payment", key: "zip-failure" },
  ERR_PLACEORDER_ZIP_SERVICE_UNAVAILABLE: { section: "payment", key: "zip-unavailable" },
  ERR_PLACEORDER_ZIP_FAILURE: { section: "payment", key: "zip-failure" },
  "1000": { section: "payment", key: "flypay-unavailable" },
  ERR_PLACEORDER_THREEDS_FAILED: { section: "payment", key: "api-error-payment" },
  ERR_PLACEORDER_FLUENT_EXCEPTION: { section: "summary", key: "api-error-delivery-fluent-exception" },
  ERR_PLACEORDER: { section: "summary", key: "place-order-error" },
  ERR_PLACEORDER_NOT_PLACED: { section: "summary", key: "place-order-error" },
  ERR_PLACEORDER_GIFTCARD_INSUFFICIENT_BALANCE: { section: "payment", key: "giftcard-balance" },
  ERR_PLACEORDER_GIFTCARD_LIMIT: { section: "payment", key: "giftcard-limit" },
  ERR_PLACEORDER_GIFTCARD_INVALID: { section: "payment", key: "giftcard-invalid" },
  ERR_PLACEORDER_BNPL_ORDER_VALUE: { section: "payment", key: "payment-mode-lost-value" },
  ERR_PLACEORDER_BNPL_EXCLUDED_ITEMS: { section: "payment", key: "payment-mode-lost" },
  ERR_LOGIN_REQUIRED: { section: "summary", key: "login-required" },
  ERR_LOGIN_GUEST_NOT_ALLOWED: { section: "email", key: "guest-checkout-unavailable" },
  ERR_LOGIN_GUEST_NO_GIFT_CARDS: { section: "email", key: "guest-checkout-gift-cards" },
  ERR_ADDRESS_DELIVERY_BLOCKED: { section: "delivery", key: "address-delivery-blocked" },
};

/**
 * Texts of codes that share a key but say something of their own (a redirect method's ?error=CODE
 * brings only the code back, so the server's message is not there to show).
 */
const CODE_TEXTS: Record<string, string> = {
  ERR_PLACEORDER_PAYPAL_CANCELLED: "Your PayPal payment was cancelled. You have not been charged.",
  ERR_PLACEORDER_PAYPAL_NOT_AUTHORISED:
    "PayPal didn't authorise this payment. Please try again or use another payment method.",
  ERR_PLACEORDER_PAYPAL_FUNDING_FAILURE:
    "PayPal couldn't fund this payment. Please choose another funding source in PayPal or another payment method.",
  ERR_PLACEORDER_AFTERPAY_SESSION_TIMEOUT: "Your Afterpay session timed out. Please try again.",
  ERR_PLACEORDER_ZIP_DECLINED: "Zip declined this payment. Please use another payment method.",
  ERR_PLACEORDER_ZIP_REFERRED:
    "Zip referred this application for review, so it can't be used for this order now. Please use another payment method.",
  ERR_PLACEORDER_UNSUPPORTED_CARD:
    "We don't accept this card type. Please use a Visa, Mastercard or American Express card.",
  ERR_PLACEORDER_PAYMENT_TIMEOUT:
    "The payment service took too long to answer. You have not been charged; please try again.",
  ERR_PLACEORDER_THREEDS_FAILED:
    "Your card's security check wasn't completed. Please try again or use another card.",
  ERR_PLACEORDER_TOTAL_MISMATCH:
    "Your order total changed while you were paying. Please review your order and pay again.",
};

/** The unknown-code error waits this long before it shows (docs/checkout.md, "The page": after 1000 ms). */
export const GENERIC_ERROR_DELAY_MS = 1000;

export const IN_PROGRESS_CODE = "ERR_PLACEORDER_IN_PROGRESS";
export const AUTHORIZATION_FAILED_CODE = "ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED";

/** What the page does with a place-order (or payment) error. */
export interface Problem {
  code: string;
  section: Section;
  key: string;
  text: string;
  basketLink: boolean;
  /** How long to wait before showing it (the generic error's delay). */
  delayMs: number;
  /** The order is being placed by another request: show the in-progress state, do not fail. */
  inProgress: boolean;
  /** No answer reached us (the network): the same press may be sent again with its key. */
  network: boolean;
  /** "info" for what is not a failure (the shopper cancelled, the order is being placed). */
  tone: "error" | "info";
}

/** A server message worth showing as it is (a sentence, not a code). */
const readable = (m: string | undefined) => Boolean(m && /\s/.test(m) && !/^ERR_/.test(m));

const SECTIONS: ReadonlySet<string> = new Set<Section>([
  "email",
  "summary",
  "delivery",
  "billing",
  "payment",
]);
/** Keys whose message links to the basket (the shopper fixes the basket, not the payment). */
const BASKET_KEYS: ReadonlySet<string> = new Set(["out-of-stock", "invalid-product", "max-order-quantity"]);

/** The section the server named for an error, when it is one this page has. */
export function serverSection(err: ApiError): Section | undefined {
  return err.section && SECTIONS.has(err.section) ? (err.section as Section) : undefined;
}

/**
 * The section, text and timing of an error answer. The server places a checkout error itself
 * (`section`, `messageKey` in the envelope); the code→section table above is the fallback for an
 * answer without them (a redirect method's ?error=CODE, an older server). Known codes show at once
 * with the server's text (or ours for the key); anything else is the generic place-order error,
 * after 1000 ms.
 */
export function problemFor(err: unknown): Problem {
  if (!(err instanceof ApiError)) {
    // fetch rejects with a TypeError when no answer came: the press may be repeated safely.
    return {
      code: "network",
      section: "payment",
      key: "network-error",
      text: messages["network-error"],
      basketLink: false,
      delayMs: 0,
      inProgress: false,
      network: true,
      tone: "error",
    };
  }
  const spec = PROBLEMS[err.code];
  const section = serverSection(err) ?? spec?.section;
  if (!section) {
    const server = err.status >= 500 || err.code === "unsuccessful";
    return {
      code: err.code,
      section: "summary",
      key: "place-order-error",
      text: messages["place-order-error"],
      basketLink: false,
      delayMs: GENERIC_ERROR_DELAY_MS,
      inProgress: false,
      // A gateway timeout or an unreadable answer: whether the order was placed is unknown, so the
      // next press repeats this one (same key: the server answers the first outcome again).
      network: server,
      tone: "error",
    };
  }
  const key = err.messageKey ?? spec?.key ?? "place-order-error";
  const texts = messages as Record<string, string>;
  const ours = texts[key] ?? (spec ? texts[spec.key] : undefined);
  return {
    code: err.code,
    section,
    key,
    text: readable(err.message)
      ? err.message
      : (CODE_TEXTS[err.code] ?? ours ?? messages["place-order-error"]),
    basketLink: spec?.basketLink ?? BASKET_KEYS.has(key),
    delayMs: 0,
    inProgress: err.code === IN_PROGRESS_CODE,
    network: false,
    tone: err.code === IN_PROGRESS_CODE || err.code === "ERR_PLACEORDER_PAYPAL_CANCELLED" ? "info" : "error",
  };
}

/** A code from the address (/spc?error=CODE after a redirect method): shown like a place-order error. */
export function problemForCode(code: string): Problem {
  return problemFor(new ApiError(422, { code, message: "" }));
}

// --- field messages from the server ------------------------------------------------------------------

const FIELD_LABELS: Record<string, { label: string; min?: number; max?: number }> = {
  firstName: { label: "first name", min: 2, max: 32 },
  lastName: { label: "last name", min: 2, max: 32 },
  phone: { label: "mobile number" },
  mobileNumber: { label: "mobile number" },
  line1: { label: ADDRESS_LINE_1, min: 2, max: 30 },
  line2: { label: ADDRESS_LINE_2, min: 2, max: 30 },
  town: { label: "suburb", min: 1, max: 64 },
  postalCode: { label: "postcode" },
  emailAddress: { label: "e-mail address" },
  email: { label: "e-mail address" },
  password: { label: "password", min: 6, max: 32 },
  country: { label: "country" },
};

/** The field's message (docs/validation.md) for a server field error: wire field name and message key. */
export function fieldMessage(field: string, key: string): string {
  if (field === "singleLineId" || field === "singleLineLabel" || key === "select-address")
    return msg.selectAddress;
  if (key === "address-delivery-blocked") return messages["address-delivery-blocked"];
  if (field === "state") return msg.select("state");
  if (field === "country") return msg.select("country");
  if (field === "postalCode" && key !== "missing-args") return msg.postcode;
  if (field === "emailAddress" && key === "missing-args") return msg.emailRequired;
  if (field === "password") {
    if (key === "missing-args") return msg.passwordRequired;
    if (key === "invalid-password") return msg.passwordChars;
  }
  const spec = FIELD_LABELS[field] ?? { label: field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase() };
  switch (key) {
    case "missing-args":
      return msg.required(spec.label);
    case "invalid-length":
      return spec.min !== undefined && spec.max !== undefined
        ? msg.length(spec.label, spec.min, spec.max)
        : msg.invalid(spec.label);
    default:
      return /\s/.test(key) ? key : msg.invalid(spec.label);
  }
}

/** A server ERR_VALIDATION's fields as messages by the form's names. */
export function fieldErrors(err: ApiError, names: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(err.fields)) {
    const name = names[field] ?? field;
    out[name] ??= fieldMessage(field, key);
  }
  return out;
}

/** Any failed step call as a sentence (never a raw code). */
export function stepMessage(err: unknown, fallback: MessageKey = "api-error-saving"): string {
  if (err instanceof ApiError) {
    const spec = PROBLEMS[err.code];
    if (spec || serverSection(err)) {
      const texts = messages as Record<string, string>;
      const key = err.messageKey ?? spec?.key ?? "";
      return readable(err.message)
        ? err.message
        : (texts[key] ?? (spec ? texts[spec.key] : undefined) ?? messages[fallback]);
    }
    if (err.status === 429) return "Too many attempts. Please wait a moment and try again.";
  }
  return messages[fallback];
}

/** A problem the page finds itself (the card form did not answer, the shopper cancelled…). */
export function localProblem(
  key: MessageKey,
  section: Section = "payment",
  tone: Problem["tone"] = "error",
): Problem {
  return {
    code: key,
    section,
    key,
    text: messages[key],
    basketLink: false,
    delayMs: 0,
    inProgress: false,
    network: false,
    tone,
  };
}
