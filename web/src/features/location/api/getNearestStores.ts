// getNearestStores (GET /api/stores/nearest): the five stores nearest a position, nearest first
// (docs/stores.md#store-finder). The query key is the API URL.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";
import type { Locality } from "../types";

type Place = Pick<Locality, "latitude" | "longitude">;

// `geo` is written by hand (lat,long with a plain comma): the query key is this URL as it always was.
export const nearestStoresUrl = (place: Place) =>
  `/api/stores/nearest?geo=${place.latitude},${place.longitude}`;

export function fetchNearestStores(place: Place, signal?: AbortSignal) {
  return apiGet<Answer<"getNearestStores">>(nearestStoresUrl(place), signal);
}

export const nearestStoresQuery = (place: Place) =>
  queryOptions({
    queryKey: [nearestStoresUrl(place)],
    queryFn: ({ signal }) => fetchNearestStores(place, signal),
  });

export function useNearestStores(place: Place, options?: { enabled?: boolean }) {
  return useQuery({ ...nearestStoresQuery(place), ...options });
}
