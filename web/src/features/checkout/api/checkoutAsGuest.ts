// checkoutAsGuest (POST /api/checkout/guest): the guest's e-mail, the order is confirmed to it; answers
// the checkout (docs/checkout.md "HTTP operations").
import { apiPost } from "../../../lib/api";
import type { Checkout } from "../types";

export function checkoutAsGuest(emailAddress: string) {
  return apiPost<Checkout>("/api/checkout/guest", { emailAddress: emailAddress.trim() });
}
