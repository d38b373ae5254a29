// createBillingAddress (POST /api/checkout/billing-address): a billing address typed in or from the
// finder, in any listed country; answers the checkout (docs/checkout.md "HTTP operations").
import { apiPost, type RequestBody } from "../../../lib/api";
import { withLoginRetry } from "../loginRetry";
import type { Checkout } from "../types";
import type { AddressFields } from "./setDeliveryAddress";

/** A billing address as the form gives it; outside Australia the state may be left out. */
export type BillingAddressInput = { firstName: string; lastName: string; country: string; phone?: string } & (
  | AddressFields
  | { formType: "manual"; line1: string; line2?: string; town: string; state?: string; postalCode: string }
);

export function createBillingAddress(input: BillingAddressInput) {
  // The state is text: Australia's from the form's select; another country's as typed, which the
  // document's state (Australia's eight) does not list. Sent as it always was.
  const body = input as RequestBody<"createBillingAddress">;
  return withLoginRetry(() => apiPost<Checkout>("/api/checkout/billing-address", body));
}
