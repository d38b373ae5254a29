// getDeliveryModes (GET /api/cart/delivery-modes): the delivery modes the cart may use, with their fees
// and why one is not available (docs/cart.md "Cart operations", "The basket in the browser").
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type QueryText } from "../../../lib/api";
import type { DeliveryModesAnswer } from "../types";

export const DELIVERY_MODES_URL = "/api/cart/delivery-modes";

export const deliveryModesUrl = (postalCode: string) =>
  postalCode
    ? `${DELIVERY_MODES_URL}?${new URLSearchParams({ postalCode } satisfies QueryText<"getDeliveryModes">)}`
    : DELIVERY_MODES_URL;

export function fetchDeliveryModes(postalCode: string, signal?: AbortSignal) {
  return apiGet<DeliveryModesAnswer>(deliveryModesUrl(postalCode), signal);
}

/**
 * Keyed by the cart's hash too: a new hash (entries, quantities, mode, store, postcode changed)
 * refetches (docs/cart.md, "The basket in the browser").
 */
export const deliveryModesQuery = (postalCode: string, cartHash: string, enabled: boolean) =>
  queryOptions({
    queryKey: [deliveryModesUrl(postalCode), cartHash],
    queryFn: ({ signal }) => fetchDeliveryModes(postalCode, signal),
    enabled,
    staleTime: 60_000,
    // A new hash (the mode just chosen) shows the last answer's modes until the new one is here: the
    // radios stay on the page, the chosen one with the focus, instead of going and coming back.
    placeholderData: keepPreviousData,
  });

export const useDeliveryModes = (postalCode: string, cartHash: string, enabled: boolean) =>
  useQuery(deliveryModesQuery(postalCode, cartHash, enabled));
