// The mini cart's unit count, cached in session storage and adjusted after each cart change
// (docs/cart.md "Browser storage"): the header shows it on every page without a call.
import { useSyncExternalStore } from "react";

export const MINI_CART_KEY = "t_minicart";

interface Cached {
  totalUnitCount: number;
  /** Whose cart: "" for an anonymous shopper, else the customer's id. */
  owner: string;
}

const listeners = new Set<() => void>();
let current: Cached | null | undefined;

function read(): Cached | null {
  try {
    const raw = sessionStorage.getItem(MINI_CART_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Cached>;
    if (typeof v.totalUnitCount !== "number" || !Number.isFinite(v.totalUnitCount)) return null;
    return { totalUnitCount: Math.max(0, Math.floor(v.totalUnitCount)), owner: String(v.owner ?? "") };
  } catch {
    return null;
  }
}

function snapshot(): Cached | null {
  if (current === undefined) current = read();
  return current;
}

function write(next: Cached | null): void {
  current = next;
  try {
    if (next) sessionStorage.setItem(MINI_CART_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(MINI_CART_KEY);
  } catch {
    // Storage disabled: the count lives in memory for this page.
  }
  for (const l of listeners) l();
}

let owner = "";

/** Whose cart the count is (the signed-in customer's id, or "" when anonymous). */
export function setMiniCartOwner(id: string): void {
  owner = id;
}

/** The cached count, or null when it is not known for the current shopper (ask the server). */
export function cachedMiniCartCount(): number | null {
  const c = snapshot();
  return c && c.owner === owner ? c.totalUnitCount : null;
}

/** The count from a cart answer (every change answers the cart). */
export function setMiniCartCount(totalUnitCount: number): void {
  write({ totalUnitCount, owner });
}

/** Forget the count (the shopper changed: sign-in merges carts, sign-out starts an empty one). */
export function clearMiniCartCount(): void {
  write(null);
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The cached unit count of this shopper's cart as React state (null until known). */
export function useMiniCartCount(shopper: string): number | null {
  const c = useSyncExternalStore(subscribe, snapshot, () => null);
  return c && c.owner === shopper ? c.totalUnitCount : null;
}

const addedListeners = new Set<() => void>();

/** Something was just added: the mini cart opens its drawer to show it (docs/cart.md, "The basket in the browser"). */
export function announceAdded(): void {
  for (const l of addedListeners) l();
}

/** Listen for adds; returns the unsubscribe. */
export function onAdded(l: () => void): () => void {
  addedListeners.add(l);
  return () => addedListeners.delete(l);
}
