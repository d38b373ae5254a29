// The checkout's calls (docs/checkout.md "HTTP operations", tag checkout). Every call goes through
// lib/api (envelope, csrf, the 403 refetch-and-retry-once); the payment and address calls add the
// ERR_LOGIN_REQUIRED rule of docs/web.md, "Calling the API" (refresh the session, retry once).
import { queryOptions } from "@tanstack/react-query";
import {
  ApiError,
  apiGet,
  apiPost,
  apiPut,
  getSession,
  invalidateSession,
  type ApiErrorBody,
} from "../../lib/api";
import type {
  Checkout,
  Country,
  DeliveryAddressAnswer,
  GiftCardAnswer,
  GiftCardBalanceAnswer,
  Order,
  PaymentMethods,
  PaymentMode,
  PickupStore,
  PlaceOrderAnswer,
} from "./types";

export const CHECKOUT_URL = "/api/checkout";
export const BILLING_COUNTRIES_URL = `${CHECKOUT_URL}/billing-countries`;
export const PAYMENT_METHODS_URL = `${CHECKOUT_URL}/payment-methods`;
export const thankYouUrl = (orderCode: string) =>
  `${CHECKOUT_URL}/thank-you/${encodeURIComponent(orderCode)}`;

/** The login-required code: a payment or address call refreshes the session and retries once. */
export const LOGIN_REQUIRED = "ERR_LOGIN_REQUIRED";

/**
 * Runs a payment or address call; on ERR_LOGIN_REQUIRED the session (and its csrf token) is fetched
 * afresh and the call is made once more (docs/web.md, "Calling the API"). A second refusal is
 * the caller's to show.
 */
export async function withLoginRetry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== LOGIN_REQUIRED) throw err;
    invalidateSession();
    await getSession(true);
    return call();
  }
}

/** DELETE with the csrf header (lib/api has POST and PUT only); same envelope and 403 retry. */
async function apiDelete<T>(url: string, retry = true): Promise<T> {
  const { csrfToken } = await getSession();
  const res = await fetch(url, {
    method: "DELETE",
    credentials: "same-origin",
    headers: { Accept: "application/json", "X-CSRF-Token": csrfToken },
  });
  let body: { success?: boolean; data?: T; error?: ApiErrorBody } | undefined;
  try {
    body = (await res.json()) as typeof body;
  } catch {
    body = undefined;
  }
  if (res.status === 403 && retry && (!body?.error || body.error.code === "ERR_CSRF")) {
    invalidateSession();
    await getSession(true);
    return apiDelete<T>(url, false);
  }
  if (!res.ok || !body?.success) {
    throw new ApiError(
      res.status,
      body?.error ?? { code: "unsuccessful", message: res.statusText || "The shop could not be reached." },
    );
  }
  return body.data as T;
}

// --- reads -------------------------------------------------------------------------------------------

/** The checkout, with the server's defaults filled (prepopulateCheckout). */
export const checkoutQuery = () =>
  queryOptions({
    queryKey: [CHECKOUT_URL],
    queryFn: ({ signal }) => apiGet<Checkout>(CHECKOUT_URL, signal),
    staleTime: 0,
    retry: false,
  });

export const billingCountriesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [BILLING_COUNTRIES_URL],
    queryFn: ({ signal }) => apiGet<{ countries: Country[] }>(BILLING_COUNTRIES_URL, signal),
    enabled,
    staleTime: 3_600_000,
  });

/** The methods the cart may use: keyed by the cart's hash and total, which change what is allowed. */
export const paymentMethodsQuery = (cartKey: string, enabled: boolean) =>
  queryOptions({
    queryKey: [PAYMENT_METHODS_URL, cartKey],
    queryFn: ({ signal }) => apiGet<PaymentMethods>(PAYMENT_METHODS_URL, signal),
    enabled,
    staleTime: 60_000,
  });

export const thankYouQuery = (orderCode: string) =>
  queryOptions({
    queryKey: [thankYouUrl(orderCode)],
    queryFn: ({ signal }) => apiGet<{ order: Order }>(thankYouUrl(orderCode), signal),
    retry: false,
    staleTime: 300_000,
  });

// --- the steps ---------------------------------------------------------------------------------------

export function checkoutAsGuest(emailAddress: string) {
  return apiPost<Checkout>(`${CHECKOUT_URL}/guest`, { emailAddress: emailAddress.trim() });
}

/** A delivery address: a saved one by id, or the fields inline. */
export type DeliveryAddressInput =
  { id: string } | ({ firstName: string; lastName: string; phone: string } & AddressFields);

export type AddressFields =
  | { formType: "single"; singleLineId: string; singleLineLabel: string }
  | { formType: "manual"; line1: string; line2?: string; town: string; state: string; postalCode: string };

export function setDeliveryAddress(input: DeliveryAddressInput) {
  return withLoginRetry(() =>
    apiPost<DeliveryAddressAnswer>(`${CHECKOUT_URL}/delivery-address`, input as Record<string, unknown>),
  );
}

export type BillingAddressInput = { firstName: string; lastName: string; country: string; phone?: string } & (
  | AddressFields
  | { formType: "manual"; line1: string; line2?: string; town: string; state?: string; postalCode: string }
);

export function createBillingAddress(input: BillingAddressInput) {
  return withLoginRetry(() =>
    apiPost<Checkout>(`${CHECKOUT_URL}/billing-address`, input as Record<string, unknown>),
  );
}

/** A saved address as the billing address, or "delivery" for the same as delivery. */
export function selectBillingAddress(addressId: string) {
  return withLoginRetry(() => apiPost<Checkout>(`${CHECKOUT_URL}/billing-address/select`, { addressId }));
}

