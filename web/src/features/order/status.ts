// Order, consignment and return states in the shopper's words, the names of carriers and payment
// types, and why something cannot be returned. Pure functions, so each is tested on its own.
import type { Consignment, Order, OrderPayment, ReceiptPayment, Refund } from "./types";

/** How a status chip is drawn. */
export type Tone = "progress" | "ready" | "done" | "cancelled" | "neutral";

const ORDER_WORDS: Record<string, string> = {
  placed: "Order placed",
  processing: "Being prepared",
  partlyShipped: "Partly shipped",
  shipped: "Shipped",
  readyForCollection: "Ready to collect",
  collected: "Collected",
  completed: "Completed",
  cancelled: "Cancelled",
};

const CONSIGNMENT_WORDS: Record<string, string> = {
  placed: "Order placed",
  picked: "Being prepared",
  shipped: "Shipped",
  readyForCollection: "Ready to collect",
  collected: "Collected",
  cancelled: "Cancelled",
};

const RETURN_WORDS: Record<string, string> = {
  requested: "Return requested",
  received: "Received by us",
  refunding: "Refund in progress",
  refundFailed: "Refund delayed",
  refunded: "Refunded",
};

/** A status the shop does not know yet reads as words rather than a code: "onHold" → "On hold". */
function humanise(code: string): string {
  const words = code
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase()
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "";
}

/** An order's status in words: partlyShipped → "Partly shipped". */
export const orderStatusText = (status: string) => ORDER_WORDS[status] ?? humanise(status);

/** A consignment's status in words: picked → "Being prepared". */
export const consignmentStatusText = (status: string) => CONSIGNMENT_WORDS[status] ?? humanise(status);

/** A return's status in words. */
export const returnStatusText = (status: string) => RETURN_WORDS[status] ?? humanise(status);

/**
 * One refund of a return in the shopper's words, as its payment's provider has it: refunded once
 * the provider confirmed it, on its way until then, delayed when the provider refused it (the shop's
 * customer service then sorts it out).
 */
export function refundNote(f: Pick<Refund, "text" | "status">): string {
  switch (f.status) {
    case "pending":
      return `Refunding to ${f.text}`;
    case "failed":
      return `Refund to ${f.text} is delayed: our customer service team will sort it out`;
    default:
      return `Refunded to ${f.text}`;
  }
}

/** The chip's tone for any of the statuses above. */
export function statusTone(status: string): Tone {
  switch (status) {
    case "shipped":
    case "collected":
    case "completed":
    case "refunded":
      return "done";
    case "readyForCollection":
      return "ready";
    case "cancelled":
      return "cancelled";
    case "placed":
    case "processing":
    case "picked":
    case "partlyShipped":
    case "requested":
    case "received":
    case "refunding":
    case "refundFailed":
      return "progress";
    default:
      return "neutral";
  }
}

const STEPS_DELIVERY = ["placed", "picked", "shipped"] as const;
const STEPS_COLLECTION = ["placed", "picked", "readyForCollection", "collected"] as const;

/** One step of a consignment's progress. */
export interface Step {
  key: string;
  label: string;
  state: "done" | "current" | "todo";
}

/**
 * A consignment's progress as steps (placed → being prepared → shipped, or → ready to collect →
 * collected); empty for a cancelled one, which has no progress to show.
 */
export function consignmentSteps(c: Pick<Consignment, "status">, collection: boolean): Step[] {
  if (c.status === "cancelled") return [];
  // A delivery's part handed over at a store counter (an order completed partly by collection).
  const steps: readonly string[] =
    collection || c.status === "readyForCollection" || c.status === "collected"
      ? STEPS_COLLECTION
      : STEPS_DELIVERY;
  const at = steps.indexOf(c.status);
  const last = at === steps.length - 1;
  return steps.map((key, i) => ({
    key,
    label: consignmentStatusText(key),
    state: i < at || (last && i === at) ? "done" : i === at ? "current" : "todo",
  }));
}

/** Whether an order is click and collect. */
export const isCollection = (o: { deliveryMode: string; pickup?: Order["pickup"] }) =>
  o.deliveryMode === "CNC" || Boolean(o.pickup);

const MODES: Record<string, string> = {
  HD: "Home delivery",
  ED: "Express delivery",
  CNC: "Click & collect",
};

/** The delivery mode in words. */
export const deliveryModeText = (mode: string) => MODES[mode] ?? mode;

const CARRIERS: Record<string, string> = {
  auspost: "Australia Post",
  startrack: "StarTrack",
  couriersplease: "CouriersPlease",
  aramex: "Aramex",
  toll: "Toll",
};

/** A carrier's name from its code (a name the shop does not know is shown as it came). */
export const carrierName = (code: string) => CARRIERS[code.toLowerCase()] ?? code;

