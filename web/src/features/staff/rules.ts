// The back office's rules as plain functions: what a consignment's status, mode and the member's
// role allow (internal/order/consignment.go's moves, internal/staff/permissions.go's roles as the
// session's operations), the filters in the address bar, and the forms' checks.
import { z } from "zod";
import { ApiError } from "../../lib/api";
import { isEmail } from "../../lib/validation";
import type { ConsignmentStatus, DeliveryMode, MoveTo, ReturnStatus, StaffRole, StaffSession } from "./types";

// --- names -------------------------------------------------------------------------------------

export const ROLE_LABELS: Record<StaffRole, string> = {
  fulfilment: "Fulfilment",
  "customer-service": "Customer service",
  manager: "Manager",
  admin: "Admin",
};

export const roleLabel = (role: string) => ROLE_LABELS[role as StaffRole] ?? role;

export const MODE_LABELS: Record<DeliveryMode, string> = {
  HD: "Home delivery",
  ED: "Express",
  CNC: "Click & collect",
};

export const modeLabel = (mode: string) => MODE_LABELS[mode as DeliveryMode] ?? mode;

export const STATUS_LABELS: Record<ConsignmentStatus, string> = {
  placed: "Placed",
  picked: "Picked",
  shipped: "Shipped",
  readyForCollection: "Ready for collection",
  collected: "Collected",
  cancelled: "Cancelled",
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  received: "Received",
  refunding: "Refund pending",
  refundFailed: "Refund failed",
  refunded: "Refunded",
};

/** An order's status (placed, processing, partlyShipped…) or a consignment's, as words. */
export function statusLabel(status: string): string {
  const known: Record<string, string> = {
    ...STATUS_LABELS,
    ...RETURN_STATUS_LABELS,
    processing: "Processing",
    partlyShipped: "Partly shipped",
    completed: "Completed",
  };
  return known[status] ?? status;
}

/** Where a consignment leaves from: the distribution centre or a store. */
export const locationLabel = (location: string) =>
  location === "online" ? "Online (distribution centre)" : `Store ${location}`;

/** The carriers staff ship with (updateConsignment's carrier codes, aftersale's tracking links). */
export const CARRIERS = [
  { code: "auspost", name: "Australia Post" },
  { code: "startrack", name: "StarTrack" },
  { code: "couriersplease", name: "CouriersPlease" },
  { code: "aramex", name: "Aramex" },
  { code: "toll", name: "Toll" },
] as const;

export const carrierName = (code: string) => CARRIERS.find((c) => c.code === code)?.name ?? code;

// --- what the role allows ----------------------------------------------------------------------------

/** The staff operations (operationIds) the pages use. */
export type StaffOperation =
  | "listFulfilmentOrders"
  | "getStaffOrder"
  | "updateConsignment"
  | "listReturns"
  | "receiveReturn"
  | "refundReturn"
  | "listStaff"
  | "addStaff"
  | "disableStaff"
  | "changeStaffPassword"
  | "importReceipts"
  | "staffSignOut"
  | "findMembership"
  | "staffCancelMembership"
  | "extendMembershipTrial";

/** Whether the signed-in member's role allows op (the session lists the operations it allows). */
export const can = (session: Pick<StaffSession, "operations"> | null | undefined, op: StaffOperation) =>
  Boolean(session?.operations.includes(op));

/** The moves each status allows, before the mode is considered (internal/order's next). */
const NEXT: Partial<Record<ConsignmentStatus, MoveTo[]>> = {
  placed: ["picked", "cancelled"],
  picked: ["shipped", "readyForCollection", "cancelled"],
  readyForCollection: ["collected", "cancelled"],
};

/**
 * The moves a consignment allows: placed → Pick or Cancel; picked → Ship (delivery) or Ready for
 * collection (click and collect), or Cancel; ready → Collected or Cancel; nothing once shipped,
 * collected or cancelled. None when the role may not update consignments.
 */
