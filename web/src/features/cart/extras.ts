// The gift card recipient and personalisation an add may carry, checked with the server's rules
// (docs/cart.md ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID / _PERSONALISATION_INVALID, docs/cart.md
// "Limits": names 2-32 letters…, the gift card message up to 120 characters on one line without HTML).
import { emailRule, nameRule } from "../../lib/validation";
import type { AddProduct, Personalisation } from "./types";

export const GIFT_MESSAGE_MAX = 120;
export const PERSONALISE_TEXT_MAX = 20;
/** As internal/cart/rules.go offers them. */
export const FONT_TYPES = ["Serif", "Sans Serif", "Script", "Block"] as const;
export const FONT_COLOURS = ["Gold", "Silver", "Black", "White", "Navy"] as const;

export interface GiftCardFields {
  firstName: string;
  lastName: string;
  recipientEmail: string;
  messageText: string;
}

export interface PersonaliseFields {
  enabled: boolean;
  text: string;
  fontType: string;
  fontColour: string;
}

export const emptyGiftCard: GiftCardFields = {
  firstName: "",
  lastName: "",
  recipientEmail: "",
  messageText: "",
};
export const emptyPersonalise: PersonaliseFields = {
  enabled: false,
  text: "",
  fontType: FONT_TYPES[0],
  fontColour: FONT_COLOURS[0],
};

export type ExtrasErrors = Partial<Record<keyof GiftCardFields | "text" | "fontType" | "fontColour", string>>;

/** The gift card message: optional, at most 120 characters, one line, no HTML. */
export function giftMessageRule(raw: string): string | undefined {
  if (!raw) return undefined;
  if (Array.from(raw).length > GIFT_MESSAGE_MAX)
    return `Please enter a message of up to ${GIFT_MESSAGE_MAX} characters.`;
  if (/[\r\n]/.test(raw)) return "Please keep the message on one line.";
  if (/[<>]/.test(raw)) return "Please enter a message without < or >.";
  if (/[\p{C}]/u.test(raw)) return "Please enter a message without special characters.";
  return undefined;
}

/** The personalisation text: 1-20 printable characters on one line, no < or > (the server's rule). */
export function personaliseTextRule(raw: string): string | undefined {
  if (!raw.trim()) return "What text would you like?";
  if (Array.from(raw).length > PERSONALISE_TEXT_MAX)
    return `Please enter text between 1 and ${PERSONALISE_TEXT_MAX} characters.`;
  if (/[\p{C}]/u.test(raw)) return "Please keep the text on one line.";
  return /[<>]/.test(raw) ? "Please enter text without < or >." : undefined;
}

/** What is wrong with the extras, field by field (empty when they can be sent). */
export function validateExtras(
  kind: "physical" | "digital" | "",
  gift: GiftCardFields,
  personalisable: boolean,
  pers: PersonaliseFields,
): ExtrasErrors {
  const errors: ExtrasErrors = {};
  if (kind) {
    const first = nameRule("recipient's first name")(gift.firstName);
    const last = nameRule("recipient's last name")(gift.lastName);
    if (first) errors.firstName = first;
    if (last) errors.lastName = last;
    if (kind === "digital") {
      const email = gift.recipientEmail.trim()
        ? emailRule(gift.recipientEmail)
        : "What is the recipient's e-mail address?";
      if (email) errors.recipientEmail = email;
    }
    const message = giftMessageRule(gift.messageText);
    if (message) errors.messageText = message;
  }
  if (personalisable && pers.enabled) {
    const text = personaliseTextRule(pers.text);
    if (text) errors.text = text;
    if (!(FONT_TYPES as readonly string[]).includes(pers.fontType)) errors.fontType = "Please select a font";
    if (!(FONT_COLOURS as readonly string[]).includes(pers.fontColour))
      errors.fontColour = "Please select a colour";
  }
  return errors;
}

/** The add's product with its extras (only those that apply). */
export function addProduct(
  productCode: string,
  quantity: number,
  kind: "physical" | "digital" | "",
  gift: GiftCardFields,
  personalisable: boolean,
  pers: PersonaliseFields,
): AddProduct {
  const p: AddProduct = { productCode, quantity };
  if (kind) {
    p.firstName = gift.firstName.trim();
    p.lastName = gift.lastName.trim();
    if (kind === "digital") p.recipientEmail = gift.recipientEmail.trim();
    if (gift.messageText) p.messageText = gift.messageText;
  }
  if (personalisable && pers.enabled) {
    const data: Personalisation = {
      Text: pers.text,
      "Font Type": pers.fontType,
      "Font Colour": pers.fontColour,
    };
    p.wattleProductPersonaliseData = data;
  }
  return p;
}
