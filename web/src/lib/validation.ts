// Field rules (docs/validation.md), with their message texts verbatim. Each rule is a plain function
// (value → message or undefined) so it can be tested and reused; the zod schemas below wrap them, and
// the forms use those schemas through zodResolver. The server's platform/validate applies the same rules.
import { z } from "zod";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { ADDRESS_LINE_1, ADDRESS_LINE_2, msg } from "./validationText";

export { ADDRESS_LINE_1, ADDRESS_LINE_2, msg };

type Rule = (value: string) => string | undefined;

const len = (v: string) => Array.from(v).length;

// --- names -----------------------------------------------------------------------------------------

// The same character classes as internal/account/parse.go (the curly apostrophe too).
const NAME_CHARS = /^[\p{L}' ’-]+$/u;
const DIGITS_ONLY = /^\d+$/;

/** First, last and recipient names: 2-32 letters, hyphens, apostrophes and spaces, not digits only. */
export function nameRule(field: string): Rule {
  return (raw) => {
    const v = raw.trim();
    if (!v) return msg.required(field);
    if (len(v) < 2 || len(v) > 32) return msg.length(field, 2, 32);
    if (DIGITS_ONLY.test(v.replace(/\s/g, "")) || !NAME_CHARS.test(v)) return msg.invalid(field);
    return undefined;
  };
}

// --- mobile and phone ------------------------------------------------------------------------------

/** Spaces, hyphens and brackets a shopper types between digit groups. */
const stripSeparators = (v: string) => v.replace(/[\s()-]/g, "");

/**
 * Australian mobile (docs/validation.md#mobile-and-phone: 10-16 digits; a number starting 0 has up to 14 digits, one
 * starting +61 up to 16 characters): 04/05 and 8-12 more digits, or +614/+615 and 8-12 more, as
 * internal/account's Mobile. Spaces, hyphens and brackets are ignored.
 */
export function isAustralianMobile(raw: string): boolean {
  return /^(?:0[45]\d{8,12}|\+61[45]\d{8,12})$/.test(stripSeparators(raw.trim()));
}

/** Mobile number; `required` for the required variant, else empty is allowed. */
export function mobileRule(required: boolean, field = "mobile number"): Rule {
  return (raw) => {
    const v = raw.trim();
    if (!v) return required ? msg.required(field) : undefined;
    return isAustralianMobile(v) ? undefined : msg.invalid(field);
  };
}

/** Phone: 9-16 digits (a leading + allowed). */
export function phoneRule(required: boolean, field = "phone number"): Rule {
  return (raw) => {
    const v = stripSeparators(raw.trim());
    if (!v) return required ? msg.required(field) : undefined;
    return /^\+?\d{9,16}$/.test(v) ? undefined : msg.invalid(field);
  };
}

// --- e-mail and password ---------------------------------------------------------------------------

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const BRACKETED_IP = /^\[(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\]$/;

/** The standard e-mail pattern: a local part of at most 64 characters, a domain or a bracketed IP. */
export function isEmail(raw: string): boolean {
  const v = raw.trim();
  const at = v.lastIndexOf("@");
  if (at <= 0 || v.length > 254) return false;
  const local = v.slice(0, at);
  const domain = v.slice(at + 1);
  if (local.length > 64 || !LOCAL.test(local)) return false;
  return DOMAIN.test(domain) || BRACKETED_IP.test(domain);
}

export const emailRule: Rule = (raw) => {
  const v = raw.trim();
  if (!v) return msg.emailRequired;
  return isEmail(v) ? undefined : msg.invalid("e-mail address");
};

/** A new password: 6-32 characters, no ~ and no spaces (the length first, as the server). */
export const passwordRule: Rule = (v) => {
  if (!v) return msg.passwordRequired;
  if (len(v) < 6 || len(v) > 32) return msg.length("password", 6, 32);
  if (/[~\s]/.test(v)) return msg.passwordChars;
  return undefined;
};

/** A password typed to sign in (or the current password): only required. Old accounts may predate the rule. */
export const enteredPasswordRule: Rule = (v) => (v ? undefined : msg.passwordRequired);

// --- address ---------------------------------------------------------------------------------------

const ADDRESS_CHARS = /^[\p{L}0-9 '’/-]+$/u;

/** Address lines: 2-30 letters, digits, spaces, hyphens, apostrophes and slashes; line 1 required. */
export function addressLineRule(required: boolean, field: string): Rule {
  return (raw) => {
    const v = raw.trim();
    if (!v) return required ? msg.required(field) : undefined;
    if (len(v) < 2 || len(v) > 30) return msg.length(field, 2, 30);
    return ADDRESS_CHARS.test(v) ? undefined : msg.invalid(field);
  };
}

/**
 * Suburb: 1-64 letters. Spaces, hyphens, apostrophes and full stops are allowed between them: real
 * suburbs have them (Surry Hills, Woolloomooloo, O'Connor, St. Kilda).
 */
export const suburbRule: Rule = (raw) => {
  const v = raw.trim();
  if (!v) return msg.required("suburb");
  if (len(v) > 64) return msg.length("suburb", 1, 64);
  return /^[\p{L} '’.-]+$/u.test(v) ? undefined : msg.invalid("suburb");
};

/** The Australian states and territories, the choices of the state select (no N/A). */
export const STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;

/** State: required, "N/A" not accepted. */
export const stateRule: Rule = (raw) => {
  const v = raw.trim();
  if (!v || v.toUpperCase() === "N/A") return msg.select("state");
  return (STATES as readonly string[]).includes(v.toUpperCase()) ? undefined : msg.select("state");
};

/** Postcode: exactly 4 digits. */
export const postcodeRule: Rule = (raw) => {
  const v = raw.trim();
  if (!v) return msg.required("postcode");
  return /^\d{4}$/.test(v) ? undefined : msg.postcode;
};

/** International postal code: 2-10 letters, digits, hyphens and spaces. */
export const internationalPostcodeRule: Rule = (raw) => {
  const v = raw.trim();
  if (!v) return msg.required("postal code");
  return /^[A-Za-z\d -]{2,10}$/.test(v) ? undefined : msg.invalid("postal code");
};

/** The single-line address form needs a chosen suggestion. */
export const selectedAddressRule: Rule = (v) => (v.trim() ? undefined : msg.selectAddress);

// --- zod -------------------------------------------------------------------------------------------

/** A zod string checked by a rule; the rule's message is the issue's message. */
export function zRule(rule: Rule) {
  return z.string().superRefine((v, ctx) => {
    const m = rule(v);
    if (m) ctx.addIssue({ code: "custom", message: m });
  });
}

/** Field schemas, one per rule, for the forms' z.object()s. */
export const fields = {
  firstName: () => zRule(nameRule("first name")),
  lastName: () => zRule(nameRule("last name")),
  mobile: (required = false) => zRule(mobileRule(required)),
  email: () => zRule(emailRule),
  newPassword: () => zRule(passwordRule),
  enteredPassword: () => zRule(enteredPasswordRule),
  addressLine1: () => zRule(addressLineRule(true, ADDRESS_LINE_1)),
  addressLine2: () => zRule(addressLineRule(false, ADDRESS_LINE_2)),
  suburb: () => zRule(suburbRule),
  state: () => zRule(stateRule),
  postcode: () => zRule(postcodeRule),
  selectedAddress: () => zRule(selectedAddressRule),
};

/**
 * react-hook-form's resolver for a zod schema: values when it parses, else the first message of each
 * field (paths joined with dots, nested as react-hook-form expects).
 */
export function zodResolver<T extends FieldValues>(schema: z.ZodType<T>): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 0) continue;
      let node = errors;
      for (const key of path.slice(0, -1)) {
        node = (node[key] ??= {}) as Record<string, unknown>;
      }
      const last = path[path.length - 1] as string;
      if (node[last] === undefined) {
        node[last] = { type: issue.code, message: issue.message } satisfies FieldError;
      }
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
