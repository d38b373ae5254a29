// The store and locality shapes are the server's OpenAPI document's (lib/api-types.ts, generated).
import type { Schema } from "../../lib/api";

/** A suburb with its postcode and position (searchLocation). */
export type Locality = Schema<"Locality">;

/** A store: address, position, opening hours Monday to Sunday, collection points (docs/stores.md#stores). */
export type StoreSummary = Schema<"Store">;

/** One variant's click and collect stock at a store. */
export type StoreVariantStock = Schema<"CollectStock">;

/** A store found by searchStores: nearest first, with the variant's stock when one was asked about. */
export type FoundStore = Schema<"StoreWithStock">;

/** A store near a place with its stock of every variant of a product (getNearestStock), by variant code. */
export type StoreWithStock = Schema<"StoreVariantsStock">;
