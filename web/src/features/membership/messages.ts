// The words for OnePass's refusals (docs/errors.md): by the envelope's error.code, with the server's
// message for anything else, and the field messages of ERR_VALIDATION.
import { ApiError } from "../../lib/api";

export const membershipMessages = {
  ERR_MEMBERSHIP_TRIAL_USED:
    "You've already had a OnePass free trial. Join with a paid plan to get your benefits back.",
  ERR_MEMBERSHIP_ACTIVE: "You're already a OnePass member.",
  ERR_MEMBERSHIP_PAYMENT_DECLINED:
    "Your card was declined. Please try another card, or check the card's details with your bank.",
  ERR_MEMBERSHIP_NOT_ACTIVE: "You don't have an active OnePass membership to change.",
  ERR_MEMBERSHIP_NOT_CANCELLING: "There's nothing to resume: your OnePass isn't ending.",
  ERR_MEMBERSHIP_BUSY: "A payment for your OnePass is under way. Please try again in a moment.",
  ERR_MEMBERSHIP_NOT_TRIAL: "Your free trial has already ended.",
  "api-error": "Sorry, something went wrong on our side. Please try again.",
  "card-required": "Choose a card, or add a new one.",
} as const;

/** Server field names → what the join form calls them. */
const FIELD_LABEL: Record<string, string> = {
  plan: "Plan",
  paydockSourceId: "Card",
  oneTimeToken: "Card",
};

/** A refusal as one sentence for the form or page. */
export function membershipError(err: unknown): string {
  if (!(err instanceof ApiError)) {
    return err instanceof Error && err.message ? err.message : membershipMessages["api-error"];
  }
  if (err.code in membershipMessages) return membershipMessages[err.code as keyof typeof membershipMessages];
  if (err.code === "ERR_VALIDATION") {
    const parts = Object.entries(err.fields).map(([k, v]) => `${FIELD_LABEL[k] ?? k}: ${v}`);
    if (parts.length > 0) return `Please check: ${parts.join("; ")}.`;
  }
  if (err.status >= 500 || !err.message) return membershipMessages["api-error"];
  return err.message;
}

/** The ERR_VALIDATION field messages by field name ({} for any other refusal). */
export function membershipFieldErrors(err: unknown): Record<string, string> {
  return err instanceof ApiError && err.code === "ERR_VALIDATION" ? err.fields : {};
}
