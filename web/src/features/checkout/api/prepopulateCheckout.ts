// prepopulateCheckout (GET /api/checkout): the checkout, with the server's defaults filled
// (docs/checkout.md "HTTP operations"). The query key is the API URL; every step's answer replaces it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { Checkout } from "../types";

export const CHECKOUT_URL = "/api/checkout";

export function fetchCheckout(signal?: AbortSignal) {
  return apiGet<Checkout>(CHECKOUT_URL, signal);
}

export const checkoutQuery = () =>
  queryOptions({
    queryKey: [CHECKOUT_URL],
    queryFn: ({ signal }) => fetchCheckout(signal),
    staleTime: 0,
    retry: false,
  });

export const useCheckout = () => useQuery(checkoutQuery());
