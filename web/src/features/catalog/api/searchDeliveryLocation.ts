// searchDeliveryLocation (GET /api/delivery/locations): suburbs and postcodes for the product page's
// postcode entry. Asked once per submitted entry, the latest answer winning, so it is a plain fetcher
// rather than a cached query.
import { apiGet, type Answer, type QueryText } from "../../../lib/api";

export type DeliveryLocation = Answer<"searchDeliveryLocation">["results"][number];

/** The delivery location search takes 2 to 32 characters (docs/stores.md#suburb-search). */
export const DELIVERY_SEARCH_MIN = 2;

export function searchDeliveryLocation(location: string, signal?: AbortSignal) {
  return apiGet<Answer<"searchDeliveryLocation">>(
    `/api/delivery/locations?${new URLSearchParams({ location } satisfies QueryText<"searchDeliveryLocation">)}`,
    signal,
  );
}
