// What a failed cart change tells the shopper: the answer's item messages, the error codes' texts, and
// the 403 rule (docs/web.md, "Calling the API": a signed-in shopper's page reloads, an anonymous one
// may retry).
import { ApiError, getSession } from "../../lib/api";
import {
  cartMessage,
  firstItemMessage,
  FORBIDDEN_MESSAGE,
  GENERIC_ADD_ERROR,
  type CartMessage,
  type MessageContext,
} from "./messages";
import { disregarded } from "./superseded";

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
