import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { ApiError, invalidateSession } from "../../../lib/api";
import { signInSource, track } from "../../../lib/analytics";
import { isEmail, zodResolver } from "../../../lib/validation";
import { Checkbox, Notice, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { PersonFields } from "../../../components/forms/PersonFields";
import { PhoneField } from "../../../components/forms/PhoneField";
import { useChangePassword } from "../api/changePassword";
import { useRegister } from "../api/register";
import { useRegisterMembership, type MembershipPlanId } from "../api/registerMembership";
import { useSignIn } from "../api/signIn";
import { checkRegistration } from "../api/checkRegistration";
import { refreshAll } from "../api/getSession";
import {
  authFailure,
  COUNTERPART,
  EMPTY,
  isLoginType,
  isMembershipSignUpType,
  isSignUpType,
  schemaFor,
  SUBMIT_LABEL,
  submitLabel,
  type AuthFormType,
  type AuthPlacement,
  type AuthValues,
  type EmailNotice,
  type FormError,
} from "../authForm";
import { messages } from "../messages";
import { ACCOUNT_HOME, forgotPasswordPath, safeRedirect } from "../navigation";
import { AuthErrorNotice, EmailNoticeMessage } from "./AuthNotices";
import { AuthTabs } from "./AuthTabs";
import { PasswordField } from "./PasswordField";
import s from "./account.module.css";

// The types are the form's own (authForm.ts); the app names them through the component's module.
export type { AuthFormType, AuthPlacement };

export interface AuthFormProps {
  type: AuthFormType;
  placement: AuthPlacement;
  /** Where to go after success (the `redirect` query parameter); else the server's redirectUrl, else My Account. */
  redirect?: string | undefined;
  /** The `from` query parameter: only analytics reads it. */
  from?: string | null | undefined;
  /** A note above the form (why the shopper is asked to sign in). */
  note?: ReactNode;
  /** The e-mail to start with (the page's ?username=, a known customer's). */
  initialEmail?: string | undefined;
  /** Called after success in a drawer, popup or modal (to close it), and after a password change. */
  onDone?: () => void;
  /** The shopper switched between the sign-in and sign-up types. */
  onTypeChange?: (type: AuthFormType) => void;
  /**
   * The OnePass plan a membership sign-up type registers with (registerMembership's opId): monthly
   * unless given.
   */
  membershipPlan?: MembershipPlanId;
  /** A changePassword call answered ERR_LOGIN_REQUIRED: the account pages ask for a fresh sign-in (with the server's reason). */
  onLoginRequired?: (why?: string) => void;
}

/**
 * The sign-in and sign-up form (docs/accounts.md, "The sign-in form"): one component for every type
 * and placement, with tabs for sign-in and sign-up, the asynchronous e-mail check, and the server's
 * errors mapped as docs/accounts.md "Errors" says (authFailure).
 */
export function AuthForm({
  type: initialType,
  placement,
  redirect,
  from,
  note,
  initialEmail,
  onDone,
  onLoginRequired,
  onTypeChange,
  membershipPlan = "monthly",
}: AuthFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const client = useQueryClient();
  const navigate = useNavigate();
  const [type, setType] = useState(initialType);
  const [notice, setNotice] = useState<EmailNotice | null>(null);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [done, setDone] = useState(false);
  const checkSeq = useRef(0);
  const focusAfterSwitch = useRef(false);

  const resolver = useMemo(
    () => zodResolver<AuthValues>(schemaFor(type) as unknown as z.ZodType<AuthValues>),
    [type],
  );
  const form = useForm<AuthValues>({
    mode: "onTouched",
    defaultValues: { ...EMPTY, email: initialEmail ?? "" },
    resolver,
  });
  const { register, handleSubmit, formState, setError, clearErrors, setFocus, unregister, getValues } = form;
  const emailField = register("email");
  const values = useWatch({ control: form.control }) as AuthValues;
  const signUp = isSignUpType(type);
  const login = isLoginType(type);

  useEffect(() => {
    const source = signInSource(from);
    track("signInFormView", { type: initialType, placement, ...(source ? { from: source } : {}) });
  }, [from, initialType, placement]);

  // After the shopper switched tabs from a notice's link, focus the new form's first field (the
  // link itself is gone with the old tab panel). The new panel's fields mount a render later (the
  // tab panel's presence switches in a layout effect), so the focus waits for the next frame;
  // focusing now would find no field and leave focus on the page's body.
  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    const field = isSignUpType(type) ? "firstName" : "password";
    requestAnimationFrame(() => setFocus(field));
  }, [type, setFocus]);

  const signInMutation = useSignIn();
  const registerMutation = useRegister();
  const membershipMutation = useRegisterMembership();
  const changeMutation = useChangePassword();
  const pending =
    signInMutation.isPending ||
    registerMutation.isPending ||
    membershipMutation.isPending ||
    changeMutation.isPending;

  /** Switch between the sign-in and sign-up types (docs/accounts.md, "The sign-in form"). */
  function switchType(next: AuthFormType, focusFirst = false) {
    if (next === type) return;
    checkSeq.current++; // an e-mail check in flight belongs to the old type
    setNotice(null);
    setFormError(null);
    clearErrors();
    if (isSignUpType(next)) {
      form.setValue("firstName", "");
      form.setValue("lastName", "");
      form.setValue("mobileNumber", "");
    } else {
      unregister(["firstName", "lastName", "mobileNumber", "optIntoMarketing"]);
    }
    focusAfterSwitch.current = focusFirst;
    setType(next);
    onTypeChange?.(next);
  }

  // The e-mail check's notice only stands while the e-mail is the one it was asked about.
  const email = values.email?.trim() ?? "";
  const activeNotice = notice && notice.email.toLowerCase() === email.toLowerCase() ? notice : null;
  const lockedByCheck = activeNotice?.kind === "locked";
  const lockedBySubmit = formError?.kind === "locked";
  const passwordLocked = login && (lockedByCheck || lockedBySubmit);
  const emailBlocked =
    (login && activeNotice?.kind === "unregistered") ||
    (signUp && activeNotice?.kind === "registered") ||
    lockedByCheck;

  async function checkEmail() {
    if (type === "changePassword") return;
    const e = getValues("email").trim();
    if (!isEmail(e)) return;
    if (notice && notice.email.toLowerCase() === e.toLowerCase()) return;
    const seq = ++checkSeq.current;
    try {
      const r = await checkRegistration(e);
      if (seq !== checkSeq.current) return; // superseded by a newer check or a tab switch
      if (r.accountLocked) setNotice({ kind: "locked", email: e, reason: r.accountLockReasonCode });
      else if (!r.registered && login) setNotice({ kind: "unregistered", email: e });
      else if (r.registered && signUp) setNotice({ kind: "registered", email: e });
      else setNotice(null);
    } catch {
      // The check only helps; without it the server still answers on submit.
    }
  }

  function finish(redirectUrl: string | undefined, event: string) {
    const source = signInSource(from);
    track(event, { type, placement, ...(source ? { from: source } : {}) });
    if (placement === "page") {
      navigate(safeRedirect(redirect) ?? safeRedirect(redirectUrl) ?? ACCOUNT_HOME);
      return;
    }
    // Drawer, popup and membership modal: stay on the page with everything fetched afresh for the
    // signed-in customer (the page "refreshes", without a reload).
    void refreshAll(client);
    onDone?.();
  }

  function fail(err: unknown) {
    invalidateSession(); // a failed sign-in turns the session's token over
    const f = authFailure(err, type);
    if (f.kind === "loginRequired") {
      onLoginRequired?.(err instanceof ApiError ? err.message : undefined);
      setFormError({ kind: "text", text: messages["login-required"] });
    } else if (f.kind === "form") {
      setFormError(f.error);
      if (f.focusEmail) setFocus("email");
    } else {
      f.errors.forEach((e, i) =>
        setError(e.name, { type: "server", message: e.message }, { shouldFocus: i === 0 }),
      );
    }
  }

  const onValid = (v: AuthValues) => {
    if (emailBlocked || passwordLocked) {
      setFocus("email");
      return;
    }
    setFormError(null);
    setDone(false);
    if (type === "changePassword") {
      changeMutation.mutate(
        { currentPassword: v.currentPassword, password: v.password },
        {
          onSuccess: () => {
            form.reset({ ...getValues(), currentPassword: "", password: "" });
            setDone(true);
            track("passwordChanged", { placement });
            onDone?.();
          },
          onError: fail,
        },
      );
    } else if (isMembershipSignUpType(type)) {
      // An account for OnePass: registered with the plan chosen, then the card is added and the
      // membership started on the membership page (the answer's redirectUrl).
      membershipMutation.mutate(
        {
          email: v.email,
          firstName: v.firstName,
          lastName: v.lastName,
          password: v.password,
          plan: membershipPlan,
        },
        { onSuccess: (r) => finish(r.redirectUrl, "register"), onError: fail },
      );
    } else if (signUp) {
      registerMutation.mutate(
        {
          email: v.email,
          firstName: v.firstName,
          lastName: v.lastName,
          password: v.password,
          mobileNumber: v.mobileNumber,
          optIntoMarketing: v.optIntoMarketing,
          rememberMe: v.rememberMe,
        },
        { onSuccess: (r) => finish(r.redirectUrl, "register"), onError: fail },
      );
    } else {
      signInMutation.mutate(
        { email: v.email, password: v.password, rememberMe: v.rememberMe, redirect: safeRedirect(redirect) },
        { onSuccess: (r) => finish(r.redirectUrl, "signIn"), onError: fail },
      );
    }
  };

  const valid = schemaFor(type).safeParse(values).success && !emailBlocked && !passwordLocked;
  const forgotHref = forgotPasswordPath(values.email);

  const emailError: ReactNode = activeNotice ? (
    <EmailNoticeMessage
      notice={activeNotice}
      forgotHref={forgotHref}
      onSwitch={() => switchType(COUNTERPART[type], true)}
    />
  ) : (
    formState.errors.email?.message
  );

  const body = (
    <form
      className={s.form}
      noValidate
      aria-label={SUBMIT_LABEL[type]}
      aria-busy={pending || undefined}
      data-testid="auth-form"
      data-type={type}
      onSubmit={(e) => void handleSubmit(onValid)(e)}
    >
      {formError ? (
        <AuthErrorNotice
          error={formError}
          forgotHref={forgotHref}
          onSignIn={() => switchType(COUNTERPART[type], true)}
        />
      ) : null}
      {done ? <Notice tone="success">{messages["password-changed"]}</Notice> : null}
      {signUp ? <PersonFields id={id} register={register} errors={formState.errors} stacked /> : null}
      {type === "changePassword" ? (
        <PasswordField
          id={id("currentPassword")}
          label="Current password"
          autoComplete="current-password"
          error={formState.errors.currentPassword?.message}
          {...register("currentPassword")}
        />
      ) : (
        <TextField
          id={id("email")}
          label="E-mail address"
          type="email"
          inputMode="email"
          autoComplete={signUp ? "email" : "username"}
          autoCapitalize="none"
          spellCheck={false}
          error={emailError}
          {...emailField}
          onBlur={(e) => {
            void emailField.onBlur(e);
            void checkEmail();
          }}
          onChange={(e) => {
            void emailField.onChange(e);
            if (formError?.kind === "locked" || formError?.kind === "exists") setFormError(null);
          }}
        />
      )}
      <PasswordField
        id={id("password")}
        label={type === "changePassword" ? "New password" : "Password"}
        autoComplete={login ? "current-password" : "new-password"}
        hint={login ? undefined : "6 to 32 characters, without ~ or spaces."}
        disabled={passwordLocked}
        error={formState.errors.password?.message}
        {...register("password")}
      />
      {login ? (
        <p className={s.forgot}>
          <Link to={forgotHref}>Forgot your password?</Link>
        </p>
      ) : null}
      {signUp && !isMembershipSignUpType(type) ? (
        <PhoneField
          id={id("mobileNumber")}
          label="Mobile number (optional)"
          error={formState.errors.mobileNumber?.message}
          field={register("mobileNumber")}
        />
      ) : null}
      {type !== "changePassword" ? (
        <Checkbox
          id={id("rememberMe")}
          label="Remember me"
          hint="Stay recognised on this device. We'll ask for your password again before showing account details."
          {...register("rememberMe")}
        />
      ) : null}
      {signUp && !isMembershipSignUpType(type) ? (
        <Checkbox
          id={id("optIntoMarketing")}
          label="Send me offers, new arrivals and news by e-mail"
          {...register("optIntoMarketing")}
        />
      ) : null}
      <button
        type="submit"
        className={buttonClass("primary", true)}
        disabled={pending}
        aria-disabled={!valid || undefined}
        data-testid="auth-submit"
      >
        {submitLabel(type, pending)}
      </button>
      {type !== "changePassword" ? (
        <p className={s.legal}>
          By continuing you agree to our <Link to="/modal/conditions-of-use">Conditions of use</Link> and{" "}
          <Link to="/modal/privacy">Privacy policy</Link>.
        </p>
      ) : null}
    </form>
  );

  if (type === "changePassword") {
    return (
      <div className={s.auth}>
        {note}
        {body}
      </div>
    );
  }

  return (
    <div className={s.auth} data-placement={placement}>
      {note}
      <AuthTabs signUp={signUp} onSwitch={() => switchType(COUNTERPART[type])}>
        {body}
      </AuthTabs>
    </div>
  );
}
