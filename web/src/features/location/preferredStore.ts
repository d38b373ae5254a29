// Where this device keeps the shopper's store and delivery postcode (docs/stores.md#preferred-store,
// docs/web.md#browser-storage):
// - the preferred store in local storage t_psn {storeNumber, name, town, postalCode, hasBeenSetByUser,
//   expires} and the t_psn cookie (the store number, which the server reads), both for one day;
// - the home delivery postcode in the t_hd_pc cookie for 365 days;
// - the postcode's stock location group in local storage t_hd_lt {postalCode, locationGroup,
//   regionId, expires}, and the nearest store found by geolocation in t_cnc_lt {latitude, longitude,
//   storeNumber, postalCode, expires}: caches, an hour and 30 days.
import { DELIVERY_POSTCODE_COOKIE, PREFERRED_STORE_COOKIE, readCookie, writeCookie } from "../../lib/cookies";

export const PREFERRED_STORE_KEY = "t_psn";
export const HD_LOCATION_KEY = "t_hd_lt";
export const CNC_LOCATION_KEY = "t_cnc_lt";

const DAY_MS = 86_400_000;
/** Preferred store expiry: one day (docs/stores.md#preferred-store). */
export const PREFERRED_STORE_DAYS = 1;
/** Home delivery postcode cookie: 365 days (docs/web.md#browser-storage). */
export const DELIVERY_POSTCODE_DAYS = 365;
/** Stock location (location group of the postcode): one hour, 3,600,000 ms (docs/stores.md#stock). */
export const STOCK_LOCATION_MS = 3_600_000;
/** Nearest store cache: one entry, 30 days (docs/stores.md#store-finder). */
export const NEAREST_STORE_MS = 30 * DAY_MS;

export interface PreferredStore {
  storeNumber: string;
  name: string;
  town: string;
  postalCode: string;
  /** True when the shopper chose it (not taken from the account or a default). */
  hasBeenSetByUser: boolean;
  /** Epoch ms after which it is forgotten. */
  expires: number;
}

/** A store number is 4 digits: the last 4 digits with non-digits stripped (docs/stores.md#stores). */
export function normaliseStoreNumber(n: string): string {
  return n.replace(/\D/g, "").slice(-4);
}

/** A postcode is 4 digits, reduced like a store number. */
export function normalisePostcode(p: string): string {
  return p.replace(/\D/g, "").slice(-4);
}

function readJSON(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function writeJSON(key: string, v: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(v));
  } catch {
    // Storage full or disabled: the cookie still carries the store number.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * The preferred store, or null. Local storage wins while it is unexpired and agrees with the cookie;
 * a cookie alone (set by the server or another tab) gives a store with only its number, whose details
 * are then fetched (needsDetails). An expired entry is removed.
 */
export function readPreferredStore(now = Date.now()): PreferredStore | null {
  const cookie = normaliseStoreNumber(readCookie(PREFERRED_STORE_COOKIE));
  const v = readJSON(PREFERRED_STORE_KEY);
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    const storeNumber = normaliseStoreNumber(str(o.storeNumber));
    const expires = typeof o.expires === "number" ? o.expires : 0;
    if (expires <= now || storeNumber.length !== 4) {
      remove(PREFERRED_STORE_KEY);
    } else if (!cookie || cookie === storeNumber) {
      return {
        storeNumber,
        name: str(o.name),
        town: str(o.town),
        postalCode: str(o.postalCode),
        hasBeenSetByUser: o.hasBeenSetByUser === true,
        expires,
      };
    }
  }
  if (cookie.length !== 4) return null;
  return {
    storeNumber: cookie,
    name: "",
    town: "",
    postalCode: "",
    hasBeenSetByUser: false,
    expires: now + PREFERRED_STORE_DAYS * DAY_MS,
  };
}

/** What is kept of a store. */
export interface StoreDetails {
  storeNumber: string;
  name?: string;
  town?: string;
  postalCode?: string;
}

