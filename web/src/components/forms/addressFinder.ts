// The single-line address finder as a form sees it. The finder itself is the account feature's
// (it calls the account's address search); the app hands it to the checkout and the returns portal
// as a component of these props, since a feature never imports another.
import type { Ref } from "react";

/** One suggestion of the finder. */
export interface AddressSuggestion {
  id: string;
  label: string;
  addressValid: boolean;
}

/** The single-line address finder's props. */
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
