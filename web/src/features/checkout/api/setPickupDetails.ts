// setPickupDetails (POST /api/cart/pickup, the cart's operation): the click-and-collect store with the
// collector's contact, from the checkout's pickup form (docs/checkout.md "HTTP operations", docs/cart.md).
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import { withLoginRetry } from "../loginRetry";
import type { PickupStore } from "../types";

/** The collector's contact. */
export interface PickupContact {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email?: string;
}

export function setPickupContact(store: PickupStore, contact: PickupContact) {
  const body: RequestBody<"setPickupDetails"> = {
    store: {
      storeNumber: store.storeNumber,
      ...(store.collectionPoint ? { collectionPoint: store.collectionPoint } : {}),
    },
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    mobileNumber: contact.mobileNumber.trim(),
    ...(contact.email ? { email: contact.email } : {}),
  };
  return withLoginRetry(() => apiPost<Answer<"setPickupDetails">>("/api/cart/pickup", body));
}
