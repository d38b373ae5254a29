// confirmThreeDS (POST /api/checkout/threeds/confirm): the 3DS challenge passed: the server asks the
// provider and places the order (docs/checkout.md "Place order: money moves in two phases").
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import { withLoginRetry } from "../loginRetry";
import type { PlaceOrderAnswer } from "../types";
import { rejectThreeDS } from "./rejectThreeDS";

export function confirmThreeDS(body: RequestBody<"confirmThreeDS">) {
  return withLoginRetry(() => apiPost<Answer<"confirmThreeDS">>("/api/checkout/threeds/confirm", body));
}

/** The challenge's outcome as the provider's return names it. */
export interface ThreeDSResult {
  tcId: string;
  tcStatus: "success" | "rejected";
}

/** The challenge's outcome: confirm (the server asks the provider) or reject (the reservation goes). */
export function finishThreeDS(r: ThreeDSResult): Promise<PlaceOrderAnswer> {
  const body = { tcId: r.tcId, tcStatus: r.tcStatus };
  // A rejected challenge places no order: the answer is an empty place-order answer.
  return r.tcStatus === "success" ? confirmThreeDS(body) : rejectThreeDS(body).then(() => ({}));
}
