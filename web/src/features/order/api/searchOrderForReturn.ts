// searchOrderForReturn (POST /api/returns/search): the returns portal finds an order by number and
// e-mail: the order with each entry's returnable quantity, and the refund reasons (docs/orders.md).
import { apiPost, type Answer } from "../../../lib/api";
import type { Lookup } from "../types";

export function searchOrderForReturn(lookup: Lookup) {
  return apiPost<Answer<"searchOrderForReturn">>("/api/returns/search", { ...lookup });
}
