// unlinkPaypal (POST /api/payment-methods/paypal/unlink): removes a saved PayPal billing agreement
// (My Account → Payment methods; docs/payments.md "Saved cards and PayPal").
import { apiPost, type Answer } from "../../../lib/api";

export function unlinkPaypal(paymentInfoId: string) {
  return apiPost<Answer<"unlinkPaypal">>("/api/payment-methods/paypal/unlink", { paymentInfoId });
}
