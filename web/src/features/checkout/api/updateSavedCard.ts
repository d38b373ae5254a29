// updateSavedCard (PUT /api/payment-methods/cards/{paydockSourceId}): makes a saved card the default,
// offered first at checkout (My Account → Payment methods; docs/payments.md "Saved cards and PayPal").
import { apiPut, type Answer } from "../../../lib/api";

export const savedCardUrl = (paydockSourceId: string) =>
  `/api/payment-methods/cards/${encodeURIComponent(paydockSourceId)}`;

export function makeSavedCardDefault(paydockSourceId: string) {
  return apiPut<Answer<"updateSavedCard">>(savedCardUrl(paydockSourceId));
}
