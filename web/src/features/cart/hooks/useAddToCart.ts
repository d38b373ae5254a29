import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { addToCart } from "../api/addToCart";
import type { AddAnswer, AddProduct } from "../types";
import { failure, type ChangeResult } from "../failure";
import { addedMessage, cartMessage, firstItemMessage, type MessageContext } from "../messages";
import { announceAdded } from "../miniCartCount";

/** Adds products; the mini cart opens on success. */
export function useAddToCart() {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const add = useCallback(
    async (
      products: AddProduct[],
      ctx: MessageContext = {},
    ): Promise<ChangeResult & { answer?: AddAnswer }> => {
      setPending(true);
      try {
        const answer = await addToCart(client, products);
        const msg = firstItemMessage(answer.errorItems, ctx);
        if (answer.addedItems.length > 0) {
          announceAdded();
          return { status: "done", message: msg ?? addedMessage(ctx), answer };
        }
        return { status: "error", message: msg ?? cartMessage("unsuccessful", ctx), answer };
      } catch (err) {
        return failure(err, ctx);
      } finally {
        setPending(false);
      }
    },
    [client],
  );
  return { add, pending };
}