export function allowedMoves(
  status: ConsignmentStatus,
  mode: string,
  session: Pick<StaffSession, "operations"> | null | undefined,
): MoveTo[] {
  if (!can(session, "updateConsignment")) return [];
  const collect = mode === "CNC";
  return (NEXT[status] ?? []).filter(
    (to) => !(to === "shipped" && collect) && !(to === "readyForCollection" && !collect),
  );
}

/** A move's button text. */
export const MOVE_LABELS: Record<MoveTo, string> = {
  picked: "Pick",
  shipped: "Ship",
  readyForCollection: "Ready for collection",
  collected: "Collected",
  cancelled: "Cancel",
};

/** A move that asks for details first (a dialog); the others happen at once. */
export const movesNeedDetails = (to: MoveTo) => to === "shipped" || to === "collected" || to === "cancelled";

/** What the move did, as announced: "Shipment 1 of 2 of order 30000010 picked." */
export const MOVE_DONE: Record<MoveTo, string> = {
  picked: "picked",
  shipped: "shipped",
  readyForCollection: "ready for collection",
  collected: "collected",
  cancelled: "cancelled",
};

/**
 * Keyboard shortcuts in the queue (a row focused): P picks, S opens Ship and C opens Collected.
 * Ready for collection (which e-mails the shopper) and Cancel have none: a stray key must not do them.
 */
export const SHORTCUTS: Partial<Record<MoveTo, string>> = {
  picked: "p",
  shipped: "s",
  collected: "c",
};

/** The move a key press asks for among the allowed ones, if any. */
export function moveForKey(key: string, allowed: MoveTo[]): MoveTo | undefined {
  const k = key.toLowerCase();
  return allowed.find((to) => SHORTCUTS[to] === k);
}

/**
 * The return actions the return's status and the role allow: Receive a requested one, Refund a
 * received one, and Refund again one whose refund a payment provider refused (refundReturn asks
 * again for the refused refunds).
 */
export function returnActions(
  status: ReturnStatus,
  session: Pick<StaffSession, "operations"> | null | undefined,
): ("receive" | "refund")[] {
  if (status === "requested" && can(session, "receiveReturn")) return ["receive"];
  if ((status === "received" || status === "refundFailed") && can(session, "refundReturn")) return ["refund"];
  return [];
}

/** The refund button's words: "Refund", or "Retry refund" when a provider refused it. */
export const refundButtonText = (status: ReturnStatus) =>
  status === "refundFailed" ? "Retry refund" : "Refund";

/**
 * What the screen reader hears after Refund: the refund is with the payment providers (refunding)
 * until they confirm it; a return with nothing to give back is refunded at once.
 */
export function refundAnnouncement(r: {
  returnCode: string;
  status: ReturnStatus;
  estimatedRefund: { formattedValue: string };
}): string {
  if (r.status === "refunded") return `Return ${r.returnCode} refunded: ${r.estimatedRefund.formattedValue}.`;
  return `Return ${r.returnCode}: refund of ${r.estimatedRefund.formattedValue} sent to the payment provider. It shows Refunded once the provider confirms it.`;
}

/** One refund's line in the back office: where it went, and where it stands unless it was made. */
export function refundLineText(f: { text: string; status: string; reason?: string }): string {
  if (f.status === "pending") return `${f.text} (pending)`;
  if (f.status === "failed") return `${f.text} (failed${f.reason ? `: ${f.reason}` : ""})`;
  return f.text;
}

// --- filters in the address bar --------------------------------------------------------------------------

export const QUEUE_STATUSES = [
  { value: "open", label: "Open (placed, picked, ready)" },
  { value: "placed", label: "Placed" },
  { value: "picked", label: "Picked" },
  { value: "readyForCollection", label: "Ready for collection" },
  { value: "shipped", label: "Shipped" },
  { value: "collected", label: "Collected" },
  { value: "cancelled", label: "Cancelled" },
  { value: "all", label: "All" },
] as const;

export type QueueStatus = (typeof QUEUE_STATUSES)[number]["value"];

export interface QueueFilter {
  status: QueueStatus;
  /** "" every location, "online", or a four-digit store number. */
  location: string;
  page: number;
}

