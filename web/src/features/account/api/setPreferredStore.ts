// setPreferredStore (POST /api/customer/preferred-store): the signed-in customer's preferred store; the
// answer is the profile (docs/accounts.md "Operations", docs/stores.md).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type Answer } from "../../../lib/api";
import { profileQuery } from "./getProfile";

export function setPreferredStore(storeNumber: string) {
  return apiPost<Answer<"setPreferredStore">>("/api/customer/preferred-store", { storeNumber });
}

export function useSetPreferredStore() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["setPreferredStore"],
    mutationFn: setPreferredStore,
    onSuccess: (p) => client.setQueryData(profileQuery().queryKey, p),
  });
}
