// editAddress (POST /api/addresses/{id}): changes an address of the book; the answer is {address}
// (docs/accounts.md "Operations").
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type Answer } from "../../../lib/api";
import type { Address, AddressInput } from "../types";
import { addressBody } from "./createAddress";
import { ADDRESSES_URL } from "./listAddresses";

export function editAddress(id: string, a: AddressInput): Promise<Address> {
  return apiPost<Answer<"editAddress">>(`${ADDRESSES_URL}/${encodeURIComponent(id)}`, addressBody(a)).then(
    (r) => r.address,
  );
}

export function useEditAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["editAddress"],
    mutationFn: ({ id, address }: { id: string; address: AddressInput }) => editAddress(id, address),
    onSuccess: () => client.invalidateQueries({ queryKey: [ADDRESSES_URL] }),
  });
}
