// rejectThreeDS (POST /api/checkout/threeds/reject): the 3DS challenge failed or was abandoned: the
// reservation goes (docs/checkout.md "Place order: money moves in two phases").
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import { withLoginRetry } from "../loginRetry";

export function rejectThreeDS(body: RequestBody<"rejectThreeDS">) {
  return withLoginRetry(() => apiPost<Answer<"rejectThreeDS">>("/api/checkout/threeds/reject", body));
}
