// placeOrderGiftCard (POST /api/checkout/gift-card): holds an amount on a gift card; when the gift cards
// pay the whole order it is placed (docs/checkout.md "HTTP operations", docs/payments.md "Gift cards").
import { apiPost, type RequestBody } from "../../../lib/api";
import { withLoginRetry } from "../loginRetry";
import type { GiftCardAnswer } from "../types";

/** The gift card fields' one-time token, the amount in dollars (a JSON number) and the idempotency key. */
export type GiftCardBody = RequestBody<"placeOrderGiftCard"> & { amount: number; idempotencyKey: string };

export function placeOrderGiftCard(body: GiftCardBody) {
  return withLoginRetry(() => apiPost<GiftCardAnswer>("/api/checkout/gift-card", body));
}
