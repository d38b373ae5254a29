// The checkout answer lives in the query cache: every step's answer replaces it whole.
import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { checkoutQuery } from "../api/prepopulateCheckout";
import type { Checkout } from "../types";

/** Replaces the cached checkout with a step's answer. */
export function useApplyCheckout() {
  const client = useQueryClient();
  return useCallback(
    (c: Checkout) => {
      client.setQueryData(checkoutQuery().queryKey, (old: Checkout | undefined) =>
        // An answer without the cart (a step that answers only its part) keeps the cart known.
        old && !c.cart ? { ...old, ...c } : c,
      );
    },
    [client],
  );
}
