// Stock status rules (docs/stores.md#stock-statuses). Shared: the product page's
// delivery panel (catalog) and the store finder and store-stock modal (location) both rank statuses.

export type StockStatus = "inStock" | "lowStock" | "outOfStock";

/** Delivery modes: click and collect, home delivery, express delivery. */
export type DeliveryMode = "CNC" | "HD" | "ED";

/** The priority of each status; anything else ranks UNKNOWN_PRIORITY (docs/stores.md#stock-statuses). */
export const STOCK_PRIORITY: Readonly<Record<StockStatus, number>> = {
  inStock: 1,
  lowStock: 2,
  outOfStock: 3,
};
export const UNKNOWN_PRIORITY = 999;

export function isStockStatus(s: unknown): s is StockStatus {
  return s === "inStock" || s === "lowStock" || s === "outOfStock";
}

/** A status's rank: lower is better; unknown (missing, misspelt) is 999. */
export function stockPriority(status: string | null | undefined): number {
  return isStockStatus(status) ? STOCK_PRIORITY[status] : UNKNOWN_PRIORITY;
}

/**
 * The best of several statuses describing one thing (a product across its variants, a variant across
 * stores). Undefined when none is a known status.
 */
export function bestStatus(statuses: Iterable<string | null | undefined>): StockStatus | undefined {
  let best: StockStatus | undefined;
  for (const s of statuses) {
    if (isStockStatus(s) && (best === undefined || STOCK_PRIORITY[s] < STOCK_PRIORITY[best])) best = s;
  }
  return best;
}

/** The stock fields of a cart entry or a variant (docs/cart.md#the-cart-summary-cart). */
export interface StockFields {
  hdStockLevelStatus?: string | null;
  edStockLevelStatus?: string | null;
  ccStockLevelStatus?: string | null;
}

/** The status that counts for a mode: CNC by the store's units, HD by the online pot, ED by what may go express. */
export function statusFor(mode: DeliveryMode, f: StockFields): StockStatus | undefined {
  const s =
    mode === "CNC" ? f.ccStockLevelStatus : mode === "HD" ? f.hdStockLevelStatus : f.edStockLevelStatus;
  return isStockStatus(s) ? s : undefined;
}

/** In stock for a mode: in stock or low stock there (some can be had). */
export function inStockFor(mode: DeliveryMode, f: StockFields): boolean {
  const s = statusFor(mode, f);
  return s === "inStock" || s === "lowStock";
}

/**
 * Low stock (docs/stores.md#stock-statuses): HD is low, or ED is included and HD/ED are low/out, out/low or low/low.
 */
export function isLowStock(f: StockFields, includeExpress: boolean): boolean {
  const hd = f.hdStockLevelStatus;
  if (hd === "lowStock") return true;
  if (!includeExpress) return false;
  const ed = f.edStockLevelStatus;
  return (
    (hd === "lowStock" && ed === "outOfStock") ||
    (hd === "outOfStock" && ed === "lowStock") ||
    (hd === "lowStock" && ed === "lowStock")
  );
}

/** Words for a status. */
export const STOCK_TEXT: Readonly<Record<StockStatus, string>> = {
  inStock: "In stock",
  lowStock: "Low stock",
  outOfStock: "Out of stock",
};
