// deleteAddress (POST /api/addresses/{id}/delete): removes an address from the book (docs/accounts.md
// "Operations").
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type Answer } from "../../../lib/api";
import { ADDRESSES_URL } from "./listAddresses";

export function deleteAddress(id: string) {
  return apiPost<Answer<"deleteAddress">>(`${ADDRESSES_URL}/${encodeURIComponent(id)}/delete`, {});
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["deleteAddress"],
    mutationFn: deleteAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: [ADDRESSES_URL] }),
  });
}
