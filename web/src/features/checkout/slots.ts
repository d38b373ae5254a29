// What the checkout takes from other features, handed in by the page (a feature never imports another:
// src/app composes the account's sign-in form, e-mail check and address finder into the checkout).
import type { ComponentType, Ref } from "react";

export interface AddressSuggestion {
  id: string;
  label: string;
  addressValid: boolean;
}

/** The single-line address finder's props (the account feature's AddressFinder). */
export interface AddressFinderProps {
  id: string;
  label?: string;
  initialText?: string;
  selected: string;
  onSelect: (s: AddressSuggestion | null) => void;
  onManual: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

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
}
