// requestBackInStock (POST /api/stock/back-in-stock): e-mail the shopper when a variant sold out online
// is back (docs/delivery.md#back-in-stock).
import { useMutation } from "@tanstack/react-query";
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";

export function requestBackInStock(body: RequestBody<"requestBackInStock">) {
  return apiPost<Answer<"requestBackInStock">>("/api/stock/back-in-stock", body);
}

export function useRequestBackInStock() {
  return useMutation({ mutationFn: requestBackInStock });
}
