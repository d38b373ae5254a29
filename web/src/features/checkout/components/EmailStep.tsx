import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api";
import { useEarlyText } from "../../../lib/hydration";
import { emailRule } from "../../../lib/validation";
import { Notice, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { checkoutAsGuest } from "../api/checkoutAsGuest";
import { reducedMotion } from "../motion";
import { messages, stepMessage } from "../messages";
import type { CheckoutSlots } from "../slots";
import type { Checkout } from "../types";
import s from "../checkout.module.css";

type Phase =
  | { kind: "enter" }
  | { kind: "registered"; email: string }
  | { kind: "unregistered"; email: string }
  | { kind: "signup"; email: string }
  | { kind: "locked"; email: string; suspicious: boolean };

const SUSPICIOUS = "SUSPICIOUS_ACTIVITY";

/** Each phase after the e-mail's check opens with a heading saying what to do next. */
const PHASE_TITLES: Record<Exclude<Phase["kind"], "enter">, string> = {
  unregistered: "Check out as a guest or create an account",
  registered: "Sign in to your account",
  signup: "Create an account",
  locked: "We can't continue with this e-mail address",
};

/**
 * The e-mail step (docs/checkout.md, "The page": guests): the e-mail is checked, then the shopper
 * signs in (registered); an e-mail without an account goes on as a guest at once when the order
 * needs no account (the seed's rule: the server decides, and refuses a guest when guest checkout is
 * off or the cart holds gift cards), else the shopper may create an account. A suspicious-activity
 * lock blocks.
 */
export function EmailStep({
  checkout,
  slots,
  onGuest,
}: {
  checkout: Checkout;
  slots: CheckoutSlots;
  onGuest: (c: Checkout) => void;
}) {
  const uid = useId();
  // Gift cards are sold to customers with an account only: no guest button, no guest attempt.
  const giftCards = (checkout.cart?.entries ?? []).some(
    (e) => e.productType === "giftCard" || e.productType === "digital",
  );
  const [email, setEmail] = useState(checkout.email);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "enter" });
  const [busy, setBusy] = useState<"check" | "guest" | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The page arrives rendered from the server: an address typed before its code had loaded is kept.
  useEarlyText(input, checkout.email, setEmail);
  const phaseTitle = useRef<HTMLHeadingElement>(null);
  const shownPhase = useRef(phase);
  const status =
    busy === "check" ? "Checking your e-mail address…" : busy === "guest" ? "Continuing as a guest…" : "";

  // A new phase replaces the content that held the focus (Continue, Create an account, Back to guest
  // checkout…): the focus moves to the new phase's heading, so a keyboard user goes on from there and
  // a screen reader says what changed; back to the e-mail, it moves to the e-mail field.
  useEffect(() => {
    if (shownPhase.current === phase) return; // the first render: the page decides where focus starts
    shownPhase.current = phase;
    const el = phase.kind === "enter" ? input.current : phaseTitle.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView?.({ block: "nearest", behavior: reducedMotion() ? "auto" : "smooth" });
  }, [phase]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = emailRule(email);
    setFieldError(problem ?? null);
    setFormError(null);
    if (problem) {
      input.current?.focus();
      return;
    }
    const address = email.trim();
    setBusy("check");
    try {
      const r = await slots.checkRegistration(address);
      if (r.accountLocked)
        setPhase({ kind: "locked", email: address, suspicious: r.accountLockReasonCode === SUSPICIOUS });
      else if (r.registered) setPhase({ kind: "registered", email: address });
      else if (giftCards) setPhase({ kind: "unregistered", email: address });
      else await guest(address, true);
    } catch {
      // The check only helps: without it the shopper may still go on as a guest (the server decides).
      setPhase({ kind: "unregistered", email: address });
    } finally {
      setBusy(null);
    }
  }

  // auto: straight after the e-mail check; a refusal then shows the choices (create an account).
  async function guest(address: string, auto = false) {
    setBusy("guest");
    setFormError(null);
    try {
      onGuest(await checkoutAsGuest(address));
    } catch (err) {
      const code = err instanceof ApiError ? err.code : "";
      if (auto) setPhase({ kind: "unregistered", email: address });
      if (code === "ERR_VALIDATION") {
        setPhase({ kind: "enter" });
        setFieldError(emailRule(address) ?? "Please enter a valid e-mail address.");
      } else if (code === "ERR_LOGIN_GUEST_NOT_ALLOWED") {
        setFormError(messages["guest-checkout-unavailable"]);
      } else if (code === "ERR_LOGIN_GUEST_NO_GIFT_CARDS") {
        setFormError(messages["guest-checkout-gift-cards"]);
      } else {
        setFormError(stepMessage(err, "api-error"));
      }
    } finally {
      setBusy(null);
    }
  }

  const differentEmail = (
    <button
      type="button"
      className={`link-button ${s.rowLink}`}
      onClick={() => {
        setPhase({ kind: "enter" });
        setFormError(null);
      }}
    >
      Use a different e-mail address
    </button>
  );

  if (phase.kind === "enter") {
    return (
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Start checkout" className={s.narrow}>
        <TextField
          id={`${uid}-email`}
          ref={input}
          label="E-mail address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          hint="We'll send your order confirmation here."
          value={email}
          error={fieldError ?? undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            if (fieldError) setFieldError(null);
          }}
        />
        <button type="submit" className={buttonClass("primary", true)} disabled={busy !== null}>
          {busy === "check" ? "Checking…" : "Continue"}
        </button>
        <p className={s.status} role="status">
          {status}
        </p>
      </form>
    );
  }

  return (
    <div className={s.narrow}>
      <h3 ref={phaseTitle} tabIndex={-1} className={s.phaseTitle}>
        {phase.kind === "unregistered" && giftCards
          ? "Create an account to buy gift cards"
          : PHASE_TITLES[phase.kind]}
      </h3>
      <p className={s.emailLine}>
        <strong>{phase.email}</strong>
      </p>
      {differentEmail}
      {formError ? (
        <Notice tone="error">
          <p>{formError}</p>
        </Notice>
      ) : null}
      {phase.kind === "locked" ? (
        <Notice tone="error" title={messages["account-locked"]}>
          <p>{phase.suspicious ? messages["account-locked-suspicious"] : messages["account-locked"]}</p>
          <p>
            {phase.suspicious ? null : (
              <>
                <Link to={`/forgot-password?${new URLSearchParams({ username: phase.email })}`}>
                  Reset your password
                </Link>{" "}
                or{" "}
              </>
            )}
            <Link to="/help/contact-us">contact customer service</Link>.
          </p>
        </Notice>
      ) : null}
      {phase.kind === "registered" ? (
        <>
          <p>Welcome back. Sign in to use your saved addresses and see this order in your account.</p>
          <slots.SignIn email={phase.email} />
        </>
      ) : null}
      {phase.kind === "unregistered" ? (
        <>
          {giftCards ? (
            <p data-testid="gift-card-account">
              Gift cards need an account. Create one with this e-mail address to continue, or use the e-mail
              of an account you have.
            </p>
          ) : (
            <p>
              You can check out as a guest, or create an account to track this order and check out faster next
              time.
            </p>
          )}
          <div className={s.stack}>
            {giftCards ? null : (
              <button
                type="button"
                className={buttonClass("primary", true)}
                disabled={busy !== null}
                onClick={() => void guest(phase.email)}
              >
                {busy === "guest" ? "Continuing…" : "Continue as guest"}
              </button>
            )}
            <button
              type="button"
              className={buttonClass("secondary", true)}
              disabled={busy !== null}
              onClick={() => setPhase({ kind: "signup", email: phase.email })}
            >
              Create an account
            </button>
          </div>
        </>
      ) : null}
      {phase.kind === "signup" ? (
        <>
          <button
            type="button"
            className={`link-button ${s.rowLink}`}
            onClick={() => setPhase({ kind: "unregistered", email: phase.email })}
          >
            Back to guest checkout
          </button>
          <slots.CreateAccount email={phase.email} />
        </>
      ) : null}
      <p className={s.status} role="status">
        {status}
      </p>
    </div>
  );
}
