// receiveReturn (POST /api/staff/returns/receive): a requested return's parcel has arrived
// (requested → received; repeating it changes nothing) (docs/staff.md "Returns").
import { apiPost, type Answer } from "../../../lib/api";

export function receiveReturn(returnCode: string) {
  return apiPost<Answer<"receiveReturn">>("/api/staff/returns/receive", { returnCode });
}
