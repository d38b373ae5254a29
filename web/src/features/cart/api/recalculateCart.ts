// recalculateCart (POST /api/cart/recalculate): checks every entry against stock and limits, lowering or
// removing what cannot be had; answers like updateCart (docs/cart.md "Cart operations").
import type { QueryClient } from "@tanstack/react-query";
import type { Answer } from "../../../lib/api";
import { change } from "../cache";

export function recalculateCart(client: QueryClient): Promise<Answer<"recalculateCart">> {
  return change<Answer<"recalculateCart">>(client, "recalculate", "/api/cart/recalculate", {});
}
