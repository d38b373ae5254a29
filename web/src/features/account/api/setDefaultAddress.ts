// setDefaultAddress (PUT /api/addresses/{id}/default): makes an address the book's default
// (docs/accounts.md "Operations").
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPut, type Answer } from "../../../lib/api";
import { ADDRESSES_URL } from "./listAddresses";

export function setDefaultAddress(id: string) {
  return apiPut<Answer<"setDefaultAddress">>(`${ADDRESSES_URL}/${encodeURIComponent(id)}/default`);
}

export function useSetDefaultAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["setDefaultAddress"],
    mutationFn: setDefaultAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: [ADDRESSES_URL] }),
  });
}
