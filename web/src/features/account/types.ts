// The account's shapes (docs/accounts.md). The wire's are the server's OpenAPI document's
// (lib/api-types.ts, generated); the inputs are the forms' own, mapped to the wire by each call (api/).
import type { Answer, Schema } from "../../lib/api";

/** checkRegistration's answer. */
export type RegistrationCheck = Answer<"checkRegistration">;

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

/** The profile; preferredStore is the preferred store's number ("" when none). */
export type Profile = Answer<"getProfile">;

export interface ProfileInput {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  allowTracking: boolean;
  subscribeToRewards: boolean;
  optIntoMarketing: boolean;
}

/** deleteAccount's answer: processBy is the date by which the deletion is processed (2-5 business days). */
export type DeletionRequest = Answer<"deleteAccount">;

/** An address of the book; isBlocked marks a parcel locker. */
export type Address = Schema<"AddressJSON">;

export type AddressFormType = Address["formType"];

/** The address form's values (createAddress, editAddress: api/createAddress.ts maps them to the wire). */
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

/** A finder's suggestion; addressValid is false when it lacks a street number: the shopper must add one. */
export type AddressSuggestion = Schema<"AddressSuggestion">;

/** accountLockReasonCode values (internal/account). */
export const LOCK_TOO_MANY_ATTEMPTS = "TOO_MANY_FAILED_ATTEMPTS";
export const LOCK_SUSPICIOUS_ACTIVITY = "SUSPICIOUS_ACTIVITY";
export const LOCK_DELETION_REQUESTED = "ACCOUNT_DELETION_REQUESTED";
