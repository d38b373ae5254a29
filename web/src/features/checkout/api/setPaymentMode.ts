// setPaymentMode (POST /api/checkout/payment-mode): how the shopper will pay; answers the checkout
// (docs/checkout.md "HTTP operations").
import { apiPost, type RequestBody } from "../../../lib/api";
import { withLoginRetry } from "../loginRetry";
import type { Checkout, PaymentMode } from "../types";

/**
 * Choose how to pay. PayPal with `isBillingAgreementRequired` saves a billing agreement for a
 * signed-in customer when the payment is approved ("Save PayPal for faster checkout").
 */
export function setPaymentMode(mode: PaymentMode, opts: { isBillingAgreementRequired?: boolean } = {}) {
  const body: RequestBody<"setPaymentMode"> = {
    mode,
    ...(opts.isBillingAgreementRequired ? { isBillingAgreementRequired: true } : {}),
  };
  return withLoginRetry(() => apiPost<Checkout>("/api/checkout/payment-mode", body));
}
