// getLocationGroup (GET /api/stock/location-group): the stock location group ("stock pot") of a
// delivery postcode (docs/stores.md#stock). Asked when the postcode changes and kept on the device
// (t_hd_lt), so it is a plain call rather than a cached query.
import { apiGet, type Answer, type QueryText } from "../../../lib/api";
import { readLocationGroup, saveLocationGroup, type LocationGroup } from "../preferredStore";

export function fetchLocationGroup(postalCode: string, signal?: AbortSignal) {
  return apiGet<Answer<"getLocationGroup">>(
    `/api/stock/location-group?${new URLSearchParams({ postalCode } satisfies QueryText<"getLocationGroup">)}`,
    signal,
  );
}

/**
 * The postcode's stock location group, from t_hd_lt while it is under an hour old, else asked for and
 * kept (docs/stores.md#stock: stock pots are fetched when the postcode changes). Null when it cannot be had.
 */
export async function locationGroupFor(postalCode: string): Promise<LocationGroup | null> {
  const cached = readLocationGroup(postalCode);
  if (cached) return cached;
  try {
    const g = await fetchLocationGroup(postalCode);
    saveLocationGroup({ postalCode: g.postalCode, locationGroup: g.locationGroup, regionId: g.regionId });
    return g;
  } catch {
    return null;
  }
}
