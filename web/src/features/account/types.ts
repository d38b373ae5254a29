// Wire shapes of docs/accounts.md.

export interface RegistrationCheck {
  registered: boolean;
  accountLocked: boolean;
  accountLockReasonCode: string;
  warningCode: string;
}

export interface SignInInput {
  email: string;
  password: string;
  rememberMe?: boolean;
  linkOrderCode?: string;
  /** Where the server should send the shopper next (echoed as redirectUrl). */
  redirect?: string;
}

export interface RegisterInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  mobileNumber?: string;
  optIntoMarketing?: boolean;
  subscribeToRewards?: boolean;
  rememberMe?: boolean;
}

export interface Profile {
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  optIntoMarketing: boolean;
  subscribeToRewards: boolean;
  allowTracking: boolean;
  /** The preferred store's number ("" when none). */
  preferredStore: string;
  createdAt: string;
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  allowTracking: boolean;
  subscribeToRewards: boolean;
  optIntoMarketing: boolean;
}

export interface DeletionRequest {
  requestReceived: boolean;
  /** The date by which the deletion is processed (2-5 business days). */
  processBy: string;
  message: string;
}

export type AddressFormType = "single" | "manual";

export interface Address {
  id: string;
  formType: AddressFormType;
  singleLineLabel: string;
  singleLineId: string;
  line1: string;
  line2: string;
  town: string;
  state: string;
  postalCode: string;
  phone: string;
  /** A parcel locker. */
  isBlocked: boolean;
  defaultAddress: boolean;
  formattedAddress: string;
}

export type AddressInput =
  | { formType: "single"; singleLineId: string; singleLineLabel: string; phone?: string }
  | {
      formType: "manual";
      line1: string;
      line2?: string;
      town: string;
      state: string;
      postalCode: string;
      phone?: string;
    };

export interface AddressSuggestion {
  label: string;
  id: string;
  /** False when the address lacks a street number: the shopper must add one. */
  addressValid: boolean;
}

/** accountLockReasonCode values (internal/account). */
export const LOCK_TOO_MANY_ATTEMPTS = "TOO_MANY_FAILED_ATTEMPTS";
export const LOCK_SUSPICIOUS_ACTIVITY = "SUSPICIOUS_ACTIVITY";
export const LOCK_DELETION_REQUESTED = "ACCOUNT_DELETION_REQUESTED";
