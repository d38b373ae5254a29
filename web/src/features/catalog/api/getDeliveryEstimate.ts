// getDeliveryEstimate (GET /api/delivery/estimate): when a mode can deliver one unit of a variant, and
// its cost (docs/delivery.md, docs/catalog.md#the-product-page).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer, type QueryText } from "../../../lib/api";
import type { DeliveryMode } from "../../../lib/stock";

export type ModeEstimate = Answer<"getDeliveryEstimate">["deliveryModes"][number];

export interface EstimateInput {
  variant: string;
  mode: DeliveryMode;
  storeNumber?: string;
  postalCode?: string;
  withCost?: boolean;
}

export const estimateUrl = (i: EstimateInput) => {
  const q: QueryText<"getDeliveryEstimate"> = { variant: i.variant, mode: i.mode };
  if (i.mode === "CNC" && i.storeNumber) q.storeNumber = i.storeNumber;
  if (i.mode !== "CNC" && i.postalCode) q.postalCode = i.postalCode;
  if (i.withCost) q.withCost = "true";
  return `/api/delivery/estimate?${new URLSearchParams(q as Record<string, string>)}`;
};

/** One mode's estimate for one unit of a variant. */
export async function fetchEstimate(i: EstimateInput, signal?: AbortSignal): Promise<ModeEstimate | null> {
  const res = await apiGet<Answer<"getDeliveryEstimate">>(estimateUrl(i), signal);
  return res.deliveryModes.find((m) => m.code === i.mode) ?? null;
}

/**
 * An estimate, asked only when `enabled` (the mode is on, the variant sellable and in stock for the
 * mode, a store or postcode known) and kept 5 minutes, so one already cached is not asked again
 * (docs/catalog.md#the-product-page). The query key is the URL: an answer for a variant or store no
 * longer shown lands in its own cache entry and is never displayed (docs/web.md#superseded-answers).
 */
export const estimateQuery = (i: EstimateInput, enabled: boolean) =>
  queryOptions({
    queryKey: [estimateUrl(i)],
    queryFn: ({ signal }) => fetchEstimate(i, signal),
    enabled:
      enabled &&
      Boolean(i.variant) &&
      (i.mode === "CNC" ? /^\d{4}$/.test(i.storeNumber ?? "") : /^\d{4}$/.test(i.postalCode ?? "")),
    staleTime: 300_000,
    retry: false,
  });

export function useDeliveryEstimate(i: EstimateInput, enabled: boolean) {
  return useQuery(estimateQuery(i, enabled));
}
