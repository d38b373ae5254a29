// "Use my location" (docs/stores.md#store-finder): the device's position with a 30 s
// timeout; a refusal records "Current Location Denied".
import { track } from "../../lib/analytics";

export const GEOLOCATION_TIMEOUT_MS = 30_000;

export type GeoFailure = "denied" | "unavailable" | "timeout" | "unsupported";

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export class GeoError extends Error {
  readonly reason: GeoFailure;
  constructor(reason: GeoFailure) {
    super(reason);
    this.name = "GeoError";
    this.reason = reason;
  }
}

/** The device's position, or a GeoError saying why not. */
export function currentPosition(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      reject(new GeoError("unsupported"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (err) => {
        if (err.code === err.PERMISSION_DENIED) {
          track("Current Location Denied");
          reject(new GeoError("denied"));
        } else {
          reject(new GeoError(err.code === err.TIMEOUT ? "timeout" : "unavailable"));
        }
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 300_000, enableHighAccuracy: false },
    );
  });
}

/** What to tell the shopper when the position could not be had. */
export function geoMessage(reason: GeoFailure): string {
  switch (reason) {
    case "denied":
      return "We can't use your location because location access is turned off. Search by suburb or postcode instead.";
    case "timeout":
      return "Finding your location took too long. Try again, or search by suburb or postcode.";
    case "unsupported":
      return "This browser can't share your location. Search by suburb or postcode instead.";
    default:
      return "We couldn't find your location. Search by suburb or postcode instead.";
  }
}

export const geoParam = (p: GeoPoint) => `${p.latitude.toFixed(4)},${p.longitude.toFixed(4)}`;