const pageOf = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : 1;
};

/** A store number: four digits. */
export const isStoreNumber = (v: string) => /^\d{4}$/.test(v);

/** The queue's filter from the page's query (?status=&location=&page=); anything unknown is the default. */
export function parseQueueFilter(params: URLSearchParams): QueueFilter {
  const status = params.get("status") ?? "";
  const location = (params.get("location") ?? "").trim();
  return {
    status: QUEUE_STATUSES.some((s) => s.value === status) ? (status as QueueStatus) : "open",
    location: location === "online" || isStoreNumber(location) ? location : "",
    page: pageOf(params.get("page")),
  };
}

/** The page's query for a filter, defaults left out. */
export function queueSearch(f: QueueFilter): string {
  const p = new URLSearchParams();
  if (f.status !== "open") p.set("status", f.status);
  if (f.location) p.set("location", f.location);
  if (f.page > 1) p.set("page", String(f.page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** listFulfilmentOrders' URL for a filter. */
export function queueApiUrl(f: QueueFilter): string {
  const p = new URLSearchParams({ status: f.status, page: String(f.page) });
  if (f.location) p.set("storeNumber", f.location);
  return `/api/staff/consignments?${p}`;
}

export const RETURN_FILTERS = [
  { value: "", label: "All" },
  { value: "requested", label: "Requested" },
  { value: "received", label: "Received" },
  { value: "refunding", label: "Refund pending" },
  { value: "refundFailed", label: "Refund failed" },
  { value: "refunded", label: "Refunded" },
] as const;

export interface ReturnsFilter {
  status: "" | ReturnStatus;
  page: number;
}

export function parseReturnsFilter(params: URLSearchParams): ReturnsFilter {
  const status = params.get("status") ?? "";
  return {
    status: RETURN_FILTERS.some((f) => f.value !== "" && f.value === status) ? (status as ReturnStatus) : "",
    page: pageOf(params.get("page")),
  };
}

export function returnsSearch(f: ReturnsFilter): string {
  const p = new URLSearchParams();
  if (f.status) p.set("status", f.status);
  if (f.page > 1) p.set("page", String(f.page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

export function returnsApiUrl(f: ReturnsFilter): string {
  const p = new URLSearchParams({ page: String(f.page) });
  if (f.status) p.set("status", f.status);
  return `/api/staff/returns?${p}`;
}

// --- forms -------------------------------------------------------------------------------------------

/** The server's limit on a move's texts (who collected it, why it is cancelled). */
export const MOVE_TEXT_MAX = 120;

/** The server's limit on a tracking number. */
export const TRACKING_MAX = 40;

/**
 * Whether staff's free text is one line of plain text, as the server takes it (docs/validation.md,
 * "Staff free text"; platform/validate's Line): printable characters and plain spaces only (no
 * control characters, line breaks, tabs or invisible formatting), and no markup's angle brackets.
 */
export const isPlainLine = (v: string) => !/[^\p{L}\p{M}\p{N}\p{P}\p{S} ]|[<>]/u.test(v);

export const PLAIN_LINE = "Use plain text on one line, without < or >.";

/** A tracking number as carriers write them: letters, digits, spaces and hyphens. */
export const isTrackingNumber = (v: string) => /^[A-Za-z0-9 -]*$/.test(v);

export const TRACKING_CHARS = "Use only letters, digits, spaces and hyphens.";

const text = (missing: string, max = MOVE_TEXT_MAX) =>
  z
    .string()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, missing)
        .refine((v) => Array.from(v).length <= max, `Enter at most ${max} characters.`)
        .refine(isPlainLine, PLAIN_LINE),
    );

export const signInSchema = z.object({
  email: z
    .string()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, "Enter your work e-mail address.")
        .refine((v) => v === "" || isEmail(v), "Enter a valid e-mail address."),
    ),
  password: z.string().min(1, "Enter your password."),
});
export type SignInValues = z.input<typeof signInSchema>;

export const shipSchema = z.object({
  carrier: z.string().refine((v) => CARRIERS.some((c) => c.code === v), "Choose a carrier."),
  trackingNumber: text("Enter the tracking number.", TRACKING_MAX).refine(isTrackingNumber, TRACKING_CHARS),
});
export type ShipValues = z.input<typeof shipSchema>;

export const collectedSchema = z.object({ collectedBy: text("Enter the name of who collected it.") });
export type CollectedValues = z.input<typeof collectedSchema>;

export const cancelSchema = z.object({ reason: text("Enter why it is cancelled.") });
export type CancelValues = z.input<typeof cancelSchema>;

/** The server's limit on a staff member's name. */
export const STAFF_NAME_MAX = 100;

export const addStaffSchema = z.object({
  email: z
    .string()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, "Enter their work e-mail address.")
        .refine((v) => v === "" || isEmail(v), "Enter a valid e-mail address."),
    ),
  name: z
    .string()
    .transform((v) => v.trim())
    .refine((v) => Array.from(v).length <= STAFF_NAME_MAX, `Enter at most ${STAFF_NAME_MAX} characters.`)
    .refine(isPlainLine, PLAIN_LINE),
  role: z.enum(["fulfilment", "customer-service", "manager", "admin"], { error: "Choose a role." }),
});
export type AddStaffValues = z.input<typeof addStaffSchema>;

