// listAddresses (GET /api/addresses): the signed-in customer's address book, the default first as the
// server orders it (docs/accounts.md "Operations"). The query key is the API URL; changes invalidate it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const ADDRESSES_URL = "/api/addresses";

export function fetchAddresses(signal?: AbortSignal) {
  return apiGet<Answer<"listAddresses">>(ADDRESSES_URL, signal);
}

export const addressesQuery = () =>
  queryOptions({
    queryKey: [ADDRESSES_URL],
    queryFn: ({ signal }) => fetchAddresses(signal),
    retry: false,
  });

export const useAddresses = () => useQuery(addressesQuery());
