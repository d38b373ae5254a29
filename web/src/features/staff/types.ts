// The back office's API shapes (internal/httpapi/staff.go, orders.go and checkout.go's orderJSON).
import type { Money } from "../../lib/money";

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

export type ConsignmentStatus =
  "placed" | "picked" | "shipped" | "readyForCollection" | "collected" | "cancelled";

/** The statuses a consignment may move to (updateConsignment's status). */
export type MoveTo = "picked" | "shipped" | "readyForCollection" | "collected" | "cancelled";

/** HD home delivery, ED express, CNC click and collect. */
export type DeliveryMode = "HD" | "ED" | "CNC";

export interface ConsignedEntry {
  entryNumber: number;
  productCode: string;
  name: string;
  quantity: number;
}

export interface Consignment {
  code: string;
  number: number;
  of: number;
  /** "Shipment 1 of 2" or "Collection 1 of 1". */
  label: string;
  status: ConsignmentStatus;
  /** "online" (the distribution centre) or a store number. */
  location: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  collectedBy?: string;
  cancelReason?: string;
  shippedAt?: string;
  collectedAt?: string;
  returnableUntil?: string;
  entries: ConsignedEntry[];
}

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

export interface OrderAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  town: string;
  state: string;
  postalCode: string;
  country: string;
  phone?: string;
}

export interface OrderPickup {
  storeNumber: string;
  storeName: string;
  collectionPoint?: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

export interface OrderEntry {
  entryNumber: number;
  productCode: string;
  baseProductCode: string;
  name: string;
  brand: string;
  colour: string;
  size: string;
  quantity: number;
  basePrice: Money;
  totalPrice: Money;
  imageUrl: string;
  returnableQuantity: number;
}

export interface OrderPayment {
  method: string;
  amount: Money;
  cardType: string;
  last4: string;
  sequence: number;
}

export type ReturnStatus = "requested" | "received" | "refunded";

export interface ReturnEntry {
  entryNumber: number;
  productCode: string;
  name: string;
  returnQty: number;
  reasonForReturn: string;
}

export interface Refund {
  method: string;
  amount: Money;
  text: string;
}

export interface OrderReturn {
  returnCode: string;
  status: ReturnStatus;
  estimatedRefund: Money;
  created: string;
  entries: ReturnEntry[];
  refunds: Refund[];
}

export interface StaffOrderData {
  code: string;
  status: string;
  placed: string;
  placedDate: string;
  email: string;
  deliveryMode: string;
  deliveryAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  pickup: OrderPickup | null;
  entries: OrderEntry[];
  payments: OrderPayment[];
  subtotal: Money;
  deliveryFee: Money;
  orderDiscounts: Money;
  total: Money;
  gst: Money;
  consignments?: Consignment[];
  returns?: OrderReturn[];
  refunded?: Money;
}

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