/** The click-and-collect store with the collector's contact (setPickupDetails, the cart's operation). */
export interface PickupContact {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email?: string;
}

export function setPickupContact(store: PickupStore, contact: PickupContact) {
  return withLoginRetry(() =>
    apiPost<{ stores: PickupStore[] }>("/api/cart/pickup", {
      store: {
        storeNumber: store.storeNumber,
        ...(store.collectionPoint ? { collectionPoint: store.collectionPoint } : {}),
      },
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      mobileNumber: contact.mobileNumber.trim(),
      ...(contact.email ? { email: contact.email } : {}),
    }),
  );
}

// --- payment -----------------------------------------------------------------------------------------

/**
 * Choose how to pay. PayPal with `isBillingAgreementRequired` saves a billing agreement for a
 * signed-in customer when the payment is approved ("Save PayPal for faster checkout").
 */
export function setPaymentMode(mode: PaymentMode, opts: { isBillingAgreementRequired?: boolean } = {}) {
  return withLoginRetry(() =>
    apiPost<Checkout>(`${CHECKOUT_URL}/payment-mode`, {
      mode,
      ...(opts.isBillingAgreementRequired ? { isBillingAgreementRequired: true } : {}),
    }),
  );
}

export interface PlaceOrderBody {
  paymentMode: PaymentMode;
  idempotencyKey: string;
  /** The card fields' one-time token (a new card). */
  oneTimeToken?: string;
  /** A saved card's paydockSourceId (mode card), or a saved PayPal account's paymentInfoId (mode paypal). */
  psced?: string;
  /** Save the new card for the signed-in customer once it has paid. */
  saveCard?: boolean;
  pcid?: string;
}

export function placeOrder(body: PlaceOrderBody) {
  return withLoginRetry(() =>
    apiPost<PlaceOrderAnswer>(`${CHECKOUT_URL}/place-order`, body as unknown as Record<string, unknown>),
  );
}

export function giftCardBalance(cardNumber: string, pin: string) {
  return withLoginRetry(() =>
    apiPost<GiftCardBalanceAnswer>(`${CHECKOUT_URL}/gift-card/balance`, {
      cardNumber: cardNumber.replace(/\s/g, ""),
      pin: pin.trim(),
    }),
  );
}

export interface GiftCardBody {
  oneTimeToken: string;
  /** Dollars, as a JSON number. */
  amount: number;
  cardType: "giftcard";
  idempotencyKey: string;
}

export function placeOrderGiftCard(body: GiftCardBody) {
  return withLoginRetry(() =>
    apiPost<GiftCardAnswer>(`${CHECKOUT_URL}/gift-card`, body as unknown as Record<string, unknown>),
  );
}

export function cancelGiftCard(sequence: number) {
  return withLoginRetry(() => apiDelete<GiftCardAnswer>(`${CHECKOUT_URL}/gift-card/${sequence}`));
}

export interface ThreeDSResult {
  tcId: string;
  tcStatus: "success" | "rejected";
}

/** The challenge's outcome: confirm (the server asks the provider) or reject (the reservation goes). */
export function finishThreeDS(r: ThreeDSResult) {
  const path = r.tcStatus === "success" ? "confirm" : "reject";
  return withLoginRetry(() =>
    apiPost<PlaceOrderAnswer>(`${CHECKOUT_URL}/threeds/${path}`, { tcId: r.tcId, tcStatus: r.tcStatus }),
  );
}

export function reportApplePayFailure(reason: string) {
  return apiPost<Record<string, never>>(`${CHECKOUT_URL}/applepay/failure`, { reason });
}

// --- saved payment methods (My Account → Payment methods) -------------------------------------------

/**
 * The signed-in customer's saved cards and PayPal accounts: getPaymentMethods answers them beside
 * the cart's methods. Keyed under PAYMENT_METHODS_URL so a change here refreshes the checkout's too.
 */
export const savedPaymentsQuery = () =>
  queryOptions({
    queryKey: [PAYMENT_METHODS_URL, "saved"],
    queryFn: ({ signal }) => apiGet<PaymentMethods>(PAYMENT_METHODS_URL, signal),
    select: (m) => ({ cards: m.savedCards ?? [], paypal: m.paypalAccounts ?? [] }),
    retry: false,
  });

const savedCardUrl = (paydockSourceId: string) =>
  `/api/payment-methods/cards/${encodeURIComponent(paydockSourceId)}`;

/** Make a saved card the default (offered first at checkout): updateSavedCard. */
export function makeSavedCardDefault(paydockSourceId: string) {
  return apiPut<Record<string, never>>(savedCardUrl(paydockSourceId));
}

/** Remove a saved card (the gateway forgets it too): deleteSavedCard. */
export function removeSavedCard(paydockSourceId: string) {
  return apiDelete<Record<string, never>>(savedCardUrl(paydockSourceId));
}

/** Remove a saved PayPal billing agreement: unlinkPaypal. */
export function unlinkPaypal(paymentInfoId: string) {
  return apiPost<Record<string, never>>("/api/payment-methods/paypal/unlink", { paymentInfoId });
}

// --- after the order ---------------------------------------------------------------------------------

/**
 * A guest's order becomes an account's: just a password (docs/checkout.md, "The page": thank you). 201
 * {redirectUrl}; the new account is signed in (the session rotates: refresh it). 409
 * ERR_LOGIN_REGISTER_USER_EXISTS, 422 ERR_LOGIN_REGISTER_WEAK_PASSWORD, 400 ERR_VALIDATION (password),
 * 404 ERR_ORDER_NOT_FOUND.
 */
export function linkOrder(input: { password: string; optIntoMarketing: boolean; linkOrderCode: string }) {
  return apiPost<{ redirectUrl?: string }>("/api/customer/link-order", input);
}
