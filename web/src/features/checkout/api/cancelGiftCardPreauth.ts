// cancelGiftCardPreauth (DELETE /api/checkout/gift-card/{sequence}): releases a gift card's hold;
// answers as placeOrderGiftCard (docs/checkout.md "HTTP operations").
import { apiDelete } from "../../../lib/api";
import { withLoginRetry } from "../loginRetry";
import type { GiftCardAnswer } from "../types";

export function cancelGiftCard(sequence: number) {
  return withLoginRetry(() => apiDelete<GiftCardAnswer>(`/api/checkout/gift-card/${sequence}`));
}
