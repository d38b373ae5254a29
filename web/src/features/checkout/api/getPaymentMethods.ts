// getPaymentMethods (GET /api/checkout/payment-methods): the methods the cart may use, where the card
// fields come from, and a signed-in customer's saved cards and PayPal accounts (docs/checkout.md).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";

export const PAYMENT_METHODS_URL = "/api/checkout/payment-methods";

export function fetchPaymentMethods(signal?: AbortSignal) {
  return apiGet<Answer<"getPaymentMethods">>(PAYMENT_METHODS_URL, signal);
}

/** The methods the cart may use: keyed by the cart's hash and total, which change what is allowed. */
export const paymentMethodsQuery = (cartKey: string, enabled: boolean) =>
  queryOptions({
    queryKey: [PAYMENT_METHODS_URL, cartKey],
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
    enabled,
    staleTime: 60_000,
  });

export const usePaymentMethods = (cartKey: string, enabled: boolean) =>
  useQuery(paymentMethodsQuery(cartKey, enabled));

/**
 * The signed-in customer's saved cards and PayPal accounts (My Account → Payment methods), from the
 * same answer. Keyed under PAYMENT_METHODS_URL so a change here refreshes the checkout's too.
 */
export const savedPaymentsQuery = () =>
  queryOptions({
    queryKey: [PAYMENT_METHODS_URL, "saved"],
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
    select: (m) => ({ cards: m.savedCards ?? [], paypal: m.paypalAccounts ?? [] }),
    retry: false,
  });

export const useSavedPayments = () => useQuery(savedPaymentsQuery());
