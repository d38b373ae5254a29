// trackOrder (POST /api/orders/track): a guest follows an order by its number and e-mail, given every
// time (docs/orders.md "The shopper's side").
import { apiPost, type Answer } from "../../../lib/api";
import type { Lookup } from "../types";

export function trackOrder(lookup: Lookup) {
  return apiPost<Answer<"trackOrder">>("/api/orders/track", { ...lookup });
}
