import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";

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
  address: { line1: string; town: string; state: string; postalCode: string };
  distanceKm?: number;
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