const PAY_TYPES: Record<string, string> = {
  eftpos: "EFTPOS",
  cash: "Cash",
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  giftcard: "Gift card",
  card: "Card",
  paypal: "PayPal",
  afterpay: "Afterpay",
  zip: "Zip",
  applepay: "Apple Pay",
  flypay: "Flypay",
};

const payName = (code: string) => PAY_TYPES[code.toLowerCase()] ?? humanise(code);

/** A till payment: "EFTPOS ending 7330", "Cash". */
export function receiptPaymentText(p: Pick<ReceiptPayment, "type" | "last4">): string {
  const name = payName(p.type);
  return p.last4 ? `${name} ending ${p.last4}` : name;
}

/** An online payment: "Visa ending 4242", "PayPal", "Gift card ending 0005". */
export function orderPaymentText(p: Pick<OrderPayment, "method" | "cardType" | "last4">): string {
  const card = p.method === "card" && p.cardType ? payName(p.cardType) : payName(p.method);
  return p.last4 ? `${card} ending ${p.last4}` : card;
}

const dateFormat = new Intl.DateTimeFormat("en-AU", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Australia/Melbourne",
});

/** An instant as the shop shows dates: DD/MM/YYYY in Melbourne ("" for none or a bad one). */
export function displayDate(iso: string | undefined): string {
  if (!iso) return "";
  const t = new Date(iso);
  return Number.isNaN(t.getTime()) ? "" : dateFormat.format(t);
}

/** Why an entry (or the whole order) cannot be returned. */
export type NotReturnable = "cancelled" | "notYet" | "expired" | "returned";

const handed = (c: Consignment) => c.status === "shipped" || c.status === "collected";

/**
 * Why an order entry has nothing left to return at `now`: its consignments were cancelled, are not
 * yet shipped or collected, are past their 60 days, or it has all been returned already. Undefined
 * when it can still be returned.
 */
export function whyNotReturnable(order: Order, entryNumber: number, now: Date): NotReturnable | undefined {
  const entry = order.entries.find((e) => e.entryNumber === entryNumber);
  if (entry && entry.returnableQuantity > 0) return undefined;
  const parts = (order.consignments ?? []).filter((c) =>
    c.entries.some((e) => e.entryNumber === entryNumber),
  );
  if (parts.length > 0 && parts.every((c) => c.status === "cancelled")) return "cancelled";
  if (parts.length === 0 && order.status === "cancelled") return "cancelled";
  const given = parts.filter(handed);
  if (given.length === 0) return "notYet";
  const open = given.filter(
    (c) => c.returnableUntil && new Date(c.returnableUntil).getTime() >= now.getTime(),
  );
  if (open.length === 0) return "expired";
  if (given.length < parts.filter((c) => c.status !== "cancelled").length) return "notYet";
  return "returned";
}

/** Why nothing in the order can be returned, or undefined when something can. */
export function whyOrderNotReturnable(order: Order, now: Date): NotReturnable | undefined {
  if (order.entries.some((e) => e.returnableQuantity > 0)) return undefined;
  const reasons = order.entries.map((e) => whyNotReturnable(order, e.entryNumber, now));
  // The reason that says most about the order: one item not yet here is worth waiting for.
  for (const r of ["notYet", "expired", "returned", "cancelled"] as const) {
    if (reasons.includes(r)) return r;
  }
  return order.status === "cancelled" ? "cancelled" : "notYet";
}

/** The last day the order's items can be returned (the latest window end), DD/MM/YYYY. */
export function returnWindowEnd(order: Order): string {
  const ends = (order.consignments ?? [])
    .map((c) => c.returnableUntil)
    .filter((d): d is string => Boolean(d))
    .sort();
  return displayDate(ends[ends.length - 1]);
}

/** The sentence for a whole order that has nothing to return. */
export function notReturnableText(why: NotReturnable, order: Order): string {
  switch (why) {
    case "cancelled":
      return "This order was cancelled, so there's nothing to return.";
    case "notYet":
      return isCollection(order)
        ? "Nothing in this order has been collected yet. You can return items once you've collected them."
        : "Nothing in this order has been shipped yet. You can return items once they've been sent.";
    case "expired": {
      const end = returnWindowEnd(order);
      return `The 60-day return window for this order has closed${end ? ` (it ended on ${end})` : ""}.`;
    }
    case "returned":
      return "Everything in this order has already been returned.";
  }
}

/** The short note beside an item that cannot be returned. */
export function notReturnableNote(why: NotReturnable): string {
  switch (why) {
    case "cancelled":
      return "Cancelled";
    case "notYet":
      return "Not yet shipped or collected";
    case "expired":
      return "Past the 60-day return window";
    case "returned":
      return "Already returned";
  }
}
