// listBillingCountries (GET /api/checkout/billing-countries): the countries a billing address may be in
// (docs/checkout.md "HTTP operations"). Kept for an hour.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const BILLING_COUNTRIES_URL = "/api/checkout/billing-countries";

export function fetchBillingCountries(signal?: AbortSignal) {
  return apiGet<Answer<"listBillingCountries">>(BILLING_COUNTRIES_URL, signal);
}

export const billingCountriesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [BILLING_COUNTRIES_URL],
    queryFn: ({ signal }) => fetchBillingCountries(signal),
    enabled,
    staleTime: 3_600_000,
  });

export const useBillingCountries = (enabled: boolean) => useQuery(billingCountriesQuery(enabled));