/** The server's bounds on a staff password: at least 8 characters, at most 128 bytes. */
export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX_BYTES = 128;

export const WEAK_PASSWORD =
  "Choose a stronger password: at least 8 characters, not a common password, and not your e-mail or name.";

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password."),
    password: z
      .string()
      .refine(
        (v) => Array.from(v).length >= STAFF_PASSWORD_MIN,
        `Use at least ${STAFF_PASSWORD_MIN} characters.`,
      )
      .refine(
        (v) => new TextEncoder().encode(v).length <= STAFF_PASSWORD_MAX_BYTES,
        "That is too long: use at most 128 characters.",
      ),
    confirm: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.password && v.currentPassword && v.password === v.currentPassword)
      ctx.addIssue({
        code: "custom",
        path: ["password"],
        message: "Choose a password different from your current one.",
      });
    if (!v.confirm)
      ctx.addIssue({ code: "custom", path: ["confirm"], message: "Enter the new password again." });
    else if (v.confirm !== v.password)
      ctx.addIssue({ code: "custom", path: ["confirm"], message: "The new passwords don't match." });
  });
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

// --- errors --------------------------------------------------------------------------------------------

/** A form's field's message for the server's validation key (platform/validate). */
export function serverFieldMessage(field: string, key: string): string {
  if (key === "missing-args") {
    const missing: Record<string, string> = {
      carrier: "Choose a carrier.",
      trackingNumber: "Enter the tracking number.",
      collectedBy: "Enter the name of who collected it.",
      reason: "Enter why it is cancelled.",
      email: "Enter their work e-mail address.",
      password: "Enter your password.",
      currentPassword: "Enter your current password.",
      role: "Choose a role.",
    };
    return missing[field] ?? "This is needed.";
  }
  if (key === "insecure-password") return WEAK_PASSWORD;
  if (key === "invalid-password" && field === "currentPassword") return "Your current password is not right.";
  if (key === "invalid-email-address") return "Enter a valid e-mail address.";
  if (key === "invalid-length") return "That is too long.";
  if (key === "invalid-format") return field === "trackingNumber" ? TRACKING_CHARS : PLAIN_LINE;
  if (key === "malformed-request" && field === "carrier") return "Choose a carrier.";
  return "Check this: the server did not accept it.";
}

