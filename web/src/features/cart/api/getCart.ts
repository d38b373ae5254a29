// getCart (GET /api/cart): the cart summary, its stock fields filled from one batched read (docs/cart.md
// "The cart summary"). The query key is the API URL; a change's answer replaces it (cache.ts).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const CART_URL = "/api/cart";

export function fetchCart(signal?: AbortSignal) {
  return apiGet<Answer<"getCart">>(CART_URL, signal);
}

export const cartQuery = () =>
  queryOptions({
    queryKey: [CART_URL],
    queryFn: ({ signal }) => fetchCart(signal),
    staleTime: 30_000,
  });

export const useCart = () => useQuery(cartQuery());
