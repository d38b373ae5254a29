// submitReturn (POST /api/returns): a return of chosen entries with the sender and address; the answer
// is the order with its returns, the new one last (docs/orders.md "The shopper's side").
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import type { ReturnRequest } from "../types";

/** The request is the form's (the sender always given); `satisfies` holds it to the wire's shape. */
export function submitReturn(request: ReturnRequest) {
  return apiPost<Answer<"submitReturn">>("/api/returns", {
    ...request,
  } satisfies RequestBody<"submitReturn">);
}
