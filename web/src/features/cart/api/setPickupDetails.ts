// setPickupDetails (POST /api/cart/pickup): the click-and-collect store; answers the store and the whole
// cart (docs/cart.md "Cart operations"). Superseded by, and supersedes, a mode change.
import type { QueryClient } from "@tanstack/react-query";
import type { Answer, RequestBody } from "../../../lib/api";
import { change } from "../cache";

export function setPickupDetails(
  client: QueryClient,
  storeNumber: string,
): Promise<Answer<"setPickupDetails">> {
  const body = { store: { storeNumber } } satisfies RequestBody<"setPickupDetails">;
  return change<Answer<"setPickupDetails">>(client, "deliveryMode", "/api/cart/pickup", body);
}
