// addToCart (POST /api/cart/add): adds products (a variant, how many, gift card or personalisation
// extras); answers what was added, what was refused and the whole cart (docs/cart.md "Cart operations").
import type { QueryClient } from "@tanstack/react-query";
import type { Answer } from "../../../lib/api";
import { change } from "../cache";
import type { AddProduct } from "../types";

export function addToCart(client: QueryClient, products: AddProduct[]): Promise<Answer<"addToCart">> {
  // Each add stands alone (two quick adds are two products), so each is its own kind.
  return change<Answer<"addToCart">>(
    client,
    `add:${products.map((p) => p.productCode).join(",")}`,
    "/api/cart/add",
    {
      products,
    },
  );
}
