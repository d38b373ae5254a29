// The order pages' wire shapes (internal/httpapi/orders.go and checkout.go's orderJSON): the order
// history, an order with its consignments and returns, an in-store receipt, guest tracking and the
// returns portal.
import type { Money } from "../../lib/money";

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
import type { Consignment, Order, OrderStatus } from "../../lib/orderTypes";

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
