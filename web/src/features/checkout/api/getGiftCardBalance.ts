// getGiftCardBalance (POST /api/checkout/gift-card/balance): a gift card's balance by its number and
// PIN, before it is applied (docs/checkout.md "HTTP operations").
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import { withLoginRetry } from "../loginRetry";

export function giftCardBalance(cardNumber: string, pin: string) {
  const body: RequestBody<"getGiftCardBalance"> = {
    cardNumber: cardNumber.replace(/\s/g, ""),
    pin: pin.trim(),
  };
  return withLoginRetry(() => apiPost<Answer<"getGiftCardBalance">>("/api/checkout/gift-card/balance", body));
}
