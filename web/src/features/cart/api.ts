// The cart's calls and shapes, exactly as docs/cart.md states them. Every change answers the whole
// cart summary (docs/cart.md, "The cart summary"): the answer replaces the cached cart, nothing is patched locally.
// Calls go through lib/api (envelope, csrf, the 403 refetch-session-and-retry-once of docs/web.md, "Calling the API").
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiGet, apiPost, type ApiErrorItem } from "../../lib/api";
import type { Money } from "../../lib/money";
import { createOrderedApplier, disregarded, latestOnly } from "./superseded";
import { setMiniCartCount } from "./miniCartCount";

export type StockLevel = "inStock" | "lowStock" | "outOfStock";
export type DeliveryModeCode = "CNC" | "HD" | "ED";
export type ProductType = "mhd" | "giftCard" | "digital";

export interface GiftCardRecipient {
  firstName: string;
  lastName: string;
  recipientEmail: string;
  messageText: string;
}

/** The API's {product}ProductPersonaliseData (docs/cart.md, "Cart operations"). */
export interface Personalisation {
  Text: string;
  "Font Type": string;
  "Font Colour": string;
}

export interface CartEntry {
  entryNumber: number;
  /** The variant code: what is bought. */
  productCode: string;
  baseProductCode: string;
  name: string;
  brand: string;
  url: string;
  imageUrl: string;
  colour: string;
  size: string;
  quantity: number;
  /** Set on the entries an add just changed, 0 elsewhere. */
  quantityAdded: number;
  basePrice: Money;
  wasPrice: Money | null;
  totalPrice: Money;
  hdStockLevelStatus?: StockLevel;
  edStockLevelStatus?: StockLevel;
  ccStockLevelStatus?: StockLevel;
  hdStock?: number;
  edStock?: number;
  ccStock?: number;
  inNetwork: boolean;
  productType: ProductType;
  assorted: boolean;
  preOrder: boolean;
  bulky: boolean;
  /** What this entry may grow to (per-product limit, other entries of the variant, stock). */
  maxQuantity: number;
  giftCard: GiftCardRecipient | null;
  personalisation: Personalisation | null;
  configurationInfo: string;
}

export interface Promotion {
  promotionData: { promotionType: string; code: string; description: string };
}

export interface IncentiveMessage {
  deliveryCode: DeliveryModeCode;
  icon: string;
  message: string;
  amountRemaining: Money;
}

export interface PickupStore {
  storeNumber: string;
  name: string;
  displayName?: string;
  address?: { town?: string; postalCode?: string; line1?: string; state?: string };
}

/** The cart summary every cart operation answers. */
export interface Cart {
  entries: CartEntry[];
  totalUnitCount: number;
  hash: string;
  subtotal: Money;
  deliveryMode: { code: DeliveryModeCode; name: string } | null;
  deliveryFee: Money | null;
  originalDeliveryCost: Money | null;
  bulkyFee: Money | null;
  giftCardDeliveryFee: Money | null;
  voucher: unknown;
  orderDiscounts: Money | null;
  total: Money;
  gst: Money;
  containsDigitalEntriesOnly: boolean;
  installmentPrice: Money | null;
  preOrderDepositAmount: Money | null;
  preOrderOutstandingAmount: Money | null;
  incentiveMessages: IncentiveMessage[];
  excludedForAfterpay: boolean;
  excludedForZip: boolean;
  deliveryPromiseSaved: boolean;
  pickupStore: PickupStore | null;
  deliveryPostcode: string;
  allowProgressiveNotification: boolean;
  appliedOrderPromotions: Promotion[];
  potentialOrderPromotions: Promotion[];
}

export interface ChangedItem {
  productCode: string;
  entryNumber: number;
  quantity: number;
  quantityAdded: number;
}

export interface RemovedItem {
  productCode: string;
  entryNumber: number;
}

export type ErrorItem = ApiErrorItem;

