// createAddress (POST /api/addresses): adds an address, a finder's suggestion (formType single) or typed
// in (manual); the answer is {address} (docs/accounts.md "Operations").
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import type { Address, AddressInput } from "../types";
import { ADDRESSES_URL } from "./listAddresses";

type AddressBody = RequestBody<"createAddress"> & RequestBody<"editAddress">;

/** The body createAddress and editAddress take: the finder's line, or the parts trimmed. */
export function addressBody(a: AddressInput): AddressBody {
  const phone = a.phone?.trim() || undefined;
  if (a.formType === "single") {
    return { formType: "single", singleLineId: a.singleLineId, singleLineLabel: a.singleLineLabel, phone };
  }
  return {
    formType: "manual",
    line1: a.line1.trim(),
    line2: a.line2?.trim() || undefined,
    town: a.town.trim(),
    // The form offers only the states (lib/validation STATES), as text.
    state: a.state as AddressBody["state"],
    postalCode: a.postalCode.trim(),
    phone,
  };
}

export function createAddress(a: AddressInput): Promise<Address> {
  return apiPost<Answer<"createAddress">>(ADDRESSES_URL, addressBody(a)).then((r) => r.address);
}

export function useCreateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["createAddress"],
    mutationFn: createAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: [ADDRESSES_URL] }),
  });
}
