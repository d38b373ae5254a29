// setDeliveryAddress (POST /api/checkout/delivery-address): a saved address by id, or the fields inline;
// answers the checkout and whether the delivery fee changed (docs/checkout.md "HTTP operations").
import { apiPost, type RequestBody } from "../../../lib/api";
import { withLoginRetry } from "../loginRetry";
import type { DeliveryAddressAnswer } from "../types";

/** The address fields as the forms give them: the finder's line, or the parts. */
export type AddressFields =
  | { formType: "single"; singleLineId: string; singleLineLabel: string }
  | { formType: "manual"; line1: string; line2?: string; town: string; state: string; postalCode: string };

/** A delivery address: a saved one by id, or the fields inline (the forms' view of the wire's body). */
export type DeliveryAddressInput =
  { id: string } | ({ firstName: string; lastName: string; phone: string } & AddressFields);

export function setDeliveryAddress(input: DeliveryAddressInput) {
  // The form offers only the states (lib/validation STATES), as text.
  const body = input as RequestBody<"setDeliveryAddress">;
  return withLoginRetry(() => apiPost<DeliveryAddressAnswer>("/api/checkout/delivery-address", body));
}
