// Wire shapes of the checkout operations (docs/checkout.md "HTTP operations"). The cart summary inside
// the checkout is described here by the fields the checkout shows (a feature never imports another:
// the cart's own types stay in features/cart).
import type { Money } from "../../lib/money";

export type DeliveryModeCode = "HD" | "ED" | "CNC";
export type PaymentMode = "card" | "paypal" | "afterpay" | "zip" | "applepay" | "flypay" | "giftcard";

/** An address on the wire: the address book's fields plus the name and country. */
export interface CheckoutAddress {
  id: string;
  formType: "single" | "manual" | string;
  singleLineLabel: string;
  singleLineId: string;
  line1: string;
  line2: string;
  town: string;
  state: string;
  postalCode: string;
  phone: string;
  isBlocked: boolean;
  defaultAddress: boolean;
  formattedAddress: string;
  firstName: string;
  lastName: string;
  country: string;
}

/** One gift card pre-authorisation held on the checkout. */
export interface GiftCardLine {
  sequence: number;
  amount: Money;
  /** What stays on that gift card. */
  balance: Money;
  last4: string;
}

export interface CheckoutEntry {
  entryNumber: number;
  productCode: string;
  name: string;
  url: string;
  imageUrl: string;
  colour: string;
  size: string;
  quantity: number;
  basePrice: Money;
  totalPrice: Money;
  productType?: string;
}

/** The click-and-collect store with its collection point and the collector's contact. */
export interface PickupStore {
  storeNumber: string;
  name?: string;
  /** An order's pickup names its store so. */
  storeName?: string;
  displayName?: string;
  town?: string;
  postalCode?: string;
  state?: string;
  collectionPoint?: string;
  firstName?: string;
  lastName?: string;
  mobileNumber?: string;
  phone?: string;
  email?: string;
  /** The basket's older shape puts the town and postcode under address. */
  address?: { town?: string; postalCode?: string; line1?: string; state?: string };
}

/** The cart summary as getCart answers it: the fields the checkout uses. */
export interface CheckoutCart {
  entries: CheckoutEntry[];
  totalUnitCount: number;
  hash: string;
  subtotal: Money;
  deliveryMode: { code: DeliveryModeCode; name: string } | null;
  deliveryFee: Money | null;
  bulkyFee?: Money | null;
  giftCardDeliveryFee?: Money | null;
  orderDiscounts?: Money | null;
  total: Money;
  gst: Money;
  containsDigitalEntriesOnly?: boolean;
  deliveryPromiseSaved: boolean;
  pickupStore: PickupStore | null;
}

export interface Checkout {
  email: string;
  guest: boolean;
  signedIn: boolean;
  deliveryMode: DeliveryModeCode | "";
  deliveryAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  billingSameAsDelivery: boolean;
  paymentMode: PaymentMode | "";
  giftCards: GiftCardLine[];
  /** What is left to pay once the gift cards are taken off. */
  balance: Money;
  savedAddresses: CheckoutAddress[];
  complete: { email: boolean; delivery: boolean; billing: boolean; payment: boolean };
  cart: CheckoutCart;
}

/** setDeliveryAddress answers the checkout and whether the delivery fee changed with the address. */
export type DeliveryAddressAnswer = Checkout & { deliveryFeeChanged?: boolean };

export interface Country {
  isocode: string;
  name: string;
}

export interface PaymentMethod {
  id: PaymentMode | string;
  name: string;
  available: boolean;
  reason?: string;
}

export interface PaymentMethods {
  methods: PaymentMethod[];
  ipg?: boolean;
  paypal?: boolean;
  paypalpayinfour?: boolean;
  afterpay?: boolean;
  zip?: boolean;
  flypay?: boolean;
  paydock?: boolean;
  applepay?: boolean;
  paydockGiftCard?: boolean;
  /** What each of four payments would be (Afterpay, PayPal Pay in 4). */
  installmentPrice?: Money | null;
  /** A signed-in customer's saved cards, the default first ([] or absent for a guest). */
  savedCards?: SavedCard[];
  /** A signed-in customer's saved PayPal billing agreements. */
  paypalAccounts?: PayPalAccount[];
  /** Where the card (and gift card) fields come from; absent: the sandbox's. */
  cardFields?: CardFields;
}

/**
 * The card fields' provider: the built-in sandbox (its page at `url`, framed) or Paydock (its
 * browser SDK's widgets, with the environment for their setEnv, the public key and the gateways).
 */
export interface CardFields {
  provider: "sandbox" | "paydock";
  /** The sandbox's fields page ("/sandbox/card/fields"). */
  url?: string;
  /** Paydock's browser SDK (its widget and Canvas3ds); absent: Paydock's own. */
  scriptUrl?: string;
  environment?: "sandbox" | "production";
  publicKey?: string;
  gatewayId?: string;
  giftCardGatewayId?: string;
  applePayGatewayId?: string;
}

/** A card saved at the gateway: placeOrder pays it by `psced` = paydockSourceId. */
export interface SavedCard {
  paydockSourceId: string;
  cardType: string;
  last4: string;
  /** MM/YY */
  expiry: string;
  isDefault: boolean;
}

/** A saved PayPal billing agreement. */
export interface PayPalAccount {
  paymentInfoId: string;
  email: string;
  isDefault: boolean;
}

/** placeOrder's answer: an order (redirectUrl to the thank-you page), a provider's page, or a challenge. */
export interface PlaceOrderAnswer {
  orderCode?: string;
  redirectUrl?: string;
  threeDS?: { tcId: string; challengeUrl: string };
}

export interface GiftCardAnswer {
  giftCardDetails?: { splitCardSummaryDetailsList: GiftCardLine[] };
  balance?: Money;
  orderCode?: string;
  redirectUrl?: string;
}

export interface GiftCardBalanceAnswer {
  balance: Money;
  splitGiftCardDetails?: { sequence: number; balance: Money };
}

// --- the order (thank-you page) ----------------------------------------------------------------------

export interface OrderEntry {
  entryNumber?: number;
  productCode: string;
  name: string;
  colour: string;
  size: string;
  quantity: number;
  basePrice: Money;
  totalPrice: Money;
  imageUrl: string;
}

export interface OrderPayment {
  method: string;
  amount: Money;
  cardType?: string;
  last4?: string;
  sequence?: number;
}

export interface Order {
  code: string;
  status: string;
  placed: string;
  email: string;
  deliveryMode: DeliveryModeCode | "";
  deliveryAddress: CheckoutAddress | null;
  pickup: PickupStore | null;
  entries: OrderEntry[];
  payments: OrderPayment[];
  subtotal: Money;
  deliveryFee: Money | null;
  total: Money;
  gst: Money;
}