/** What a failed move, receive or refund tells staff, beside the field messages. */
export function actionErrorText(err: unknown): string {
  if (!(err instanceof ApiError)) return "Something went wrong. Please try again.";
  switch (err.code) {
    case "ERR_CONSIGNMENT_MOVE_NOT_ALLOWED":
      return "That consignment can't move that way from where it is now: someone may have moved it already. The list has been refreshed.";
    case "ERR_NOT_READY":
      return "That return must be received before it is refunded.";
    case "ERR_CONFLICT":
      return "Someone changed it just now. It has been refreshed: please check and try again.";
    case "ERR_FORBIDDEN":
      return "Your role does not allow that, or your staff session has ended.";
    case "ERR_ORDER_NOT_FOUND":
      return "We couldn't find that order, consignment or return.";
  }
  if (err.status === 429) return "Too many requests just now. Please wait a moment and try again.";
  if (Object.keys(err.fields).length > 0) return "Please check the highlighted fields.";
  return err.message || "Something went wrong. Please try again.";
}

/** The sign-in form's message for a failed sign-in. */
export function signInErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === "ERR_LOGIN_BAD_CREDENTIALS") return "The e-mail or password is not right.";
    if (err.code === "ERR_LOGIN_ACCOUNT_LOCKED")
      return "Too many failed sign-ins: this account is locked for 15 minutes.";
    if (err.code === "ERR_FORBIDDEN") return "There is no back office on this shop.";
    if (err.status === 429) return "Too many attempts just now. Please wait a moment and try again.";
  }
  return "We couldn't sign you in just now. Please try again.";
}

// --- the audit log ----------------------------------------------------------------------------------------

const AUDIT_ACTIONS: Record<string, string> = {
  "consignment.picked": "Picked",
  "consignment.shipped": "Shipped",
  "consignment.readyForCollection": "Ready for collection",
  "consignment.collected": "Collected",
  "consignment.cancelled": "Cancelled",
  "return.requested": "Return requested",
  "return.received": "Return received",
  "return.refund_requested": "Refund sent to the payment provider",
  "return.refund_failed": "Refund failed",
  "return.refund_retried": "Refund sent again",
  "return.refunded": "Return refunded",
  "consignment.refund_failed": "Cancellation refund failed",
};

export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;

const DETAIL_NAMES: Record<string, string> = {
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  collectedBy: "Collected by",
  reason: "Reason",
  amount: "Amount",
  estimatedRefund: "Estimated refund",
  refund: "Refund",
  refunds: "Refunds",
};

/** Details the log shows elsewhere: the status a move went to (the action), the order (the page). */
const SHOWN_ELSEWHERE = new Set(["status", "order"]);

/**
 * An audit entry's detail (a JSON object of readable values) as "Carrier: Australia Post · Tracking
 * number: X1", leaving out what the log shows elsewhere (the status moved to, the order) and empty
 * values.
 */
export function auditDetailText(detail: string): string {
  if (!detail) return "";
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return detail;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return String(parsed);
  return Object.entries(parsed as Record<string, unknown>)
    .filter(([k, v]) => !SHOWN_ELSEWHERE.has(k) && v !== "" && v !== null && v !== undefined)
    .map(([k, v]) => {
      const value =
        typeof v === "string"
          ? v
          : Array.isArray(v) && v.every((x) => typeof x === "string")
            ? v.join("; ")
            : JSON.stringify(v);
      return `${DETAIL_NAMES[k] ?? k}: ${k === "carrier" ? carrierName(value) : value}`;
    })
    .join(" · ");
}

/**
 * What an audit entry of an order was done to, by its subject: "Order 30000001", "Shipment 2" (or
 * "Collection 2" for click and collect) for consignment "30000001-2", "Return R30000001-1".
 */
export function auditSubjectLabel(subject: string, order: { code: string; collect: boolean }): string {
  if (subject === order.code) return `Order ${subject}`;
  if (/^R\d+-\d+$/.test(subject)) return `Return ${subject}`;
  const n = subject.startsWith(`${order.code}-`) ? subject.slice(order.code.length + 1) : "";
  if (/^\d+$/.test(n)) return `${order.collect ? "Collection" : "Shipment"} ${Number(n)}`;
  return subject;
}

/** Formats an RFC 3339 time as Melbourne's date and time: "24/11/2026, 3:05 pm". */
export function formatDateTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Melbourne",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(t));
}
