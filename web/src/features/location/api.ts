import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api";
import { readLocationGroup, saveLocationGroup, type LocationGroup } from "./preferredStore";

export interface Locality {
  suburb: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

export interface StoreSummary {
  storeNumber: string;
  name: string;
  displayName: string;
  type?: string;
  address: { line1: string; town: string; state: string; postalCode: string };
  storeLocation?: { latitude: number; longitude: number };
  phone?: string;
  /** Monday to Sunday. */
  openingHours?: { day: string; hours: string }[];
  distanceKm?: number;
  collectionPoint?: string;
  collectionPoints: string[];
}

export const localitiesUrl = (term: string) => `/api/locations?${new URLSearchParams({ searchTerm: term })}`;

export function fetchLocalities(term: string, signal?: AbortSignal) {
  return apiGet<{ results: Locality[] }>(localitiesUrl(term), signal);
}

/** The API looks up 2 to 32 characters. */
export const isLocalityTerm = (term: string) => term.length >= 2 && term.length <= 32;

/** Suburbs and postcodes matching a term. */
export const localitiesQuery = (term: string) =>
  queryOptions({
    queryKey: [localitiesUrl(term)],
    queryFn: ({ signal }) => fetchLocalities(term, signal),
    enabled: isLocalityTerm(term),
  });

export const nearestStoresUrl = (place: Pick<Locality, "latitude" | "longitude">) =>
  `/api/stores/nearest?geo=${place.latitude},${place.longitude}`;

export function fetchNearestStores(place: Pick<Locality, "latitude" | "longitude">, signal?: AbortSignal) {
  return apiGet<{ stores: StoreSummary[] }>(nearestStoresUrl(place), signal);
}

/** The stores nearest a place. */
export const nearestStoresQuery = (place: Pick<Locality, "latitude" | "longitude">) =>
  queryOptions({
    queryKey: [nearestStoresUrl(place)],
    queryFn: ({ signal }) => fetchNearestStores(place, signal),
  });

export const storeUrl = (storeNumber: string) => `/api/stores/${encodeURIComponent(storeNumber)}`;

export function fetchStore(storeNumber: string, signal?: AbortSignal) {
  return apiGet<{ store: StoreSummary }>(storeUrl(storeNumber), signal);
}

/** One store's details; only four-digit store numbers are asked for, and a store keeps for a day. */
export const storeQuery = (storeNumber: string) =>
  queryOptions({
    queryKey: [storeUrl(storeNumber)],
    queryFn: ({ signal }) => fetchStore(storeNumber, signal),
    enabled: /^\d{4}$/.test(storeNumber),
    staleTime: 86_400_000,
    retry: false,
  });

// --- store finder and stock at stores (docs/cart.md "Stores, stock and delivery operations") -------

/** One variant's click and collect stock at a store. */
export interface StoreVariantStock {
  stockLevelStatus: string;
  ccStock?: number;
}

/** A store found by searchStores: nearest first, with the variant's stock when one was asked about. */
export interface FoundStore extends StoreSummary {
  stock?: StoreVariantStock;
}

export interface StoreSearch {
  stores: FoundStore[];
  /** The suburb the text was taken for. */
  location?: { suburb?: string; postalCode?: string; state?: string; latitude?: number; longitude?: number };
}

export interface StoreSearchInput {
  /** Suburb or postcode, 1-32 characters. */
  locationText: string;
  /** A variant code: each store's stock of it is added. */
  productCode?: string;
  inStockOnly?: boolean;
}

/** A store on the wire may come flat or as {store, distanceKm, stock}: both read as one shape. */
function flatStore<T extends object>(raw: unknown): StoreSummary & T {
  const o = (raw ?? {}) as Record<string, unknown>;
  const inner = o.store && typeof o.store === "object" ? (o.store as Record<string, unknown>) : {};
  const merged = { ...inner, ...o } as Record<string, unknown>;
  delete merged.store;
  return {
    collectionPoints: [],
    address: { line1: "", town: "", state: "", postalCode: "" },
    ...merged,
  } as unknown as StoreSummary & T;
}

/** The text searchStores takes: 1 to 32 characters (docs/stores.md#store-finder). */
export const isStoreSearchText = (t: string) => t.trim().length >= 1 && t.trim().length <= 32;

export async function searchStores(input: StoreSearchInput): Promise<StoreSearch> {
  const body: Record<string, unknown> = { locationText: input.locationText.trim() };
  if (input.productCode) body.productCode = input.productCode;
  if (input.inStockOnly) body.inStockOnly = true;
  const res = await apiPost<{ stores?: unknown[]; location?: StoreSearch["location"] }>(
    "/api/stores/search",
    body,
  );
  return {
    stores: (res.stores ?? []).map((x) => flatStore<{ stock?: StoreVariantStock }>(x)),
    location: res.location,
  };
}

/** Stores near a suburb or postcode (searchStores); a read, though it is a POST. */
export const storeSearchQuery = (input: StoreSearchInput) =>
  queryOptions({
    queryKey: [
      "searchStores",
      input.locationText.trim().toLowerCase(),
      input.productCode ?? "",
      Boolean(input.inStockOnly),
    ],
    queryFn: () => searchStores(input),
    enabled: isStoreSearchText(input.locationText),
    staleTime: 60_000,
    retry: false,
  });

/** A store near a place with its stock of every variant of a product (getNearestStock). */
export interface StoreWithStock extends StoreSummary {
  stock: Record<string, StoreVariantStock>;
}

export type NearestStockNear = { storeNumber: string } | { postalCode: string } | { geo: string };

export const nearestStockUrl = (baseProductCode: string, near: NearestStockNear) =>
  `/api/stock/nearest/${encodeURIComponent(baseProductCode)}?${new URLSearchParams(near)}`;

export async function fetchNearestStock(
  baseProductCode: string,
  near: NearestStockNear,
  signal?: AbortSignal,
) {
  const res = await apiGet<{ stores?: unknown[] }>(nearestStockUrl(baseProductCode, near), signal);
  return {
    stores: (res.stores ?? []).map((x) => {
      const st = flatStore<{ stock?: Record<string, StoreVariantStock> }>(x);
      return { ...st, stock: st.stock ?? {} } as StoreWithStock;
    }),
  };
}

/** The 5 stores nearest a store, postcode or position, with the product's stock at each. */
export const nearestStockQuery = (baseProductCode: string, near: NearestStockNear | null) =>
  queryOptions({
    queryKey: [near ? nearestStockUrl(baseProductCode, near) : "nearest-stock-none"],
    queryFn: ({ signal }) => (near ? fetchNearestStock(baseProductCode, near, signal) : { stores: [] }),
    enabled: Boolean(baseProductCode && near),
    staleTime: 30_000,
    retry: false,
  });

// --- the shopper's page fragments (getInfo) ---------------------------------------------------------

export interface Info {
  preferredStoreName?: string;
  storeDetails?: StoreSummary | null;
  advantageUser?: boolean;
}

export const INFO_URL = "/api/info";

export function fetchInfo(signal?: AbortSignal) {
  return apiGet<Info>(INFO_URL, signal);
}

/** getInfo: the signed-in customer's store (storeDetails) among the page fragments. */
export const infoQuery = () =>
  queryOptions({
    queryKey: [INFO_URL],
    queryFn: ({ signal }) => fetchInfo(signal),
    staleTime: 300_000,
    retry: false,
  });

// --- stock pots for the delivery postcode (getLocationGroup) ----------------------------------------

/**
 * The postcode's stock location group, from t_hd_lt while it is under an hour old, else asked for and
 * kept (docs/stores.md#stock: stock pots are fetched when the postcode changes). Null when it cannot be had.
 */
export async function locationGroupFor(postalCode: string): Promise<LocationGroup | null> {
  const cached = readLocationGroup(postalCode);
  if (cached) return cached;
  try {
    const g = await apiGet<LocationGroup>(`/api/stock/location-group?${new URLSearchParams({ postalCode })}`);
    saveLocationGroup({ postalCode: g.postalCode, locationGroup: g.locationGroup, regionId: g.regionId });
    return g;
  } catch {
    return null;
  }
}
