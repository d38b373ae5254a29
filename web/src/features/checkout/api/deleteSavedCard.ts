// deleteSavedCard (DELETE /api/payment-methods/cards/{paydockSourceId}): removes a saved card; the
// gateway forgets it too (docs/payments.md "Saved cards and PayPal").
import { apiDelete, type Answer } from "../../../lib/api";
import { savedCardUrl } from "./updateSavedCard";

export function removeSavedCard(paydockSourceId: string) {
  return apiDelete<Answer<"deleteSavedCard">>(savedCardUrl(paydockSourceId));
}
