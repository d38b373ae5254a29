// updateCart (POST /api/cart/update): new quantities for entries (0 removes one); answers what changed,
// what was removed or refused and the whole cart (docs/cart.md "Cart operations").
import type { QueryClient } from "@tanstack/react-query";
import type { Answer, RequestBody } from "../../../lib/api";
import { change } from "../cache";
import type { UpdateProduct } from "../types";

export function updateCart(client: QueryClient, products: UpdateProduct[]): Promise<Answer<"updateCart">> {
  const body = { products } satisfies RequestBody<"updateCart">;
  return change<Answer<"updateCart">>(
    client,
    `update:${products.map((p) => p.entryNumber).join(",")}`,
    "/api/cart/update",
    body,
  );
}
