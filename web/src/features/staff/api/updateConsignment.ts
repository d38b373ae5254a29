// updateConsignment (POST /api/staff/consignments/update): moves a consignment (picked, shipped, ready
// to collect, collected, cancelled); answers the order with its audit log (docs/staff.md "Moving a consignment").
import type { QueryClient } from "@tanstack/react-query";
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import { staffKeys } from "../cache";

/** The move: the consignment, its new status and that status's detail (carrier, collector, reason). */
export type MoveInput = RequestBody<"updateConsignment">;

export function updateConsignment(input: MoveInput) {
  return apiPost<Answer<"updateConsignment">>("/api/staff/consignments/update", { ...input });
}

/** After a move: the order's answer is the new truth, and every queue is refetched. */
export function afterMove(client: QueryClient, answer: Answer<"updateConsignment">) {
  client.setQueryData(staffKeys.order(answer.order.code), answer);
  void client.invalidateQueries({ queryKey: staffKeys.queues });
}
