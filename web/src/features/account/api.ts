// The customer and address operations of docs/accounts.md (tags "customer" and "address"), plus the
// session and environment (tag "session"). One fetcher and one query option or mutation per call.
import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import {
  apiGet,
  apiPost,
  apiPostForm,
  apiPut,
  getSession,
  invalidateSession,
  SESSION_TTL_MS,
  type SessionInfo,
} from "../../lib/api";
import type {
  Address,
  AddressInput,
  AddressSuggestion,
  DeletionRequest,
  Profile,
  ProfileInput,
  RegisterInput,
  RegistrationCheck,
  SignInInput,
} from "./types";

// --- session and environment -----------------------------------------------------------------------

export interface Environment {
  features: Record<string, boolean>;
}

export const ENVIRONMENT_URL = "/api/environment";

export function fetchEnvironment(signal?: AbortSignal) {
  return apiGet<Environment>(ENVIRONMENT_URL, signal);
}

/** Feature switches; reused for five minutes (docs/web.md, "Timings"). */
export const environmentQuery = () =>
  queryOptions({
    queryKey: [ENVIRONMENT_URL],
    queryFn: ({ signal }) => fetchEnvironment(signal),
    staleTime: 300_000,
  });

export const SESSION_URL = "/api/session";

/**
 * The session: the csrf token and who is shopping. lib/api keeps the copy the csrf header reads; the
 * query reads through it, so both agree, and both are dropped together by refreshSession.
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: [SESSION_URL],
    queryFn: () => getSession(),
    staleTime: SESSION_TTL_MS,
  });

/** A shopper the session knows: signed in, or recognised by "remember me". */
export const isRecognised = (s: SessionInfo | undefined) =>
  Boolean(s?.customer.wattleCustomerId || s?.customer.email);

/** A hard sign-in: what the account pages need (a soft-recognised session has loginRequired). */
export const isSignedIn = (s: SessionInfo | undefined) => isRecognised(s) && !s?.loginRequired;

/**
 * After a call that rotates the session (sign-in, sign-out, register) the csrf token and the
 * customer change: forget the cached session and refetch it.
 */
export async function refreshSession(client: QueryClient): Promise<void> {
  invalidateSession();
  await client.invalidateQueries({ queryKey: [SESSION_URL] });
}

/**
 * After sign-out (or a deletion, or a locked account): everything cached is stale, but only the
 * session is fetched now; a page that still shows for a moment does not refetch its account data
 * as an anonymous shopper.
 */
export async function forgetCustomer(client: QueryClient): Promise<void> {
  invalidateSession();
  await client.invalidateQueries({ refetchType: "none" });
  await client.refetchQueries({ queryKey: [SESSION_URL] });
}

/** Drop everything cached for the last shopper (a sign-in in the drawer refreshes the page's data). */
export async function refreshAll(client: QueryClient): Promise<void> {
  invalidateSession();
  await client.invalidateQueries();
}

// --- customer --------------------------------------------------------------------------------------

export const CUSTOMER = "/api/customer";

export function checkRegistration(emailAddress: string) {
  return apiPost<RegistrationCheck>(`${CUSTOMER}/check-registration`, { emailAddress });
}

/** Sign in (a form POST: j_username, j_password, rememberMe, _csrf). Rotates the session. */
export function signIn(input: SignInInput) {
  return apiPostForm<{ redirectUrl: string }>(`${CUSTOMER}/sign-in`, {
    j_username: input.email.trim(),
    j_password: input.password,
    rememberMe: input.rememberMe ? "true" : undefined,
    linkOrderCode: input.linkOrderCode || undefined,
    redirect: input.redirect || undefined,
  });
}

/** Sign out. Rotates the session. */
export function signOut() {
  return apiPostForm<{ redirectUrl: string }>(`${CUSTOMER}/sign-out`, {});
}

