// The texts of the field rules (docs/validation.md#message-texts), apart from the rules themselves (lib/validation.ts) so a
// screen that only shows a message does not load zod.

/** The field rules' message texts (docs/validation.md#message-texts). */
export const msg = {
  required: (field: string) => `What is your ${field}?`,
  invalid: (field: string) => `Please enter a valid ${field}.`,
  length: (field: string, min: number, max: number) =>
    `Please enter a ${field} between ${min} and ${max} characters.`,
  passwordRequired: "Please enter your password",
  emailRequired: "Please enter your e-mail address",
  passwordChars: "Please enter a password without ~ or spaces.",
  postcode: "Please enter a postcode with 4 digits.",
  selectAddress: "Please select an address",
  select: (what: string) => `Please select a ${what}`,
} as const;

/**
 * The address lines' names in messages: the templates say "a {field}", so the names start with
 * a consonant sound ("Please enter a street address between 2 and 30 characters.").
 */
export const ADDRESS_LINE_1 = "street address";
export const ADDRESS_LINE_2 = "second address line";
