// Cart changes as the screens use them: the answer's item messages, the error codes' effects, the 403
// rule (docs/web.md, "Calling the API": a signed-in shopper's page reloads, an anonymous one may retry).
import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, getSession } from "../../lib/api";
import { addToCart, type AddAnswer, type AddProduct } from "./api";
import {
  addedMessage,
  cartMessage,
  firstItemMessage,
  FORBIDDEN_MESSAGE,
  GENERIC_ADD_ERROR,
  type CartMessage,
  type MessageContext,
} from "./messages";
import { disregarded } from "./superseded";
import { announceAdded } from "./miniCartCount";

export interface ChangeResult {
  status: "done" | "error" | "disregarded" | "forbidden";
  message: CartMessage | null;
}

/** Whether the session is a hard sign-in (a 403 then reloads the page). */
async function signedIn(): Promise<boolean> {
  try {
    const s = await getSession();
    return Boolean(s.customer.wattleCustomerId || s.customer.email) && !s.loginRequired;
  } catch {
    return false;
  }
}

/** What a failed cart call tells the shopper; a 403 for a signed-in shopper reloads the page. */
export async function failure(err: unknown, ctx: MessageContext = {}): Promise<ChangeResult> {
  if (disregarded(err)) return { status: "disregarded", message: null };
  if (err instanceof ApiError) {
    if (err.status === 403) {
      if (await signedIn()) {
        window.location.reload();
        return { status: "forbidden", message: null };
      }
      return {
        status: "forbidden",
        message: { code: "Forbidden", tone: "error", text: FORBIDDEN_MESSAGE, links: [] },
      };
    }
    const msg = firstItemMessage(err.errorItems, ctx) ?? cartMessage(err.code, ctx);
    return { status: "error", message: msg };
  }
  return {
    status: "error",
    message: { code: "unsuccessful", tone: "error", text: GENERIC_ADD_ERROR, links: [] },
  };
}

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
