// getReturnLabel (GET /api/returns/{returnCode}/label): a return's prepaid label for its owner only:
// the signed-in customer, or a guest with the order's e-mail or the label e-mail's token
// (docs/orders.md "The return label").
import { queryOptions } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

/** How the page shows the return is the shopper's: the e-mail link's token or the order's e-mail. */
export interface LabelKey {
  token?: string | undefined;
  email?: string | undefined;
}

export function returnLabelUrl(returnCode: string, key: LabelKey = {}) {
  const q = new URLSearchParams();
  if (key.token) q.set("token", key.token);
  else if (key.email) q.set("email", key.email.trim());
  const qs = q.toString();
  return `/api/returns/${encodeURIComponent(returnCode)}/label${qs ? `?${qs}` : ""}`;
}

export function fetchReturnLabel(returnCode: string, key: LabelKey = {}, signal?: AbortSignal) {
  return apiGet<Answer<"getReturnLabel">>(returnLabelUrl(returnCode, key), signal);
}

/** The query key is the API URL; a refused label (404) is not asked again. */
export const returnLabelQuery = (returnCode: string, key: LabelKey = {}) =>
  queryOptions({
    queryKey: [returnLabelUrl(returnCode, key)],
    queryFn: ({ signal }) => fetchReturnLabel(returnCode, key, signal),
    enabled: returnCode !== "",
    retry: false,
  });
