// The sign-in and sign-up form's types, rules and the meaning of the server's refusals, apart from
// the screen (docs/accounts.md, "Operations" and "Errors").
import { z } from "zod";
import { ApiError } from "../../lib/api";
import { fields } from "../../lib/validation";
import { personRules } from "../../components/forms/rules";
import { fieldErrors, genericMessage, messages } from "./messages";

/** The form's types: which form, and for which purpose (a membership form stays one). */
export type AuthFormType =
  | "login"
  | "signup"
  | "home"
  | "membershipLogin"
  | "changePassword"
  | "linkMembershipAccount"
  | "membershipFreeTrial"
  | "membershipCreateAccount";

/** Where the form is shown. */
export type AuthPlacement = "drawer" | "page" | "popup" | "membershipModal";

const SIGN_UP_TYPES: ReadonlySet<AuthFormType> = new Set([
  "signup",
  "membershipFreeTrial",
  "membershipCreateAccount",
]);

/** A type whose e-mail should not have an account yet (the "Create account" tab). */
export const isSignUpType = (t: AuthFormType) => SIGN_UP_TYPES.has(t);
/** A membership sign-up type: the account is made for OnePass (registerMembership, with a plan). */
export const isMembershipSignUpType = (t: AuthFormType) =>
  t === "membershipFreeTrial" || t === "membershipCreateAccount";

/** A type that signs an existing customer in (the "Sign in" tab). */
export const isLoginType = (t: AuthFormType) => t !== "changePassword" && !isSignUpType(t);

/** The other tab's type: a membership form stays a membership form. */
export const COUNTERPART: Record<AuthFormType, AuthFormType> = {
  login: "signup",
  home: "signup",
  signup: "login",
  membershipLogin: "membershipCreateAccount",
  linkMembershipAccount: "membershipCreateAccount",
  membershipCreateAccount: "membershipLogin",
  membershipFreeTrial: "membershipLogin",
  changePassword: "changePassword",
};

export const SUBMIT_LABEL: Record<AuthFormType, string> = {
  login: "Sign in",
  home: "Sign in",
  membershipLogin: "Sign in",
  linkMembershipAccount: "Sign in and link",
  signup: "Create account",
  membershipCreateAccount: "Create account",
  membershipFreeTrial: "Create account",
  changePassword: "Change password",
};

const PENDING_LABEL = {
  login: "Signing in…",
  signup: "Creating your account…",
  change: "Changing password…",
};

/** The submit button's words for a type, while it is sent or not. */
export function submitLabel(type: AuthFormType, pending: boolean): string {
  if (!pending) return SUBMIT_LABEL[type];
  return PENDING_LABEL[type === "changePassword" ? "change" : isSignUpType(type) ? "signup" : "login"];
}

export interface AuthValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  currentPassword: string;
  rememberMe: boolean;
  optIntoMarketing: boolean;
}

export const EMPTY: AuthValues = {
  email: "",
  password: "",
  firstName: "",
  lastName: "",
  mobileNumber: "",
  currentPassword: "",
  rememberMe: false,
  optIntoMarketing: false,
};

// Loose objects: the checkboxes and the other types' fields pass through untouched.
const loginSchema = z.looseObject({ email: fields.email(), password: fields.enteredPassword() });
const signupSchema = z.looseObject({
  ...personRules(),
  email: fields.email(),
  password: fields.newPassword(),
  mobileNumber: fields.mobile(false),
});
const changeSchema = z.looseObject({
  currentPassword: fields.enteredPassword(),
  password: fields.newPassword(),
});

export const schemaFor = (t: AuthFormType) =>
  t === "changePassword" ? changeSchema : isSignUpType(t) ? signupSchema : loginSchema;

/** Server field names → this form's. */
const WIRE_NAMES: Record<string, keyof AuthValues> = {
  j_username: "email",
  emailAddress: "email",
  username: "email",
  pwd: "password",
  j_password: "password",
  password: "password",
  currentPassword: "currentPassword",
  firstName: "firstName",
  lastName: "lastName",
  mobileNumber: "mobileNumber",
};

/** What the e-mail check found, for the e-mail it was asked about. */
export type EmailNotice =
  | { kind: "unregistered"; email: string }
  | { kind: "registered"; email: string }
  | { kind: "locked"; email: string; reason: string };

/** A failure that concerns the whole form rather than one field. */
export type FormError =
  | { kind: "locked"; reason: string }
  | { kind: "exists" }
  | { kind: "text"; text: string }
  | { kind: "invalid" };

/** What a refusal means for the form: messages under fields (the first focused), or one for the form. */
export type AuthFailure =
  | { kind: "fields"; errors: { name: keyof AuthValues; message: string }[] }
  | { kind: "form"; error: FormError; focusEmail?: boolean }
  /** A password change found the session gone: the account pages ask for a fresh sign-in. */
  | { kind: "loginRequired" };

const onField = (name: keyof AuthValues, message: string): AuthFailure => ({
  kind: "fields",
  errors: [{ name, message }],
});

/** The server's refusal of a sign-in, sign-up or password change, as the form shows it. */
export function authFailure(err: unknown, type: AuthFormType): AuthFailure {
  if (!(err instanceof ApiError))
    return { kind: "form", error: { kind: "text", text: messages["api-error"] } };
  switch (err.code) {
    case "ERR_LOGIN_BAD_CREDENTIALS":
      return type === "changePassword"
        ? onField("currentPassword", messages["wrong-current-password"])
        : onField("password", messages["login-failed"]);
    case "ERR_LOGIN_REQUIRED":
      return type === "changePassword"
        ? { kind: "loginRequired" }
        : onField("password", messages["login-failed"]);
    case "ERR_LOGIN_ACCOUNT_LOCKED":
      return { kind: "form", error: { kind: "locked", reason: err.accountLockReasonCode } };
    case "ERR_LOGIN_REGISTER_USER_EXISTS":
      return { kind: "form", error: { kind: "exists" }, focusEmail: true };
    case "ERR_LOGIN_REGISTER_WEAK_PASSWORD":
    case "WEAK_PASSWORD":
      return onField("password", messages["insecure-password"]);
    case "REUSE_PASSWORD":
      return onField("password", messages["reuse-password"]);
    case "ERR_VALIDATION": {
      const byField = fieldErrors(err, WIRE_NAMES);
      const names = Object.keys(byField).filter((n): n is keyof AuthValues => n in EMPTY);
      if (names.length === 0) return { kind: "form", error: { kind: "invalid" } };
      return { kind: "fields", errors: names.map((n) => ({ name: n, message: byField[n]! })) };
    }
    default:
      return { kind: "form", error: { kind: "text", text: genericMessage(err) } };
  }
}
