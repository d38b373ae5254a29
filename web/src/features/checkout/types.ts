// The checkout's shapes (docs/checkout.md "HTTP operations"). The wire's are the server's OpenAPI
// document's (lib/api-types.ts, generated), the cart summary inside the checkout among them (a feature
// never imports another: features/cart names the same schemas for itself).
import type { Answer, RequestBody, Schema } from "../../lib/api";

export type DeliveryModeCode = "HD" | "ED" | "CNC";
export type PaymentMode = RequestBody<"placeOrder">["paymentMode"];

/**
 * An address on the checkout: the wire's, read with two fields of the address book's addresses,
 * formattedAddress and defaultAddress, which addressLines and the saved-address list show when present
 * (the checkout's addresses do not carry them: internal/checkout's Address).
 */
export type CheckoutAddress = Schema<"CartAddress"> & { formattedAddress?: string; defaultAddress?: boolean };

/** A saved address: copied from the address book, so it always has its id. */
export type SavedAddress = CheckoutAddress & { id: string };

/** One gift card pre-authorisation held on the checkout; balance is what stays on that gift card. */
export type GiftCardLine = Schema<"CheckoutGiftCardView">;

type CartEntryView = Schema<"CartEntryView">;

/** A cart entry by the fields the checkout shows. */
export type CheckoutEntry = Pick<
  CartEntryView,
  | "entryNumber"
  | "productCode"
  | "name"
  | "url"
  | "imageUrl"
  | "colour"
  | "size"
  | "quantity"
  | "basePrice"
  | "totalPrice"
> &
  Partial<Pick<CartEntryView, "productType">>;

/**
 * The click-and-collect store with its collection point and the collector's contact: a client-side
 * view that reads the cart's pickup store (flat), an order's pickup (storeName) and the basket's older
 * shape (address) alike.
 */
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

type CartSummary = Schema<"CartSummary">;

/** The cart summary as getCart answers it, by the fields the checkout shows. */
export type CheckoutCart = Pick<
  CartSummary,
  | "totalUnitCount"
  | "hash"
  | "subtotal"
  | "deliveryMode"
  | "deliveryFee"
  | "total"
  | "gst"
  | "deliveryPromiseSaved"
> &
  Partial<
    Pick<CartSummary, "bulkyFee" | "giftCardDeliveryFee" | "orderDiscounts" | "containsDigitalEntriesOnly">
  > & {
    entries: CheckoutEntry[];
    pickupStore: PickupStore | null;
  };

/**
 * prepopulateCheckout's answer, as every checkout step answers it: balance is what is left to pay once
 * the gift cards are taken off. The payment mode is "" or one setPaymentMode took (the wire's is text).
 */
export type Checkout = Omit<
  Answer<"prepopulateCheckout">,
  "paymentMode" | "deliveryAddress" | "billingAddress" | "savedAddresses" | "cart"
> & {
  paymentMode: PaymentMode | "";
  deliveryAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  savedAddresses: SavedAddress[];
  cart: CheckoutCart;
};

/** setDeliveryAddress answers the checkout and whether the delivery fee changed with the address. */
export type DeliveryAddressAnswer = Checkout &
  Pick<Answer<"setDeliveryAddress">, "deliveryFeeChanged" | "error">;

export type Country = Schema<"CheckoutCountry">;

export type PaymentMethod = Schema<"CheckoutMethod">;

/**
 * getPaymentMethods' answer: the methods the cart may use, what each of four payments would be
 * (installmentPrice), a signed-in customer's saved cards (the default first) and PayPal billing
 * agreements, and where the card fields come from (cardFields).
 */
export type PaymentMethods = Answer<"getPaymentMethods">;

/**
 * The card fields' provider: the built-in sandbox (its page at `url`, framed) or Paydock (its
 * browser SDK's widgets, with the environment for their setEnv, the public key and the gateways).
 */
export type CardFields = Schema<"CheckoutCardFields">;

/** A card saved at the gateway: placeOrder pays it by `psced` = paydockSourceId; expiry is MM/YY. */
export type SavedCard = Schema<"CheckoutSavedCardView">;

/** A saved PayPal billing agreement. */
export type PayPalAccount = Schema<"CheckoutPayPalAccountView">;

/** placeOrder's answer: an order (redirectUrl to the thank-you page), a provider's page, or a challenge. */
export type PlaceOrderAnswer = Answer<"placeOrder">;

/**
 * placeOrderGiftCard's and cancelGiftCardPreauth's answer; the gift card form hands on an empty one
 * after a refusal, so the checkout refreshes (every field optional: the client's view).
 */
export type GiftCardAnswer = Partial<Answer<"placeOrderGiftCard">>;

export type GiftCardBalanceAnswer = Answer<"getGiftCardBalance">;

// --- the order (thank-you page) ----------------------------------------------------------------------

type OrderJSON = Answer<"getThankYou">["order"];

/** An order's entry by the fields the thank-you page shows. */
export type OrderEntry = Pick<
  OrderJSON["entries"][number],
  "productCode" | "name" | "colour" | "size" | "quantity" | "basePrice" | "totalPrice" | "imageUrl"
> &
  Partial<Pick<OrderJSON["entries"][number], "entryNumber">>;

/** An order's payment by the fields the thank-you page shows (a card's scheme and last digits when it has them). */
export type OrderPayment = Pick<OrderJSON["payments"][number], "method" | "amount"> &
  Partial<Pick<OrderJSON["payments"][number], "cardType" | "last4" | "sequence">>;

/** getThankYou's order by the fields the thank-you page shows. */
export type Order = Pick<
  OrderJSON,
  "code" | "status" | "placed" | "email" | "deliveryMode" | "subtotal" | "deliveryFee" | "total" | "gst"
> &
  Partial<Pick<OrderJSON, "bulkyFee" | "giftCardDeliveryFee">> & {
    deliveryAddress: CheckoutAddress | null;
    pickup: PickupStore | null;
    entries: OrderEntry[];
    payments: OrderPayment[];
  };
