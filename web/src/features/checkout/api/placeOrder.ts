// placeOrder (POST /api/checkout/place-order): pays and places the order, or answers a provider's page
// or a 3DS challenge (docs/checkout.md "Place order: money moves in two phases", "Place-order errors").
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import { withLoginRetry } from "../loginRetry";

/**
 * The body: the mode and its idempotency key, a new card's one-time token, a saved card's
 * paydockSourceId or saved PayPal's paymentInfoId (psced), saveCard, Apple Pay's pcid.
 */
export type PlaceOrderBody = RequestBody<"placeOrder">;

export function placeOrder(body: PlaceOrderBody) {
  return withLoginRetry(() => apiPost<Answer<"placeOrder">>("/api/checkout/place-order", body));
}
