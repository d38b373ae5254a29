// The cart's shapes, as docs/cart.md states them. The wire's are the server's OpenAPI document's
// (lib/api-types.ts, generated); every change answers the whole cart summary ("The cart summary").
import type { Answer, ApiErrorItem, Schema } from "../../lib/api";

export type StockLevel = Schema<"CatalogStockStatus">;

/** The delivery modes the basket offers: the wire's mode codes are text, these are the ones it knows. */
export type DeliveryModeCode = "CNC" | "HD" | "ED";

export type ProductType = CartEntry["productType"];

export type GiftCardRecipient = Schema<"CartRecipient">;

/** The API's {product}ProductPersonaliseData (docs/cart.md, "Cart operations"). */
export type Personalisation = Schema<"CartPersonalisation">;

/**
 * An entry of the cart: productCode is the variant bought; quantityAdded is set on the entries an add
 * just changed (0 elsewhere); maxQuantity is what it may grow to (per-product limit, other entries of
 * the variant, stock).
 */
export type CartEntry = Schema<"CartEntryView">;

export type Promotion = Schema<"CartPromotionResult">;

export type IncentiveMessage = Schema<"CartIncentive">;

export type PickupStore = Schema<"CartPickupStore">;

/** The cart summary every cart operation answers. */
export type Cart = Schema<"CartSummary">;

export type ChangedItem = Schema<"CartItemResult">;

export type RemovedItem = Schema<"CartItemRef">;

export type ErrorItem = ApiErrorItem;

export type AddAnswer = Answer<"addToCart">;

export type UpdateAnswer = Answer<"updateCart">;

export type RemoveAnswer = Answer<"removeFromCart">;

export type RecalculateAnswer = Answer<"recalculateCart">;

export type MiniCartEntry = Schema<"CartMiniEntry">;

/** The header's mini cart: unit count, subtotal and the three last changed entries. */
export type MiniCart = Answer<"getMiniCart">;

export type CartVariant = Schema<"CartVariantOption">;

export type CartVariants = Answer<"getCartVariants">;

/** A mode the cart may use; the wire's id is text, the basket takes it as one of the codes it knows. */
export type DeliveryModeOption = Omit<Schema<"CartModeOption">, "id"> & { id: DeliveryModeCode };

/** getDeliveryModes' answer, its modes as the basket reads them (DeliveryModeOption). */
export type DeliveryModesAnswer = Omit<Answer<"getDeliveryModes">, "deliveryModes"> & {
  deliveryModes: DeliveryModeOption[];
};

export type PickupAnswer = Answer<"setPickupDetails">;

/**
 * One product of an add as the page builds it: the variant, how many, and the gift card or
 * personalisation extras. The client's own view: the wire takes the products as JSON or as text in a
 * form, each field optional, and names the fonts and colours it allows; the page sends the quantity
 * always and the personalisation as the shopper chose it (the server checks it: docs/cart.md).
 */
export interface AddProduct {
  productCode: string;
  quantity: number;
  configurationInfo?: string;
  firstName?: string;
  lastName?: string;
  recipientEmail?: string;
  messageText?: string;
  wattleProductPersonaliseData?: Personalisation;
}

/** One entry of an update: which entry and its new quantity. */
export interface UpdateProduct {
  productCode: string;
  entryNumber: number;
  quantity: number;
}

/** Max line quantity (docs/cart.md, "Limits"). */
export const MAX_LINE_QUANTITY = 32767;