/** Create an account; the new customer is signed in (the session rotates). */
export function register(input: RegisterInput) {
  return apiPost<{ redirectUrl: string }>(`${CUSTOMER}/register`, {
    emailAddress: input.email.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    password: input.password,
    mobileNumber: input.mobileNumber?.trim() || undefined,
    optIntoMarketing: input.optIntoMarketing ?? false,
    subscribeToRewards: input.subscribeToRewards ?? false,
    rememberMe: input.rememberMe ?? false,
  });
}

/** Ask for a reset link; the answer is the same whether the e-mail has an account or not. */
export function requestPasswordReset(emailAddress: string) {
  return apiPost<{ emailSent: boolean }>(`${CUSTOMER}/password-reset`, { emailAddress: emailAddress.trim() });
}

/** Set a new password with a reset token. */
export function setPassword(password: string, token: string) {
  return apiPost<{ redirectUrl: string }>(`${CUSTOMER}/password`, { password, token });
}

export function changePassword(currentPassword: string, password: string) {
  return apiPost<Record<string, never>>(`${CUSTOMER}/change-password`, { currentPassword, password });
}

export const PROFILE_URL = `${CUSTOMER}/profile`;

export function fetchProfile(signal?: AbortSignal) {
  return apiGet<Profile>(PROFILE_URL, signal);
}

/** The signed-in customer's profile; ERR_LOGIN_REQUIRED when the sign-in is not a hard one. */
export const profileQuery = () =>
  queryOptions({
    queryKey: [PROFILE_URL],
    queryFn: ({ signal }) => fetchProfile(signal),
    retry: false,
  });

export function updateProfile(input: ProfileInput) {
  return apiPost<Profile>(PROFILE_URL, {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    mobileNumber: input.mobileNumber.trim(),
    allowTracking: input.allowTracking,
    subscribeToRewards: input.subscribeToRewards,
    optIntoMarketing: input.optIntoMarketing,
  });
}

export function setPreferredStore(storeNumber: string) {
  return apiPost<Profile>(`${CUSTOMER}/preferred-store`, { storeNumber });
}

export function deleteAccount(input: { email: string; firstName: string; lastName: string }) {
  return apiPost<DeletionRequest>(`${CUSTOMER}/delete`, {
    email: input.email.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
  });
}

export function enewsOptIn(emailAddress: string) {
  return apiPost<Record<string, never>>(`${CUSTOMER}/enews`, { emailAddress: emailAddress.trim() });
}

// --- addresses -------------------------------------------------------------------------------------

export const ADDRESSES_URL = "/api/addresses";

export function fetchAddresses(signal?: AbortSignal) {
  return apiGet<{ addresses: Address[] }>(ADDRESSES_URL, signal);
}

/** The address book, the default first as the server orders it. */
export const addressesQuery = () =>
  queryOptions({
    queryKey: [ADDRESSES_URL],
    queryFn: ({ signal }) => fetchAddresses(signal),
    retry: false,
  });

function addressBody(a: AddressInput): Record<string, unknown> {
  const phone = a.phone?.trim() || undefined;
  if (a.formType === "single") {
    return { formType: "single", singleLineId: a.singleLineId, singleLineLabel: a.singleLineLabel, phone };
  }
  return {
    formType: "manual",
    line1: a.line1.trim(),
    line2: a.line2?.trim() || undefined,
    town: a.town.trim(),
    state: a.state,
    postalCode: a.postalCode.trim(),
    phone,
  };
}

/** Add an address; the answer is {address}. */
export function createAddress(a: AddressInput): Promise<Address> {
  return apiPost<{ address: Address }>(ADDRESSES_URL, addressBody(a)).then((r) => r.address);
}

/** Change an address; the answer is {address}. */
export function editAddress(id: string, a: AddressInput): Promise<Address> {
  return apiPost<{ address: Address }>(`${ADDRESSES_URL}/${encodeURIComponent(id)}`, addressBody(a)).then(
    (r) => r.address,
  );
}

export function deleteAddress(id: string) {
  return apiPost<Record<string, never>>(`${ADDRESSES_URL}/${encodeURIComponent(id)}/delete`, {});
}

export function setDefaultAddress(id: string) {
  return apiPut<Record<string, never>>(`${ADDRESSES_URL}/${encodeURIComponent(id)}/default`);
}

