// getCartVariants (GET /api/cart/variants): each entry's sibling variants (colour, size), for changing
// an entry on the basket (docs/cart.md "Cart operations").
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const CART_VARIANTS_URL = "/api/cart/variants";

export function fetchCartVariants(signal?: AbortSignal) {
  return apiGet<Answer<"getCartVariants">>(CART_VARIANTS_URL, signal);
}

export const cartVariantsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [CART_VARIANTS_URL],
    queryFn: ({ signal }) => fetchCartVariants(signal),
    enabled,
    staleTime: 60_000,
  });

export const useCartVariants = (enabled: boolean) => useQuery(cartVariantsQuery(enabled));
