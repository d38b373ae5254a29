// Every text the account screens show for a message key or an error code, in one place. The keys
// are docs/errors.md's ("Field message keys", "Accounts and the address book"), the field texts
// docs/validation.md's; the rest are ours.
import { ApiError } from "../../lib/api";
import { ADDRESS_LINE_1, ADDRESS_LINE_2, msg } from "../../lib/validationText";
import { LOCK_DELETION_REQUESTED, LOCK_SUSPICIOUS_ACTIVITY, LOCK_TOO_MANY_ATTEMPTS } from "./types";

/** Texts by message key (docs/errors.md, "Field message keys"). */
export const messages = {
  "login-failed": "Your e-mail or password is incorrect.",
  "login-required": "Please sign in again to see your account details.",
  unregistered: "We don't recognise this email.",
  "already-registered": "You already have an account with this e-mail address.",
  "account-locked": "Your account is locked.",
  "insecure-password": "The supplied password is insecure.",
  "reuse-password": "Your new password must be different from your current password.",
  "invalid-data": "Some details need checking. Please correct the fields marked below.",
  "invalid-token": "This password reset link is invalid or has expired. Links work once, for one hour.",
  "missing-token":
    "That password reset link is incomplete. Enter your e-mail address and we'll send you a new one.",
  "email-invalid": "Please enter a valid e-mail address.",
  "rate-limited": "Too many attempts. Please wait a few minutes and try again.",
  "api-error": "Sorry, something went wrong on our side. Please try again.",
  busy: "We're busy right now. Please try again in a moment.",
  "store-unavailable": "That store is no longer available. Please choose another.",
  "wrong-current-password": "Your current password is incorrect.",
  "password-changed": "Your password has been changed.",
  "profile-saved": "Your details have been saved.",
  "address-delivery-blocked":
    "We can't deliver to a parcel locker. Choose a street address for home delivery.",
  "too-many-matches": "Keep typing: too many addresses match",
  "no-match": "We couldn't find that address",
  "suggested-unavailable": "Address suggestions are unavailable right now. Enter your address manually.",
  "street-number-required":
    "This address has no street number. Add the number to the address and choose again.",
  "address-unavailable": "That address is no longer in your address book.",
  "account-locked-banner": "Your account has been locked, so we've signed you out.",
} as const;

export type MessageKey = keyof typeof messages;

/** Why an account is locked, in words, from its accountLockReasonCode. */
export function lockedMessage(reason: string): string {
  switch (reason) {
    case LOCK_TOO_MANY_ATTEMPTS:
      return "Your account is locked after too many unsuccessful sign-in attempts. Reset your password to unlock it.";
    case LOCK_SUSPICIOUS_ACTIVITY:
      return "We've locked your account to protect it after unusual activity. Please contact customer service.";
    case LOCK_DELETION_REQUESTED:
      return "You've asked us to delete this account, so it can no longer be used to sign in.";
    default:
      return "Your account is locked. Reset your password or contact customer service.";
  }
}

/** A rate-limit message with the wait, when the server said how long. */
export function rateLimitedMessage(err: ApiError): string {
  const s = err.retryAfter;
  if (!s) return messages["rate-limited"];
  const minutes = Math.ceil(s / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

// --- field messages from the server ----------------------------------------------------------------

interface FieldSpec {
  /** The field's name in messages ("first name"). */
  label: string;
  min?: number;
  max?: number;
  required?: string;
  format?: string;
}

const email: FieldSpec = { label: "e-mail address", required: msg.emailRequired };
const password: FieldSpec = { label: "password", min: 6, max: 32, required: msg.passwordRequired };
const mobile: FieldSpec = { label: "mobile number" };

/** Wire field names (the API's names: j_username, emailAddress…) and what their messages say. */
const specs: Record<string, FieldSpec> = {
  j_username: email,
  emailAddress: email,
  email,
  j_password: password,
  password,
  currentPassword: { ...password, label: "current password" },
  firstName: { label: "first name", min: 2, max: 32 },
  lastName: { label: "last name", min: 2, max: 32 },
  mobileNumber: mobile,
  phone: mobile,
  line1: { label: ADDRESS_LINE_1, min: 2, max: 30 },
  line2: { label: ADDRESS_LINE_2, min: 2, max: 30 },
  town: { label: "suburb", min: 1, max: 64 },
  state: { label: "state", required: msg.select("state"), format: msg.select("state") },
  postalCode: { label: "postcode", format: msg.postcode },
  singleLineLabel: { label: "address", required: msg.selectAddress, format: msg.selectAddress },
  singleLineId: { label: "address", required: msg.selectAddress, format: msg.selectAddress },
};

/**
 * The text for a server field error: the key (platform/validate's and internal/account's message
 * keys) turned into the field's message (docs/validation.md). A key we do not know, if it reads as text, is
 * shown as it is; otherwise the field's "valid" message.
 */
export function fieldMessage(field: string, key: string): string {
  const spec = specs[field] ?? { label: field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase() };
  switch (key) {
    case "missing-args":
      return spec.required ?? msg.required(spec.label);
    case "invalid-length":
      return spec.min !== undefined && spec.max !== undefined
        ? msg.length(spec.label, spec.min, spec.max)
        : (spec.format ?? msg.invalid(spec.label));
    case "invalid-password":
      return msg.passwordChars;
    case "invalid-postcode":
      return msg.postcode;
    case "select-address":
      return msg.selectAddress;
    case "invalid-email-address":
      return msg.invalid("e-mail address");
    case "address-delivery-blocked":
      return messages["address-delivery-blocked"];
    case "invalid-format":
    case "malformed-request":
      return spec.format ?? msg.invalid(spec.label);
    default:
      return /\s/.test(key) ? key : (spec.format ?? msg.invalid(spec.label));
  }
}

/**
 * A server ERR_VALIDATION's fields as form messages: wire names mapped to the form's names by
 * `names` (fields not in it keep their wire name).
 */
export function fieldErrors(err: ApiError, names: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(err.fields)) {
    const name = names[field] ?? field;
    out[name] ??= fieldMessage(field, key);
  }
  return out;
}

/** Any error as a sentence for a form's summary (never a raw code). */
export function genericMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === "ERR_RATE_LIMITED" || err.status === 429) return rateLimitedMessage(err);
    if (err.code === "ERR_SERVICE_BUSY" || err.status === 503) return messages.busy;
    if (err.code === "ERR_STORE_UNAVAILABLE") return messages["store-unavailable"];
  }
  return messages["api-error"];
}
