import { useId, useRef, useState, type FormEvent } from "react";
import { ApiError } from "../../../lib/api";
import { Notice } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { useStartMembershipTrial } from "../api/startMembershipTrial";
import { useSubscribeMembership } from "../api/subscribeMembership";
import { planPrice, PLAN_LABEL } from "../format";
import { membershipError, membershipFieldErrors } from "../messages";
import type { CardChoiceHandle, MembershipSlots } from "../slots";
import { PLANS, type Membership, type MembershipPlan } from "../types";
import s from "./membership.module.css";

/**
 * Joining OnePass: the plan, the card (a saved one or a new one), then "Start free trial" for a
 * customer who never had one (startMembershipTrial) or "Join" (subscribeMembership, paid now). A
 * refusal is said above the button (the card declined, the trial used, a field's message) and the
 * focus goes to it.
 */
export function JoinForm({
  membership,
  initialPlan,
  CardChoice,
  onJoined,
}: {
  membership: Membership;
  initialPlan?: MembershipPlan | undefined;
  CardChoice: MembershipSlots["CardChoice"];
  onJoined?: (m: Membership) => void;
}) {
  const uid = useId();
  const [plan, setPlan] = useState<MembershipPlan>(initialPlan ?? "monthly");
  const [error, setError] = useState<string | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const card = useRef<CardChoiceHandle>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const trial = useStartMembershipTrial();
  const subscribe = useSubscribeMembership();
  const mutation = membership.trialEligible ? trial : subscribe;
  const busy = tokenizing || mutation.isPending;
  const label = membership.trialEligible ? "Start free trial" : "Join OnePass";

  function show(text: string) {
    setError(text);
    requestAnimationFrame(() => errorRef.current?.focus());
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(null);
    setPlanError(null);
    let source;
    setTokenizing(true);
    try {
      if (!card.current) throw new Error("The card choice is still loading. Please try again.");
      source = await card.current.source();
    } catch (err) {
      setTokenizing(false);
      show(membershipError(err));
      return;
    }
    setTokenizing(false);
    mutation.mutate(
      { plan, ...source },
      {
        onSuccess: (m) => onJoined?.(m),
        onError: (err) => {
          const fields = membershipFieldErrors(err);
          if (fields.plan) setPlanError(fields.plan);
          if (err instanceof ApiError && err.code === "ERR_MEMBERSHIP_ACTIVE") onJoined?.(membership);
          show(membershipError(err));
        },
      },
    );
  }

  return (
    <form className={s.join} onSubmit={(e) => void submit(e)} aria-busy={busy || undefined} noValidate>
      <fieldset
        className={s.plans}
        disabled={busy}
        aria-describedby={planError ? `${uid}-plan-error` : undefined}
      >
        <legend className={s.legend}>Choose your plan</legend>
        <div className={s.planList}>
          {PLANS.map((p) => {
            const id = `${uid}-plan-${p}`;
            return (
              <div key={p} className={`${s.planOption} ${plan === p ? s.planChecked : ""}`}>
                <input
                  type="radio"
                  id={id}
                  name={`${uid}-plan`}
                  value={p}
                  checked={plan === p}
                  onChange={() => setPlan(p)}
                />
                <label htmlFor={id}>
                  <span className={s.planName}>{PLAN_LABEL[p]}</span>
                  <span className={s.planPrice}>{planPrice(membership, p)}</span>
                  {p === "annual" ? (
                    <span className={s.muted}>Two months free over the monthly plan</span>
                  ) : null}
                </label>
              </div>
            );
          })}
        </div>
        {planError ? (
          <p id={`${uid}-plan-error`} className={s.fieldError}>
            {planError}
          </p>
        ) : null}
      </fieldset>
      <CardChoice ref={card} legend="Pay with" disabled={busy} />
      {membership.trialEligible ? (
        <p className={s.muted}>
          Free for 30 days, then {planPrice(membership, plan)}. We'll remind you 7 days before your first
          payment; cancel before then and you pay nothing.
        </p>
      ) : (
        <p className={s.muted}>
          You'll be charged {planPrice(membership, plan)} now, and at each renewal until you cancel.
        </p>
      )}
      <div ref={errorRef} tabIndex={-1} data-testid="join-error">
        {error ? <Notice tone="error">{error}</Notice> : null}
      </div>
      <button
        type="submit"
        className={buttonClass("primary", true)}
        aria-disabled={busy || undefined}
        data-testid="join-submit"
      >
        {busy ? (membership.trialEligible ? "Starting your trial…" : "Joining…") : label}
      </button>
    </form>
  );
}
