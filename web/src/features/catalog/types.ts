// The product page's shapes are the server's OpenAPI document's (lib/api-types.ts, generated).
import type { Schema } from "../../lib/api";

/** A product card, as listings, rails and suggestions return it (the API's CatalogCard). */
export type Summary = Schema<"CatalogCard">;

export type StockStatus = Schema<"CatalogStockStatus">;

/** One colour and size of a product, with its online stock per mode (docs/catalog.md#the-product-page). */
export type Variant = Schema<"CatalogVariantDetail">;

/** A product as its page shows it: the card's fields, its variants and the page's own fields. */
export type ProductDetail = Schema<"CatalogDetail">;

/** getProductDetails' answer: the product, "Complete the look" and its end-of-life links. */
export type ProductResponse = Schema<"CatalogProductDetails">;
