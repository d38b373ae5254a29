// removeFromCart (POST /api/cart/remove): removes entries; answers what was removed or refused and the
// whole cart (docs/cart.md "Cart operations").
import type { QueryClient } from "@tanstack/react-query";
import type { Answer, RequestBody } from "../../../lib/api";
import { change } from "../cache";
import type { RemovedItem } from "../types";

export function removeFromCart(
  client: QueryClient,
  products: RemovedItem[],
): Promise<Answer<"removeFromCart">> {
  const body = { products } satisfies RequestBody<"removeFromCart">;
  return change<Answer<"removeFromCart">>(
    client,
    `remove:${products.map((p) => p.entryNumber).join(",")}`,
    "/api/cart/remove",
    body,
  );
}