export interface AddAnswer {
  addedItems: ChangedItem[];
  errorItems: ErrorItem[];
  cart: Cart;
}

export interface UpdateAnswer {
  updatedItems: ChangedItem[];
  removedItems: RemovedItem[];
  errorItems: ErrorItem[];
  cart: Cart;
}

export interface RemoveAnswer {
  removedItems: RemovedItem[];
  errorItems: ErrorItem[];
  cart: Cart;
}

export type RecalculateAnswer = UpdateAnswer;

export interface MiniCartEntry {
  name: string;
  imageUrl: string;
  url: string;
  quantity: number;
  totalPrice: Money;
  colour: string;
  size: string;
}

export interface MiniCart {
  totalUnitCount: number;
  subtotal: Money;
  /** The three last changed entries. */
  entries: MiniCartEntry[];
}

export interface CartVariant {
  code: string;
  colour: string;
  size: string;
  price: Money;
  hdStockLevelStatus: StockLevel;
  sellable: boolean;
}

export interface CartVariants {
  entries: { entryNumber: number; productCode: string; variants: CartVariant[] }[];
}

export interface DeliveryModeOption {
  id: DeliveryModeCode;
  name: string;
  fee: Money;
  available: boolean;
  advantage: boolean;
  deliveryToStore: boolean;
  unavailableReason?: string;
}

export interface DeliveryModesAnswer {
  deliveryModes: DeliveryModeOption[];
  cartHash: string;
}

export interface PickupAnswer {
  stores: PickupStore[];
  cart: Cart;
}

/** One product of an add: the variant, how many, and the gift card or personalisation extras. */
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

export interface UpdateProduct {
  productCode: string;
  entryNumber: number;
  quantity: number;
}

/** Max line quantity (docs/cart.md, "Limits"). */
export const MAX_LINE_QUANTITY = 32767;

export const CART_URL = "/api/cart";
export const MINI_CART_URL = "/api/cart/mini";
export const CART_VARIANTS_URL = "/api/cart/variants";
export const DELIVERY_MODES_URL = "/api/cart/delivery-modes";
export const INFO_URL = "/api/info";

// --- reads -------------------------------------------------------------------------------------------

/** The cart (getCart); stock fields filled from one batched read. */
export const cartQuery = () =>
  queryOptions({
    queryKey: [CART_URL],
    queryFn: ({ signal }) => apiGet<Cart>(CART_URL, signal),
    staleTime: 30_000,
  });

/** The header's mini cart: unit count, subtotal, the three last changed entries. */
export const miniCartQuery = () =>
  queryOptions({
    queryKey: [MINI_CART_URL],
    queryFn: async ({ signal }) => {
      const mini = await apiGet<MiniCart>(MINI_CART_URL, signal);
      setMiniCartCount(mini.totalUnitCount);
      return mini;
    },
    staleTime: 30_000,
  });

/** Each entry's sibling variants (colour, size), for changing an entry on the basket. */
export const cartVariantsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [CART_VARIANTS_URL],
    queryFn: ({ signal }) => apiGet<CartVariants>(CART_VARIANTS_URL, signal),
    enabled,
    staleTime: 60_000,
  });

export const deliveryModesUrl = (postalCode: string) =>
  postalCode ? `${DELIVERY_MODES_URL}?${new URLSearchParams({ postalCode })}` : DELIVERY_MODES_URL;

/**
 * The modes the cart may use. Keyed by the cart's hash too: a new hash (entries, quantities, mode,
 * store, postcode changed) refetches (docs/cart.md, "The basket in the browser").
 */
export const deliveryModesQuery = (postalCode: string, cartHash: string, enabled: boolean) =>
  queryOptions({
    queryKey: [deliveryModesUrl(postalCode), cartHash],
    queryFn: ({ signal }) => apiGet<DeliveryModesAnswer>(deliveryModesUrl(postalCode), signal),
    enabled,
    staleTime: 60_000,
  });

