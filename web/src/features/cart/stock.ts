// An entry's stock status as the basket shows it, for the cart's delivery mode
// (docs/cart.md, "Stock status rules").
import type { CartEntry } from "./types";

export const STOCK_TEXT: Record<string, string> = {
  inStock: "In stock",
  lowStock: "Low stock",
  outOfStock: "Out of stock",
};

/**
 * The entry's stock status for the cart's delivery mode (CNC at the store, ED express, else HD). The
 * mode is the cart's as the wire sends it, text.
 */
export function entryStock(e: CartEntry, mode: string | undefined): string | undefined {
  if (mode === "CNC") return e.ccStockLevelStatus;
  if (mode === "ED") return e.edStockLevelStatus;
  return e.hdStockLevelStatus;
}
