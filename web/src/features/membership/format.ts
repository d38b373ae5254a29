// How OnePass's dates, statuses and plans read (docs/membership.md): dates in Melbourne time, the
// shop's own, whatever the device's zone ("Monday 28 December 2026").
import type { MembershipPlan, MembershipStatus, Membership } from "./types";

const MELBOURNE = "Australia/Melbourne";

const longDate = new Intl.DateTimeFormat("en-AU", {
  timeZone: MELBOURNE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

const shortDate = new Intl.DateTimeFormat("en-AU", {
  timeZone: MELBOURNE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** A wire date (ISO 8601, or epoch milliseconds): null for none (null, "", 0) or unreadable. */
function toDate(at: string | number | null | undefined): Date | null {
  if (at === null || at === undefined || at === "" || at === 0) return null;
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "Monday 28 December 2026" in Melbourne; "" for none. */
export function formatDate(at: string | number | null | undefined): string {
  const d = toDate(at);
  // en-AU puts a comma after the weekday in some engines: the shop writes it without.
  return d ? longDate.format(d).replace(",", "") : "";
}

/** "28 Dec 2026" in Melbourne (the payment history's column); "" for none. */
export function formatShortDate(at: string | number | null | undefined): string {
  const d = toDate(at);
  return d ? shortDate.format(d) : "";
}

/** The status in words. */
export const STATUS_LABEL: Record<MembershipStatus, string> = {
  none: "Not a member",
  trial_active: "Free trial",
  active: "Active",
  overdue: "Payment overdue",
  team_member: "Team member",
  cancelling_trial: "Free trial ending",
  cancelling: "Cancelling",
  cancelled: "Cancelled",
  lapsed: "Lapsed",
};

export const PLAN_LABEL: Record<MembershipPlan, string> = { monthly: "Monthly", annual: "Annual" };

/** "Monthly" or "Annual" for a plan the wire names as text ("" without one). */
export const planLabel = (plan: string) =>
  plan === "monthly" || plan === "annual" ? PLAN_LABEL[plan] : plan;

/** "$4.00 a month" from the plans the answer offers. */
export function planPrice(m: Pick<Membership, "plans">, plan: MembershipPlan): string {
  const p = m.plans.find((x) => x.plan === plan);
  if (!p) return "";
  return `${p.price.formattedValue} a ${p.period}`;
}

/** "1 day" or "12 days". */
export const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** "Visa ending 4242" for the membership's card. */
export function cardLabel(card: { cardType: string; last4: string }): string {
  const t = card.cardType.trim();
  const name = t ? t.charAt(0).toUpperCase() + t.slice(1).toLowerCase() : "Card";
  return `${name} ending ${card.last4}`;
}
