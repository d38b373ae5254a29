// The shapes of an order, shared by the shopper's order pages (features/order) and the back office
// (features/staff): one order, its consignments, returns and refunds. They are the server's OpenAPI
// document's (lib/api-types.ts, generated from internal/httpapi orders.go and checkout.go's orderJSON).
import type { Schema } from "./api";

/**
 * The order statuses this build has words for, derived from its consignments (internal/order
 * StatusOf). The wire sends any text (Order["status"] is a string): a status added later still shows.
 */
export type OrderStatus =
  | "placed"
  | "processing"
  | "partlyShipped"
  | "shipped"
  | "readyForCollection"
  | "collected"
  | "completed"
  | "cancelled";

/** A consignment's status (internal/order ConsignmentStatus). */
export type ConsignmentStatus = Consignment["status"];

export type ReturnStatus = OrderReturn["status"];

export type OrderAddress = Schema<"OrderAddress">;

/** A click-and-collect order's store and collector. */
export type OrderPickup = Schema<"OrderPickup">;

/** An entry with the units that can still be returned (shipped or collected within 60 days, not yet returned). */
export type OrderEntry = Schema<"OrderEntryJSON">;

export type OrderPayment = Schema<"OrderPaymentJSON">;

export type ConsignedEntry = Schema<"ConsignedJSON">;

/** One part of an order leaving from one place: "Shipment 1 of 2", "Collection 1 of 1". */
export type Consignment = Schema<"ConsignmentJSON">;

export type ReturnedEntry = Schema<"ReturnEntryJSON">;

/** A refund to one payment; its text reads "Visa ending 4242: $49.00". */
export type Refund = Schema<"RefundJSON">;

export type OrderReturn = Schema<"ReturnJSON">;

/** An order; placedDate is DD/MM/YYYY, Melbourne time; consignments and returns are absent when none. */
export type Order = Schema<"OrderJSON">;
