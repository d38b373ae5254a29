// What OnePass takes from other features, handed in by the page (a feature never imports another:
// src/app composes the checkout's saved cards and card fields into the membership forms).
import type { ComponentType, Ref } from "react";
import type { CardSource } from "./types";

export interface CardChoiceHandle {
  /**
   * The card chosen: a saved card's id, or a one-time token of the card typed into the card fields.
   * Rejects with an Error whose message says what to fix (the fields show their own messages).
   */
  source(): Promise<CardSource>;
}

export interface CardChoiceProps {
  ref?: Ref<CardChoiceHandle>;
  /** The group's legend ("Pay with", "New card"). */
  legend: string;
  disabled?: boolean;
  /** A saved card not offered (the membership's card already). */
  exclude?: string | undefined;
}

export interface MembershipSlots {
  /** The saved cards as choices, and a new card in the card fields. */
  CardChoice: ComponentType<CardChoiceProps>;
}
