// The back office's shapes. The wire's are the server's OpenAPI document's (lib/api-types.ts, generated
// from internal/httpapi/staff.go, orders.go and checkout.go's orderJSON).
import type { Answer, RequestBody, Schema } from "../../lib/api";
import type { Order } from "../../lib/orderTypes";

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

export type StaffRole = Schema<"StaffRole">;

/** Staff roles, narrowest first: each can do everything the narrower ones can. */
export const STAFF_ROLES = [
  "fulfilment",
  "customer-service",
  "manager",
  "admin",
] as const satisfies readonly StaffRole[];

export type StaffMember = Schema<"StaffJSON">;

/** getStaffSession and staffSignIn: the member and the staff operations (operationIds) the role allows. */
export type StaffSession = Answer<"getStaffSession">;

/** The statuses a consignment may move to (updateConsignment's status). */
export type MoveTo = RequestBody<"updateConsignment">["status"];

/** HD home delivery, ED express, CNC click and collect: the modes the back office names (the wire's is text). */
export type DeliveryMode = "HD" | "ED" | "CNC";

/** One row of the fulfilment queue: who it goes to (the delivery address's or collector's name) and where. */
export type QueuedConsignment = Schema<"QueuedJSON">;

/** listFulfilmentOrders' answer: a page of the queue. */
export type QueueAnswer = Answer<"listFulfilmentOrders">;

/** getStaffOrder's order: the order as the shopper's pages have it. */
export type StaffOrderData = Order;

/**
 * One line of the audit log: what it was done to (the order "30000001", a consignment "30000001-2" or a
 * return "R30000001-1") and its detail, a JSON object of what changed with readable values, or "".
 */
export type AuditEntry = Schema<"AuditJSON">;

/** getStaffOrder and updateConsignment: the order and the audit log oldest first. */
export type StaffOrderAnswer = Answer<"getStaffOrder">;

/** A return as the back office lists it: with its order, customer and e-mail. */
export type StaffReturn = Schema<"StaffReturnJSON">;

/** listReturns' answer: a page of returns. */
export type ReturnsAnswer = Answer<"listReturns">;

export type StaffListMember = Schema<"StaffMemberJSON">;

/** addStaff's answer: the member and the initial password, shown this once. */
export type AddedStaff = Answer<"addStaff">;

/**
 * importReceipts' answer: every receipt read is counted in one of inserted, alreadyThere and rejected;
 * attached counts those inserted that were attached to a customer (by e-mail); errors say why receipts
 * were rejected, "line n: …" (n counts the call's receipts from 1), the first 20.
 */
export type ImportAnswer = Answer<"importReceipts">;
