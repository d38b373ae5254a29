// The wire shapes of an order (internal/httpapi orders.go and checkout.go's orderJSON), shared by the
// shopper's order pages (features/order) and the back office (features/staff): one order, its
// consignments, returns and refunds.
import type { Money } from "./money";

/** An order's status, derived from its consignments (internal/order StatusOf). */
export type OrderStatus =
  | "placed"
  | "processing"
  | "partlyShipped"
  | "shipped"
  | "readyForCollection"
  | "collected"
  | "completed"
  | "cancelled";

/** A consignment's status (internal/order ConsignmentStatus). */
export type ConsignmentStatus =
  "placed" | "picked" | "shipped" | "readyForCollection" | "collected" | "cancelled";

export type ReturnStatus = "requested" | "received" | "refunded";

export interface OrderAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  town: string;
  state: string;
  postalCode: string;
  country?: string;
  phone?: string;
}

/** A click-and-collect order's store and collector. */
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
  baseProductCode?: string;
  name: string;
  brand?: string;
  colour?: string;
  size?: string;
  quantity: number;
  basePrice: Money;
  totalPrice: Money;
  imageUrl?: string;
  /** Units that can still be returned (shipped or collected within 60 days, not yet returned). */
  returnableQuantity: number;
}

export interface OrderPayment {
  method: string;
  amount: Money;
  cardType?: string;
  last4?: string;
  sequence?: number;
}

export interface ConsignedEntry {
  entryNumber: number;
  productCode: string;
  name: string;
  quantity: number;
}

/** One part of an order leaving from one place: "Shipment 1 of 2", "Collection 1 of 1". */
export interface Consignment {
  code: string;
  number: number;
  of: number;
  label: string;
  status: ConsignmentStatus;
  location: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  collectedBy?: string;
  cancelReason?: string;
  shippedAt?: string;
  collectedAt?: string;
  /** The end of its 60-day return window, once shipped or collected. */
  returnableUntil?: string;
  entries: ConsignedEntry[];
}

export interface ReturnedEntry {
  entryNumber: number;
  productCode: string;
  name: string;
  returnQty: number;
  reasonForReturn: string;
}

export interface Refund {
  method: string;
  amount: Money;
  /** "Visa ending 4242: $49.00". */
  text: string;
}

export interface OrderReturn {
  returnCode: string;
  status: ReturnStatus;
  estimatedRefund: Money;
  created: string;
  entries: ReturnedEntry[];
  refunds: Refund[];
}

export interface Order {
  code: string;
  status: OrderStatus | string;
  placed: string;
  /** DD/MM/YYYY, Melbourne time. */
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
  /** Absent when there are none. */
  consignments?: Consignment[];
  returns?: OrderReturn[];
  refunded?: Money;
}
