// The order pages' shapes. The wire's are the server's OpenAPI document's (lib/api-types.ts, generated
// from internal/httpapi/orders.go and checkout.go's orderJSON): the order history, an order with its
// consignments and returns, an in-store receipt, guest tracking and the returns portal.
import type { RequestBody, Schema } from "../../lib/api";

export type {
  OrderStatus,
  ConsignmentStatus,
  ReturnStatus,
  OrderAddress,
  OrderPickup,
  OrderEntry,
  OrderPayment,
  ConsignedEntry,
  Consignment,
  ReturnedEntry,
  Refund,
  OrderReturn,
  Order,
} from "../../lib/orderTypes";

export type ReceiptItem = Schema<"ReceiptItemJSON">;

export type ReceiptDiscount = Schema<"ReceiptDiscountJSON">;

/** A receipt's payment; its type is eftpos, cash, visa, mastercard, amex, giftcard… */
export type ReceiptPayment = Schema<"ReceiptPaymentJSON">;

/** An in-store purchase. */
export type Receipt = Schema<"ReceiptJSON">;

/** An online order as the history lists it (getOrder has the rest). */
export type OrderBrief = Schema<"OrderBriefJSON">;

/** A purchase in the history: an online order or an in-store receipt. */
export type HistoryItem = Schema<"HistoryItemJSON">;

/** listOrders' answer: the purchases and what the customer saved over the last 6 months. */
export type OrderList = Schema<"OrderList">;

/** getReceipt's answer: the receipt and its number as a Code 128 barcode (an SVG document). */
export type ReceiptAnswer = Schema<"ReceiptAnswer">;

export type RefundReason = Schema<"AftersaleReason">;

/** An order number and e-mail, as a guest gives them (trackOrder, searchOrderForReturn). */
export type Lookup = RequestBody<"trackOrder">;

export type ReturnSearchAnswer = Schema<"ReturnSearchAnswer">;

/** Who an order's return is likely sent by, and from where (searchOrderForReturn's sender). */
export type ReturnSender = Schema<"ReturnSenderJSON">;

/**
 * submitReturn's address as the form sends it: the sender always, then the finder's line with its id
 * or the parts. The wire has every field optional; the form always has the sender (its e-mail is
 * shown on the confirmation), so this client-side view keeps them required.
 */
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

/** submitReturn's request as the form builds it (each entry with its quantity and reason). */
export interface ReturnRequest extends Lookup {
  returnEntries: { productCode: string; returnQty: number; reasonForReturn: string }[];
  address: ReturnAddressInput;
}
