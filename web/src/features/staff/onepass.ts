// OnePass in the back office (customer service and up, docs/membership.md "Staff"): what the role
// allows, the e-mail in the address bar, the statuses and plans in words, the forms' checks, the
// errors and the membership's audit log.
import { z } from "zod";
import { ApiError, type Answer, type RequestBody, type Schema } from "../../lib/api";
import { isEmail } from "../../lib/validation";
import { can, isPlainLine, PLAIN_LINE } from "./rules";
import type { StaffSession } from "./types";

/** findMembership's answer (and the two actions'): the customer, the membership and the audit log. */
export type StaffMembershipAnswer = Answer<"findMembership">;
export type StaffMembership = StaffMembershipAnswer["membership"];
export type StaffMembershipStatus = StaffMembership["status"];
export type StaffMembershipPayment = Schema<"MemberPaymentJSON">;
export type CancelMembershipInput = RequestBody<"staffCancelMembership">;
export type ExtendTrialInput = RequestBody<"extendMembershipTrial">;

// --- the e-mail in the address bar ------------------------------------------------------------------

/** An e-mail as the server looks it up: trimmed, lower case. */
export const normaliseEmail = (v: string) => v.trim().toLowerCase();

/** The page's e-mail (?email=), trimmed; "" when none. */
export const emailParam = (params: URLSearchParams) => (params.get("email") ?? "").trim();

/** The page's query for an e-mail. */
export const onePassSearch = (email: string) => (email ? `?${new URLSearchParams({ email })}` : "");

/** findMembership's URL. */
export const membershipApiUrl = (email: string) =>
  `/api/staff/memberships?${new URLSearchParams({ email: normaliseEmail(email) })}`;

/** The search form's message for what was typed; "" when it can be looked up. */
export function searchEmailError(v: string): string {
  const t = v.trim();
  if (!t) return "Enter the customer's e-mail address.";
  if (!isEmail(t) || t.length > 254) return "Enter a valid e-mail address.";
  return "";
}

// --- words ---------------------------------------------------------------------------------------------

export const MEMBERSHIP_STATUS_LABELS: Record<StaffMembershipStatus, string> = {
  none: "Not a member",
  trial_active: "Free trial",
  active: "Active",
  overdue: "Payment overdue",
  team_member: "Team member",
  cancelling_trial: "Free trial, cancelled (ends at the trial's end)",
  cancelling: "Cancelled (ends at the period's end)",
  cancelled: "Cancelled",
  lapsed: "Lapsed (unpaid)",
};

export const membershipStatusLabel = (status: string) =>
  MEMBERSHIP_STATUS_LABELS[status as StaffMembershipStatus] ?? status;

/** The chip's tone for a status: running (done), ending or overdue (waiting), ended (stopped). */
export function membershipStatusTone(status: string): "done" | "waiting" | "stopped" {
  if (status === "trial_active" || status === "active" || status === "team_member") return "done";
  if (status === "overdue" || status === "cancelling" || status === "cancelling_trial") return "waiting";
  return "stopped";
}

export const planLabel = (plan: string) =>
  plan === "monthly" ? "Monthly" : plan === "annual" ? "Annual" : plan || "—";

export const PAYMENT_STATUS_LABELS: Record<StaffMembershipPayment["status"], string> = {
  paid: "Paid",
  declined: "Declined",
  pending: "Pending",
  refunded: "Refunded",
};

export const paymentStatusLabel = (status: string) =>
  PAYMENT_STATUS_LABELS[status as StaffMembershipPayment["status"]] ?? status;

/** "Visa ending 4242" for the membership's card. */
export function cardText(card: { cardType: string; last4: string } | null): string {
  if (!card) return "None saved";
  const t = card.cardType.trim();
  const name = t ? t.charAt(0).toUpperCase() + t.slice(1) : "Card";
  return card.last4 ? `${name} ending ${card.last4}` : name;
}

/** "1 day" or "12 days". */
export const daysText = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

// --- what each status allows ---------------------------------------------------------------------------

/** The statuses staff may cancel (internal/membership Status.Active). */
const CANCELLABLE: ReadonlySet<string> = new Set([
  "trial_active",
  "active",
  "overdue",
  "team_member",
  "cancelling_trial",
  "cancelling",
]);

/** The statuses staff may extend: a trial, running or cancelled to its end. */
const TRIALS: ReadonlySet<string> = new Set(["trial_active", "cancelling_trial"]);

export const isTrial = (status: string) => TRIALS.has(status);

