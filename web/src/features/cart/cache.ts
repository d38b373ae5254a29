// What a cart change does to the cached queries (docs/web.md, "Calling the API", "Superseded answers"):
// the answer's cart replaces the cached one, nothing is patched locally, and only the latest change counts.
import type { QueryClient } from "@tanstack/react-query";
import { apiPost, INFO_URL } from "../../lib/api";
import { CART_URL, cartQuery } from "./api/getCart";
import { setMiniCartCount } from "./miniCartCount";
import { createOrderedApplier, latestOnly } from "./superseded";
import type { Cart } from "./types";

const isCartKey = (key: readonly unknown[]) => typeof key[0] === "string" && key[0].startsWith(CART_URL);
const isInfoKey = (key: readonly unknown[]) => typeof key[0] === "string" && key[0].startsWith(INFO_URL);

/**
 * After a cart change: the answer's cart replaces the cached one, the unit count is adjusted, and the
 * other cart queries and getInfo's fragments (account, preferred store, messages…) are refetched
 * (docs/web.md, "Superseded answers").
 */
export function applyCart(client: QueryClient, cart: Cart): void {
  client.setQueryData(cartQuery().queryKey, cart);
  setMiniCartCount(cart.totalUnitCount);
  void client.invalidateQueries({
    predicate: (q) => (isCartKey(q.queryKey) && q.queryKey[0] !== CART_URL) || isInfoKey(q.queryKey),
  });
}

/** What depends on the preferred store is reloaded this long after it changes (docs/web.md, "Timings"). */
export const STORE_CHANGE_RELOAD_MS = 500;

/**
 * After the preferred store changes: the cart (whose click-and-collect stock is that store's until it
 * has a pickup store) and getInfo's fragments are refetched. Stock and estimate queries need nothing:
 * they are keyed by the store number.
 */
export function refreshAfterStoreChange(client: QueryClient): void {
  void client.invalidateQueries({ predicate: (q) => isCartKey(q.queryKey) || isInfoKey(q.queryKey) });
}

const cartOrder = createOrderedApplier();

/**
 * Sends a cart change. Only the latest change's answer is applied: an answer to a request that a newer
 * one has superseded is dropped (docs/web.md, "Superseded answers") and the promise rejects with a
 * Disregarded error, which callers ignore.
 */
export async function change<T extends { cart: Cart }>(
  client: QueryClient,
  kind: string,
  url: string,
  body: Record<string, unknown>,
): Promise<T> {
  const ticket = cartOrder.ticket();
  const answer = await latestOnly(kind, () => apiPost<T>(url, body));
  // Two different changes in flight both answer the whole cart: the older request's cart is stale.
  if (cartOrder.accept(ticket)) applyCart(client, answer.cart);
  return answer;
}
