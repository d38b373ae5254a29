// refundReturn (POST /api/staff/returns/refund): refunds a received return to the order's payments
// (received → refunded; before receipt 409 ERR_NOT_READY) (docs/staff.md "Returns").
import { apiPost, type Answer } from "../../../lib/api";

export function refundReturn(returnCode: string) {
  return apiPost<Answer<"refundReturn">>("/api/staff/returns/refund", { returnCode });
}
