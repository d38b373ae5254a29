// The back office's API shapes (internal/httpapi/staff.go, orders.go and checkout.go's orderJSON).
import type { Consignment, Order, OrderReturn } from "../../lib/orderTypes";

export type {
  ConsignedEntry,
  Consignment,
  ConsignmentStatus,
  OrderAddress,
  OrderEntry,
  OrderPayment,
  OrderPickup,
  OrderReturn,
  Refund,
  ReturnStatus,
} from "../../lib/orderTypes";
export type { ReturnedEntry as ReturnEntry } from "../../lib/orderTypes";

/** Staff roles, narrowest first: each can do everything the narrower ones can. */
export const STAFF_ROLES = ["fulfilment", "customer-service", "manager", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffMember {
  email: string;
  name: string;
  role: StaffRole;
}

/** getStaffSession and staffSignIn: the member and the staff operations (operationIds) the role allows. */
export interface StaffSession {
  staff: StaffMember;
  operations: string[];
}

/** The statuses a consignment may move to (updateConsignment's status). */
export type MoveTo = "picked" | "shipped" | "readyForCollection" | "collected" | "cancelled";

/** HD home delivery, ED express, CNC click and collect. */
export type DeliveryMode = "HD" | "ED" | "CNC";

/** One row of the fulfilment queue. */
export interface QueuedConsignment {
  orderCode: string;
  placed: string;
  placedDate: string;
  deliveryMode: string;
  /** Who it goes to: the delivery address's or the collector's name. */
  customer: string;
  /** The suburb it goes to, or the store it is collected at. */
  destination: string;
  consignment: Consignment;
}

export interface Paged {
  page: number;
  totalPages: number;
  total: number;
}

export interface QueueAnswer extends Paged {
  consignments: QueuedConsignment[];
}

/** getStaffOrder's order: the order as the shopper's pages have it. */
export type StaffOrderData = Order;

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  /** What it was done to: the order ("30000001"), a consignment ("30000001-2") or a return ("R30000001-1"). */
  subject: string;
  /**
   * A JSON object of what changed, with readable values (a move's {status, carrier?,
   * trackingNumber?, collectedBy?, reason?}; amounts as "$36.00"), or "".
   */
  detail: string;
}

/** getStaffOrder and updateConsignment: the audit log oldest first. */
export interface StaffOrderAnswer {
  order: StaffOrderData;
  audit: AuditEntry[];
}

/** A return as the back office lists it. */
export interface StaffReturn extends OrderReturn {
  orderCode: string;
  customer: string;
  email: string;
}

export interface ReturnsAnswer extends Paged {
  returns: StaffReturn[];
}

export interface StaffListMember extends StaffMember {
  locked: boolean;
  disabled: boolean;
}

export interface AddedStaff {
  staff: StaffMember;
  /** Shown this once. */
  initialPassword: string;
}

/** importReceipts' answer: every receipt read is counted in one of inserted, alreadyThere and rejected. */
export interface ImportAnswer {
  read: number;
  inserted: number;
  alreadyThere: number;
  /** Of those inserted, how many were attached to a customer (by e-mail). */
  attached: number;
  rejected: number;
  /** Why receipts were rejected, "line n: …" (n counts the call's receipts from 1), the first 20. */
  errors: string[];
}
