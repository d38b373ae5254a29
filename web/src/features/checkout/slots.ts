// What the checkout takes from other features, handed in by the page (a feature never imports another:
// src/app composes the account's sign-in form, e-mail check and address finder into the checkout).
import type { ComponentType, ReactNode } from "react";
import type { AddressFinderProps } from "../../components/forms/addressFinder";

export interface RegistrationCheck {
  registered: boolean;
  accountLocked: boolean;
  accountLockReasonCode: string;
}

export interface CheckoutSlots {
  /** The sign-in form for a registered e-mail (a sign-in refreshes the checkout). */
  SignIn: ComponentType<{ email: string }>;
  /** The create-account form for an e-mail without an account. */
  CreateAccount: ComponentType<{ email: string }>;
  /** The e-mail check (checkRegistration). */
  checkRegistration: (email: string) => Promise<RegistrationCheck>;
  /** The single-line address finder. */
  AddressFinder: ComponentType<AddressFinderProps>;
  /** Whether the finder is on (feature singleLineAddressLookup). */
  finder: boolean;
  /**
   * OnePass's sign-up box in the delivery section (a dismissible aside; nothing for a member). It
   * never stands in the checkout's way: no step waits for it.
   */
  membershipOffer?: () => ReactNode;
}
