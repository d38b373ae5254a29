// setDeliveryMode (POST /api/cart/delivery-mode): the cart's delivery mode, with the delivery postcode
// when one is known; answers the whole cart (docs/cart.md "Cart operations").
import type { QueryClient } from "@tanstack/react-query";
import type { Answer, RequestBody } from "../../../lib/api";
import { change } from "../cache";
import type { DeliveryModeCode } from "../types";

export function setDeliveryMode(
  client: QueryClient,
  id: DeliveryModeCode,
  postalCode?: string,
): Promise<Answer<"setDeliveryMode">> {
  const body = {
    id,
    isAdvantage: false,
    ...(postalCode ? { postalCode } : {}),
  } satisfies RequestBody<"setDeliveryMode">;
  return change<Answer<"setDeliveryMode">>(client, "deliveryMode", "/api/cart/delivery-mode", body);
}
