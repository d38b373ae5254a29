// setBillingAddress (POST /api/checkout/billing-address/select): a saved address as the billing
// address, or "delivery" for the same as delivery; answers the checkout (docs/checkout.md).
import { apiPost, type RequestBody } from "../../../lib/api";
import { withLoginRetry } from "../loginRetry";
import type { Checkout } from "../types";

export function selectBillingAddress(addressId: string) {
  const body: RequestBody<"setBillingAddress"> = { addressId };
  return withLoginRetry(() => apiPost<Checkout>("/api/checkout/billing-address/select", body));
}