export function membershipActions(
  status: string,
  session: Pick<StaffSession, "operations"> | null | undefined,
): { cancel: boolean; extend: boolean } {
  return {
    cancel: CANCELLABLE.has(status) && can(session, "staffCancelMembership"),
    extend: TRIALS.has(status) && can(session, "extendMembershipTrial"),
  };
}

// --- forms ---------------------------------------------------------------------------------------------

/** The server's bounds (internal/membership MaxExtensionDays, staffCancelIn's reason). */
export const EXTEND_DAYS_MIN = 1;
export const EXTEND_DAYS_MAX = 90;
export const CANCEL_REASON_MAX = 200;

export const EXTEND_DAYS_MESSAGE = `Enter a whole number of days from ${EXTEND_DAYS_MIN} to ${EXTEND_DAYS_MAX}.`;

export const extendSchema = z.object({
  days: z
    .string()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, "Enter how many days to add.")
        .refine(
          (v) => /^\d+$/.test(v) && Number(v) >= EXTEND_DAYS_MIN && Number(v) <= EXTEND_DAYS_MAX,
          EXTEND_DAYS_MESSAGE,
        ),
    ),
});
export type ExtendValues = z.input<typeof extendSchema>;

export const cancelMembershipSchema = z.object({
  refund: z.boolean(),
  reason: z
    .string()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .refine(
          (v) => Array.from(v).length <= CANCEL_REASON_MAX,
          `Enter at most ${CANCEL_REASON_MAX} characters.`,
        )
        .refine(isPlainLine, PLAIN_LINE),
    ),
});
export type CancelMembershipValues = z.input<typeof cancelMembershipSchema>;

/** A field's message for the server's validation key. */
export function membershipFieldMessage(field: string, key: string): string {
  if (field === "days") return EXTEND_DAYS_MESSAGE;
  if (field === "reason")
    return key === "invalid-length" ? `Enter at most ${CANCEL_REASON_MAX} characters.` : PLAIN_LINE;
  return "Check this: the server did not accept it.";
}

/** What a failed search or action tells staff. */
export function membershipErrorText(err: unknown): string {
  if (!(err instanceof ApiError)) return "Something went wrong. Please try again.";
  switch (err.code) {
    case "ERR_NOT_FOUND":
      return "No OnePass membership has that e-mail address.";
    case "ERR_MEMBERSHIP_NOT_ACTIVE":
      return "That membership has already ended, so there is nothing to cancel. It has been refreshed.";
    case "ERR_MEMBERSHIP_NOT_TRIAL":
      return "Only a free trial can be extended, and this membership is no longer one. It has been refreshed.";
    case "ERR_FORBIDDEN":
      return "Your role does not allow that, or your staff session has ended.";
  }
  if (err.status === 429) return "Too many requests just now. Please wait a moment and try again.";
  if (err.code === "ERR_VALIDATION" && Object.keys(err.fields).length > 0)
    return "Please check the highlighted fields.";
  if (err.status >= 500)
    return "The shop couldn't do that just now (the payment provider may have refused the refund). Nothing has changed: please try again.";
  return err.message || "Something went wrong. Please try again.";
}

// --- the audit log --------------------------------------------------------------------------------------

const ACTIONS: Record<string, string> = {
  "membership.cancelled": "Membership cancelled",
  "membership.trialExtended": "Trial extended",
};

export const membershipAuditAction = (action: string) => ACTIONS[action] ?? action;

/**
 * An audit entry's detail in words: "Refund: yes · Refunded: $12.00 · Reason: moved overseas", or
 * "Days: 14 · Trial now ends: 24/11/2026, 3:05 pm".
 */
export function membershipAuditDetail(detail: string, formatDateTime: (iso: string) => string): string {
  if (!detail) return "";
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return detail;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return String(parsed);
  const parts: string[] = [];
  for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
    if (v === "" || v === null || v === undefined) continue;
    if (k === "refund") parts.push(`Refund: ${v === true ? "yes" : "no"}`);
    else if (k === "refunded")
      parts.push(`Refunded: ${/^\d+(\.\d+)?$/.test(String(v)) ? `$${Number(v).toFixed(2)}` : String(v)}`);
    else if (k === "reason") parts.push(`Reason: ${String(v)}`);
    else if (k === "days") parts.push(`Days added: ${String(v)}`);
    else if (k === "trialEnd") parts.push(`Trial now ends: ${formatDateTime(String(v))}`);
    else parts.push(`${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`);
  }
  return parts.join(" · ");
}
