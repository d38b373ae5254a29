// The product page's delivery calls (docs/cart.md "Stores, stock and delivery operations"): estimates
// with cost, where express runs, the delivery location search and back-in-stock requests.
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api";
import type { Money } from "../../lib/money";
import type { DeliveryMode } from "../../lib/stock";

export interface ModeEstimate {
  code: DeliveryMode;
  available: boolean;
  hasData: boolean;
  locations: string[];
  sameStore: boolean;
  unfulfilled: boolean;
  estimatedDateTime?: string;
  earliestDateTime?: string;
  /** The promise in words, e.g. "Ready to collect today from 3pm". */
  estimateText: string;
  deliveryCost?: Money;
  productCode: string;
  quantity: number;
}

export interface EstimateInput {
  variant: string;
  mode: DeliveryMode;
  storeNumber?: string;
  postalCode?: string;
  withCost?: boolean;
}

export const estimateUrl = (i: EstimateInput) => {
  const p = new URLSearchParams({ variant: i.variant, mode: i.mode });
  if (i.mode === "CNC" && i.storeNumber) p.set("storeNumber", i.storeNumber);
  if (i.mode !== "CNC" && i.postalCode) p.set("postalCode", i.postalCode);
  if (i.withCost) p.set("withCost", "true");
  return `/api/delivery/estimate?${p}`;
};

/** One mode's estimate for one unit of a variant. */
export async function fetchEstimate(i: EstimateInput, signal?: AbortSignal): Promise<ModeEstimate | null> {
  const res = await apiGet<{ deliveryModes: ModeEstimate[] }>(estimateUrl(i), signal);
  return res.deliveryModes.find((m) => m.code === i.mode) ?? null;
}

/**
 * An estimate, asked only when `enabled` (the mode is on, the variant sellable and in stock for the
 * mode, a store or postcode known: docs/catalog.md#the-product-page) and kept 5 minutes, so one already cached is not asked
 * again. The query key is the URL: an answer for a variant or store no longer shown lands in its own
 * cache entry and is never displayed (superseded answers are dropped: docs/web.md#superseded-answers).
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

export const expressUrl = (postcode: string) =>
  `/api/delivery/express-eligibility?${new URLSearchParams({ postcode, mode: "ED" })}`;

/** Whether express delivery runs to a postcode. */
export const expressEligibilityQuery = (postcode: string, enabled: boolean) =>
  queryOptions({
    queryKey: [expressUrl(postcode)],
    queryFn: ({ signal }) => apiGet<{ eligible: boolean; postcode: string }>(expressUrl(postcode), signal),
    enabled: enabled && /^\d{4}$/.test(postcode),
    staleTime: 3_600_000,
    retry: false,
  });

export interface DeliveryLocation {
  suburb: string;
  postalCode: string;
  state: string;
  plainText: string;
}

/** The delivery location search needs 2 or more characters (docs/stores.md#suburb-search). */
export const DELIVERY_SEARCH_MIN = 2;

export function searchDeliveryLocation(location: string, signal?: AbortSignal) {
  return apiGet<{ results: DeliveryLocation[] }>(
    `/api/delivery/locations?${new URLSearchParams({ location })}`,
    signal,
  );
}

export function requestBackInStock(productCode: string, emailAddress: string) {
  return apiPost<{ registered: boolean }>("/api/stock/back-in-stock", { productCode, emailAddress });
}
