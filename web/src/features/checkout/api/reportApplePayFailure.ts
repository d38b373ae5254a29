// reportApplePayFailure (POST /api/checkout/applepay/failure): tells the server an Apple Pay sheet was
// cancelled or failed, for its records (docs/payments.md "Apple Pay").
import { apiPost, type Answer } from "../../../lib/api";

export function reportApplePayFailure(reason: string) {
  return apiPost<Answer<"reportApplePayFailure">>("/api/checkout/applepay/failure", { reason });
}
