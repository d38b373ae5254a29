// The order pages' wire shapes (internal/httpapi/orders.go and checkout.go's orderJSON): the order
// history, an order with its consignments and returns, an in-store receipt, guest tracking and the
// returns portal.
import type { Money } from "../../lib/money";

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
  status: ConsignmentStatus | string;
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
  status: ReturnStatus | string;
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

export interface ReceiptItem {
  productCode: string;
  name: string;
  quantity: number;
  unitPrice: Money;
  total: Money;
}

export interface ReceiptDiscount {
  description: string;
  amount: Money;
}

export interface ReceiptPayment {
  /** eftpos, cash, visa, mastercard, amex, giftcard… */
  type: string;
  amount: Money;
  last4: string;
}

/** An in-store purchase. */
export interface Receipt {
  code: string;
  storeNumber: string;
  storeName: string;
  register: string;
  purchased: string;
  /** DD/MM/YYYY, Melbourne time. */
  purchasedDate: string;
  items: ReceiptItem[];
  discounts: ReceiptDiscount[];
  payments: ReceiptPayment[];
  subtotal: Money;
  discountTotal: Money;
  total: Money;
  gst: Money;
}

/** An online order as the history lists it (getOrder has the rest). */
export interface OrderBrief {
  code: string;
  status: OrderStatus | string;
  placed: string;
  placedDate: string;
  deliveryMode: string;
  total: Money;
  entries: { entryNumber: number; productCode: string; name: string; quantity: number; imageUrl?: string }[];
  consignments?: Consignment[];
}

/** A purchase in the history: an online order or an in-store receipt. */
export interface HistoryItem {
  type: "online" | "store";
  /** The order number or the receipt number. */
  code: string;
  placed: string;
  placedDate: string;
  status: string;
  total: Money;
  itemCount: number;
  storeName?: string;
  storeNumber?: string;
  order?: OrderBrief;
  receipt?: Receipt;
}

export interface OrderList {
  orders: HistoryItem[];
  /** What the customer saved over the last 6 months. */
  savings: Money;
}

export interface ReceiptAnswer {
  receipt: Receipt;
  /** The receipt number as a Code 128 barcode: an SVG document. */
  barcode: string;
}

export interface RefundReason {
  code: string;
  name: string;
}

/** An order number and e-mail, as a guest gives them (trackOrder, searchOrderForReturn). */
export interface Lookup {
  orderId: string;
  email: string;
}

export interface ReturnSearchAnswer {
  orderData: Order;
  refundReasons: RefundReason[];
}

/** submitReturn's address: the finder's line with its id, or the parts. */
export interface ReturnAddressInput {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  singleLineLabel?: string;
  id?: string;
  line1?: string;
  line2?: string;
  location?: string;
  postalCode?: string;
  state?: string;
  town?: string;
}

export interface ReturnRequest extends Lookup {
  returnEntries: { productCode: string; returnQty: number; reasonForReturn: string }[];
  address: ReturnAddressInput;
}