// --- changes -----------------------------------------------------------------------------------------

const isCartKey = (key: readonly unknown[]) => typeof key[0] === "string" && key[0].startsWith(CART_URL);
const isInfoKey = (key: readonly unknown[]) => typeof key[0] === "string" && key[0].startsWith(INFO_URL);

/**
 * After a cart change: the answer's cart replaces the cached one, the unit count is adjusted, and the
 * other cart queries and getInfo's fragments (account, preferred store, messages…) are refetched
 * (docs/web.md, "Superseded answers").
 */
export function applyCart(client: QueryClient, cart: Cart): void {
  client.setQueryData(cartQuery().queryKey, cart);
  setMiniCartCount(cart.totalUnitCount);
  void client.invalidateQueries({
    predicate: (q) => (isCartKey(q.queryKey) && q.queryKey[0] !== CART_URL) || isInfoKey(q.queryKey),
  });
}

/** What depends on the preferred store is reloaded this long after it changes (docs/web.md, "Timings"). */
export const STORE_CHANGE_RELOAD_MS = 500;

/**
 * After the preferred store changes: the cart (whose click-and-collect stock is that store's until it
 * has a pickup store) and getInfo's fragments are refetched. Stock and estimate queries need nothing:
 * they are keyed by the store number.
 */
export function refreshAfterStoreChange(client: QueryClient): void {
  void client.invalidateQueries({ predicate: (q) => isCartKey(q.queryKey) || isInfoKey(q.queryKey) });
}

const cartOrder = createOrderedApplier();

/**
 * Sends a cart change. Only the latest change's answer is applied: an answer to a request that a newer
 * one has superseded is dropped (docs/web.md, "Superseded answers") and the promise rejects with a Disregarded error, which
 * callers ignore.
 */
async function change<T extends { cart: Cart }>(
  client: QueryClient,
  kind: string,
  url: string,
  body: Record<string, unknown>,
): Promise<T> {
  const ticket = cartOrder.ticket();
  const answer = await latestOnly(kind, () => apiPost<T>(url, body));
  // Two different changes in flight both answer the whole cart: the older request's cart is stale.
  if (cartOrder.accept(ticket)) applyCart(client, answer.cart);
  return answer;
}

export function addToCart(client: QueryClient, products: AddProduct[]): Promise<AddAnswer> {
  // Each add stands alone (two quick adds are two products), so each is its own kind.
  return change<AddAnswer>(client, `add:${products.map((p) => p.productCode).join(",")}`, "/api/cart/add", {
    products,
  });
}

export function updateCart(client: QueryClient, products: UpdateProduct[]): Promise<UpdateAnswer> {
  return change<UpdateAnswer>(
    client,
    `update:${products.map((p) => p.entryNumber).join(",")}`,
    "/api/cart/update",
    { products },
  );
}

export function removeFromCart(
  client: QueryClient,
  products: { productCode: string; entryNumber: number }[],
): Promise<RemoveAnswer> {
  return change<RemoveAnswer>(
    client,
    `remove:${products.map((p) => p.entryNumber).join(",")}`,
    "/api/cart/remove",
    { products },
  );
}

export function recalculateCart(client: QueryClient): Promise<RecalculateAnswer> {
  return change<RecalculateAnswer>(client, "recalculate", "/api/cart/recalculate", {});
}

export function setDeliveryMode(
  client: QueryClient,
  id: DeliveryModeCode,
  postalCode?: string,
): Promise<{ cart: Cart }> {
  return change<{ cart: Cart }>(client, "deliveryMode", "/api/cart/delivery-mode", {
    id,
    isAdvantage: false,
    ...(postalCode ? { postalCode } : {}),
  });
}

export function setPickupDetails(client: QueryClient, storeNumber: string): Promise<PickupAnswer> {
  return change<PickupAnswer>(client, "deliveryMode", "/api/cart/pickup", { store: { storeNumber } });
}

export { disregarded };