/** Keeps a store as the preferred one, in local storage and the cookie, for a day. */
export function savePreferredStore(
  store: StoreDetails,
  hasBeenSetByUser: boolean,
  now = Date.now(),
): PreferredStore | null {
  const storeNumber = normaliseStoreNumber(store.storeNumber);
  if (storeNumber.length !== 4) return null;
  const ps: PreferredStore = {
    storeNumber,
    name: store.name ?? "",
    town: store.town ?? "",
    postalCode: store.postalCode ?? "",
    hasBeenSetByUser,
    expires: now + PREFERRED_STORE_DAYS * DAY_MS,
  };
  writeJSON(PREFERRED_STORE_KEY, ps);
  writeCookie(PREFERRED_STORE_COOKIE, storeNumber, PREFERRED_STORE_DAYS);
  return ps;
}

/** The kept store with fetched details added (same store only); expiry and who set it unchanged. */
export function mergeDetails(ps: PreferredStore, d: StoreDetails): PreferredStore {
  if (normaliseStoreNumber(d.storeNumber) !== ps.storeNumber) return ps;
  return {
    ...ps,
    name: d.name || ps.name,
    town: d.town || ps.town,
    postalCode: d.postalCode || ps.postalCode,
  };
}

/** Adds fetched details to the kept store (mergeDetails) and keeps the result. */
export function withDetails(ps: PreferredStore, d: StoreDetails): PreferredStore {
  const next = mergeDetails(ps, d);
  if (next !== ps) writeJSON(PREFERRED_STORE_KEY, next);
  return next;
}

/** Forgets the preferred store (ERR_STORE_UNAVAILABLE: the store is gone). */
export function clearPreferredStore(): void {
  remove(PREFERRED_STORE_KEY);
  writeCookie(PREFERRED_STORE_COOKIE, "", -1);
}

/** Store details are fetched when the town or postcode is missing (docs/stores.md#preferred-store). */
export function needsDetails(ps: PreferredStore | null): boolean {
  return ps !== null && (!ps.town || !ps.postalCode || !ps.name);
}

/** The home delivery postcode (t_hd_pc), 4 digits or "". */
export function readDeliveryPostcode(): string {
  const p = normalisePostcode(readCookie(DELIVERY_POSTCODE_COOKIE));
  return p.length === 4 ? p : "";
}

/** Keeps the home delivery postcode for 365 days; returns it, or "" when it is not 4 digits. */
export function saveDeliveryPostcode(postcode: string): string {
  const p = normalisePostcode(postcode);
  if (p.length !== 4) return "";
  writeCookie(DELIVERY_POSTCODE_COOKIE, p, DELIVERY_POSTCODE_DAYS);
  return p;
}

/** A postcode's stock location group (getLocationGroup), kept an hour. */
export interface LocationGroup {
  postalCode: string;
  locationGroup: string;
  regionId: string;
}

export function readLocationGroup(postalCode: string, now = Date.now()): LocationGroup | null {
  const v = readJSON(HD_LOCATION_KEY);
  if (!v || typeof v !== "object") return null;
  const o = v as Record<string, unknown>;
  if (typeof o.expires !== "number" || o.expires <= now || o.postalCode !== postalCode) return null;
  return { postalCode, locationGroup: str(o.locationGroup), regionId: str(o.regionId) };
}

export function saveLocationGroup(g: LocationGroup, now = Date.now()): void {
  writeJSON(HD_LOCATION_KEY, { ...g, expires: now + STOCK_LOCATION_MS });
}

/** The nearest store to a position, kept 30 days (one entry). */
export interface NearestStore {
  latitude: number;
  longitude: number;
  storeNumber: string;
  /** The store's postcode: what a store search near the position asks for. */
  postalCode: string;
}

/** Positions within about a kilometre share the cached answer. */
const near = (a: number, b: number) => Math.abs(a - b) < 0.01;

export function readNearestStore(latitude: number, longitude: number, now = Date.now()): NearestStore | null {
  const v = readJSON(CNC_LOCATION_KEY);
  if (!v || typeof v !== "object") return null;
  const o = v as Record<string, unknown>;
  if (typeof o.expires !== "number" || o.expires <= now) return null;
  if (typeof o.latitude !== "number" || typeof o.longitude !== "number") return null;
  if (!near(o.latitude, latitude) || !near(o.longitude, longitude)) return null;
  return {
    latitude: o.latitude,
    longitude: o.longitude,
    storeNumber: str(o.storeNumber),
    postalCode: str(o.postalCode),
  };
}

export function saveNearestStore(n: NearestStore, now = Date.now()): void {
  writeJSON(CNC_LOCATION_KEY, { ...n, expires: now + NEAREST_STORE_MS });
}
