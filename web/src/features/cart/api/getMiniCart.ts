// getMiniCart (GET /api/cart/mini): the header's mini cart: unit count, subtotal and the three last
// changed entries (docs/cart.md "Cart operations"). Its count is kept for the header (miniCartCount).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";
import { setMiniCartCount } from "../miniCartCount";

export const MINI_CART_URL = "/api/cart/mini";

export function fetchMiniCart(signal?: AbortSignal) {
  return apiGet<Answer<"getMiniCart">>(MINI_CART_URL, signal);
}

export const miniCartQuery = () =>
  queryOptions({
    queryKey: [MINI_CART_URL],
    queryFn: async ({ signal }) => {
      const mini = await fetchMiniCart(signal);
      setMiniCartCount(mini.totalUnitCount);
      return mini;
    },
    staleTime: 30_000,
  });

export function useMiniCart(options?: { enabled?: boolean }) {
  return useQuery({ ...miniCartQuery(), ...options });
}