/** The address finder: suggestions for a typed single-line address (3+ characters). */
export function searchAddress(text: string, mode?: string) {
  return apiPost<{ addressSuggestions: AddressSuggestion[] }>(`${ADDRESSES_URL}/search`, {
    text,
    ...(mode ? { mode } : {}),
  });
}

/** The finder's minimum input. */
export const ADDRESS_SEARCH_MIN = 3;

/**
 * Suggestions as a query, so a superseded search is dropped and a repeated one is served from the
 * cache. It is a POST on the wire (the csrf token), read-only all the same.
 */
export const addressSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [`${ADDRESSES_URL}/search`, text],
    queryFn: () => searchAddress(text),
    enabled: text.trim().length >= ADDRESS_SEARCH_MIN,
    staleTime: 300_000,
    retry: false,
  });

// --- mutations -------------------------------------------------------------------------------------

/**
 * One mutation per state-changing call, each refreshing what it changes. Sign-in, sign-out and
 * register rotate the session server-side (a new csrf token), so they refresh the session.
 */
export const accountMutations = (client: QueryClient) => ({
  checkRegistration: mutationOptions({ mutationKey: ["checkRegistration"], mutationFn: checkRegistration }),
  signIn: mutationOptions({
    mutationKey: ["signIn"],
    mutationFn: signIn,
    onSuccess: () => refreshSession(client),
  }),
  // Sign-out drops the cached session at once; the caller refreshes the rest after it has left a
  // protected page (refreshAll), so that page does not flash a sign-in form on the way out.
  signOut: mutationOptions({
    mutationKey: ["signOut"],
    mutationFn: signOut,
    onSettled: () => invalidateSession(),
  }),
  register: mutationOptions({
    mutationKey: ["register"],
    mutationFn: register,
    onSuccess: () => refreshSession(client),
  }),
  requestPasswordReset: mutationOptions({
    mutationKey: ["requestPasswordReset"],
    mutationFn: requestPasswordReset,
  }),
  setPassword: mutationOptions({
    mutationKey: ["setPassword"],
    mutationFn: ({ password, token }: { password: string; token: string }) => setPassword(password, token),
    onSuccess: () => refreshSession(client),
  }),
  changePassword: mutationOptions({
    mutationKey: ["changePassword"],
    mutationFn: ({ currentPassword, password }: { currentPassword: string; password: string }) =>
      changePassword(currentPassword, password),
  }),
  updateProfile: mutationOptions({
    mutationKey: ["updateProfile"],
    mutationFn: updateProfile,
    onSuccess: (p) => {
      client.setQueryData(profileQuery().queryKey, p);
      return refreshSession(client); // the greeting reads the session's first name
    },
  }),
  setPreferredStore: mutationOptions({
    mutationKey: ["setPreferredStore"],
    mutationFn: setPreferredStore,
    onSuccess: (p) => client.setQueryData(profileQuery().queryKey, p),
  }),
  // Like sign-out: the caller leaves the account area first, then refreshes everything.
  deleteAccount: mutationOptions({
    mutationKey: ["deleteAccount"],
    mutationFn: deleteAccount,
    onSuccess: () => invalidateSession(),
  }),
  enewsOptIn: mutationOptions({ mutationKey: ["enewsOptIn"], mutationFn: enewsOptIn }),
  createAddress: mutationOptions({
    mutationKey: ["createAddress"],
    mutationFn: createAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: [ADDRESSES_URL] }),
  }),
  editAddress: mutationOptions({
    mutationKey: ["editAddress"],
    mutationFn: ({ id, address }: { id: string; address: AddressInput }) => editAddress(id, address),
    onSuccess: () => client.invalidateQueries({ queryKey: [ADDRESSES_URL] }),
  }),
  deleteAddress: mutationOptions({
    mutationKey: ["deleteAddress"],
    mutationFn: deleteAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: [ADDRESSES_URL] }),
  }),
  setDefaultAddress: mutationOptions({
    mutationKey: ["setDefaultAddress"],
    mutationFn: setDefaultAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: [ADDRESSES_URL] }),
  }),
});
