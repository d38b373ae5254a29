// The texts of order tracking and the returns portal, by their message keys (docs/errors.md,
// "Orders, tracking and returns") and the return form's messages verbatim (docs/validation.md).
import { ApiError } from "../../lib/api";
import { isEmail } from "../../lib/validation";
import { ADDRESS_LINE_1, ADDRESS_LINE_2, msg } from "../../lib/validationText";
import type { Lookup } from "./types";

/** The return form's messages, verbatim (docs/validation.md, "Return form"). */
export const RETURN_MESSAGES = {
  incorrectQuantity: "Incorrect quantity",
  selectReason: "Please select return reason",
  selectItem: "Please select at least one return item from the order",
  selectAddress: "Please select a valid address",
  returnInvalid: "Return order is invalid",
  shippingInvalid: "Shipping information is invalid",
} as const;

/**
 * Texts by key. docs/errors.md names invalid-order-number, invalid-email-address, location-error and
 * unknownError without their texts: these follow its templates ("Please enter a valid {field}.") and
 * the location search's message.
 */
export const messages = {
  "invalid-order-number": msg.invalid("order number"),
  "invalid-email-address": msg.invalid("e-mail address"),
  "single-line-address-error": RETURN_MESSAGES.selectAddress,
  "location-error": "Please enter a valid postcode or suburb",
  unknownError: "Sorry, something went wrong. Please try again.",
  "order-not-found": "We couldn't find an order with that number and e-mail address.",
  "rate-limited": "Too many attempts. Please wait a few minutes and try again.",
} as const;

export type LookupErrors = Partial<Record<keyof Lookup, string>>;

/**
 * An order number and e-mail as typed, trimmed and checked before anything is sent: an empty (or
 * malformed) number is invalid-order-number on the order field, an empty (or malformed) e-mail
 * invalid-email-address on the e-mail field (docs/validation.md, "Order search and track").
 */
export function checkLookup(raw: Lookup): { lookup: Lookup; errors: LookupErrors } {
  const lookup = { orderId: raw.orderId.trim(), email: raw.email.trim() };
  const errors: LookupErrors = {};
  const order = orderNumberRule(lookup.orderId);
  const email = lookupEmailRule(lookup.email);
  if (order) errors.orderId = order;
  if (email) errors.email = email;
  return { lookup, errors };
}

/** The order field: digits only (docs/validation.md, "Order search and track"), trimmed; else invalid-order-number. */
export const orderNumberRule = (raw: string) =>
  /^\d{1,20}$/.test(raw.trim()) ? undefined : messages["invalid-order-number"];

/** The e-mail field, trimmed: empty or malformed is invalid-email-address. */
export const lookupEmailRule = (raw: string) => {
  const v = raw.trim();
  return v && isEmail(v) ? undefined : messages["invalid-email-address"];
};

/** A lookup failure as the form shows it: field messages, or one message for the whole form. */
export interface LookupProblem {
  fields: LookupErrors;
  message?: string;
}

/**
 * A failed trackOrder or searchOrderForReturn: the server's field errors on orderId and email, the
 * server's message for a wrong pair (404) or too many tries (429), any other failure's message, and
 * unknownError when there is none.
 */
export function lookupProblem(err: unknown): LookupProblem {
  if (!(err instanceof ApiError)) return { fields: {}, message: messages.unknownError };
  if (err.code === "ERR_VALIDATION") {
    const fields: LookupErrors = {};
    if (err.fields.orderId) fields.orderId = lookupFieldText("orderId", err.fields.orderId);
    if (err.fields.email) fields.email = lookupFieldText("email", err.fields.email);
    if (fields.orderId || fields.email) return { fields };
  }
  if (err.status === 404 || err.code === "ERR_ORDER_NOT_FOUND") {
    return { fields: {}, message: err.message || messages["order-not-found"] };
  }
  if (err.status === 429 || err.code === "ERR_RATE_LIMITED") {
    return { fields: {}, message: err.message || messages["rate-limited"] };
  }
  return { fields: {}, message: serverMessage(err) };
}

function lookupFieldText(field: keyof Lookup, key: string): string {
  if (/\s/.test(key)) return key;
  return field === "orderId" ? messages["invalid-order-number"] : messages["invalid-email-address"];
}

/**
 * The server's own sentence, or unknownError when it sent none (the client's stand-in for a body
 * it could not read is not one).
 */
export function serverMessage(err: unknown): string {
  if (err instanceof ApiError && err.code !== "unsuccessful" && err.message) return err.message;
  return messages.unknownError;
}

interface FieldSpec {
  label: string;
  min?: number;
  max?: number;
  required?: string;
  format?: string;
}

const SPECS: Record<string, FieldSpec> = {
  firstName: { label: "first name", min: 2, max: 32 },
  lastName: { label: "last name", min: 2, max: 32 },
  email: { label: "e-mail address", required: msg.emailRequired },
  phone: { label: "mobile number" },
  line1: { label: ADDRESS_LINE_1, min: 2, max: 30 },
  line2: { label: ADDRESS_LINE_2, min: 2, max: 30 },
  town: { label: "suburb", min: 1, max: 64 },
  state: { label: "state", required: msg.select("state"), format: msg.select("state") },
  postalCode: { label: "postcode", format: msg.postcode },
  location: { label: "location", required: messages["location-error"], format: messages["location-error"] },
  singleLineLabel: {
    label: "address",
    required: RETURN_MESSAGES.selectAddress,
    format: RETURN_MESSAGES.selectAddress,
  },
};

/**
 * The text of a return form field error from the server: a message (it has spaces) as sent, a key
 * turned into the field's message (docs/validation.md).
 */
export function returnFieldText(field: string, key: string): string {
  if (/\s/.test(key)) return key;
  if (key === "single-line-address-error") return messages["single-line-address-error"];
  if (key === "location-error") return messages["location-error"];
  const spec = SPECS[field] ?? { label: field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase() };
  switch (key) {
    case "missing-args":
      return spec.required ?? msg.required(spec.label);
    case "invalid-length":
      return spec.min !== undefined && spec.max !== undefined
        ? msg.length(spec.label, spec.min, spec.max)
        : (spec.format ?? msg.invalid(spec.label));
    case "invalid-email-address":
      return msg.invalid("e-mail address");
    case "invalid-postcode":
      return msg.postcode;
    default:
      return spec.format ?? msg.invalid(spec.label);
  }
}
