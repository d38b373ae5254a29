import { useId, useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Notice } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { Icon } from "../../../components/ui/Icon";
import { useReturnFocus } from "../../../components/ui/returnFocus";
import d from "../../../components/ui/dialog.module.css";
import { useCancelMembership } from "../api/cancelMembership";
import { useChangeMembershipPlan } from "../api/changeMembershipPlan";
import { useResumeMembership } from "../api/resumeMembership";
import { useSetMembershipPaymentMethod } from "../api/setMembershipPaymentMethod";
import {
  cardLabel,
  days,
  formatDate,
  formatShortDate,
  PLAN_LABEL,
  planLabel,
  planPrice,
  STATUS_LABEL,
} from "../format";
import { membershipError } from "../messages";
import type { CardChoiceHandle, MembershipSlots } from "../slots";
import { canJoin, isPlan, type Membership, type MembershipPlan } from "../types";
import { JoinForm } from "./JoinForm";
import s from "./membership.module.css";

type Message = { tone: "success" | "error"; text: string } | null;

const PAYMENT_STATUS: Record<Membership["payments"][number]["status"], string> = {
  paid: "Paid",
  declined: "Declined",
  pending: "Pending",
  refunded: "Refunded",
};

/** What cancelling does, in the confirmation (docs/membership.md): said before anything changes. */
export function cancelConsequence(m: Membership): string {
  switch (m.status) {
    case "trial_active":
      return `You'll never be charged. Your free trial benefits continue until ${formatDate(m.trialEndDate ?? m.renewalDate)}, then your OnePass ends.`;
    case "overdue":
      return "Your OnePass ends now and its benefits stop. The overdue payment won't be taken.";
    default:
      return `You won't be charged again. Your benefits continue until ${formatDate(m.renewalDate)}, then your OnePass ends.`;
  }
}

/**
 * The member's OnePass (My Account → OnePass): its status in words, the renewal or trial end, the
 * next payment, the card (with Change card), the plan (a change applies from the next renewal),
 * Cancel after a confirmation, Resume while cancelling, Pay now while overdue, the savings, the
 * welcome reward and every payment. Without a membership (none, cancelled, lapsed): the join form.
 * `headingId` is the page's h1, where the focus goes after a change that replaces the controls.
 */
export function MembershipView({
  membership: m,
  initialPlan,
  headingId,
  CardChoice,
}: {
  membership: Membership;
  initialPlan?: MembershipPlan | undefined;
  headingId: string;
  CardChoice: MembershipSlots["CardChoice"];
}) {
  const uid = useId();
  const [message, setMessage] = useState<Message>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [changingCard, setChangingCard] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);
  const cancelFocus = useReturnFocus();
  const focusAfterCancel = useRef(false);
  const card = useRef<CardChoiceHandle>(null);
  const cancel = useCancelMembership();
  const resume = useResumeMembership();
  const changePlan = useChangeMembershipPlan();
  const setCard = useSetMembershipPaymentMethod();
  const busy =
    cancel.isPending || resume.isPending || changePlan.isPending || setCard.isPending || tokenizing;

  const focusHeading = () => requestAnimationFrame(() => document.getElementById(headingId)?.focus());
  const done = (text: string) => setMessage({ tone: "success", text });
  const fail = (err: unknown) => setMessage({ tone: "error", text: membershipError(err) });

  const history = m.payments.length > 0 ? <PaymentHistory m={m} /> : null;
  const messageRegion = (
    <div aria-live="polite" aria-atomic="true" data-testid="membership-message">
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
    </div>
  );

  if (canJoin(m)) {
    const rejoin = m.status !== "none";
    return (
      <div className={s.view}>
        {messageRegion}
        {rejoin ? (
          <p className={s.lead} data-testid="membership-status">
            Your OnePass {m.status === "lapsed" ? "lapsed" : "ended"}
            {m.endedAt ? ` on ${formatDate(m.endedAt)}` : ""}.
          </p>
        ) : null}
        <section id="join" aria-labelledby={`${uid}-join`} className={s.panel} tabIndex={-1}>
          <h2 id={`${uid}-join`}>
            {m.trialEligible ? "Start your 30-day free trial" : rejoin ? "Rejoin OnePass" : "Join OnePass"}
          </h2>
          <p className={s.muted}>
            Free home delivery with no minimum spend, and member prices on thousands of products.
          </p>
          <JoinForm
            membership={m}
            initialPlan={initialPlan}
            CardChoice={CardChoice}
            onJoined={(next) => {
              done(
                next.status === "trial_active"
                  ? `Your free trial has started. It ends on ${formatDate(next.trialEndDate)}.`
                  : "Welcome to OnePass. Your benefits start now.",
              );
              focusHeading();
            }}
          />
        </section>
        {history}
      </div>
    );
  }

  const trial = m.status === "trial_active" || m.status === "cancelling_trial";
  const ending = m.status === "cancelling" || m.status === "cancelling_trial";
  const planChangeable = m.status === "trial_active" || m.status === "active";
  const plan = isPlan(m.plan) ? m.plan : "monthly";
  const nextPlan = isPlan(m.nextPlan) ? m.nextPlan : plan;
  const otherPlan: MembershipPlan = nextPlan === "monthly" ? "annual" : "monthly";

  function doResume(payNow: boolean) {
    setMessage(null);
    resume.mutate(
      {},
      {
        onSuccess: () => {
          done(
            payNow
              ? "Thanks, your payment went through. Your OnePass is active."
              : "Your OnePass will continue.",
          );
          focusHeading();
        },
        onError: fail,
      },
    );
  }

  async function saveCard() {
    if (busy) return;
    setMessage(null);
    let source;
    setTokenizing(true);
    try {
      if (!card.current) throw new Error("The card choice is still loading. Please try again.");
      source = await card.current.source();
    } catch (err) {
      setTokenizing(false);
      fail(err);
      return;
    }
    setTokenizing(false);
    setCard.mutate(source, {
      onSuccess: (next) => {
        setChangingCard(false);
        done(
          next.paymentMethod
            ? `Your OnePass will be charged to ${cardLabel(next.paymentMethod)}.`
            : "Your card has been changed.",
        );
        requestAnimationFrame(() => document.getElementById(`${uid}-card`)?.focus());
      },
      onError: fail,
    });
  }

  function switchPlan() {
    setMessage(null);
    changePlan.mutate(
      { plan: otherPlan },
      {
        onSuccess: (next) =>
          done(
            next.nextPlan === next.plan
              ? `You'll stay on the ${PLAN_LABEL[otherPlan].toLowerCase()} plan.`
              : `Your plan changes to ${PLAN_LABEL[otherPlan].toLowerCase()} from your next renewal${next.renewalDate ? ` on ${formatDate(next.renewalDate)}` : ""}.`,
          ),
        onError: fail,
      },
    );
  }

  function confirmCancel() {
    cancel.mutate(
      {},
      {
        onSuccess: (next) => {
          focusAfterCancel.current = true;
          done(
            next.status === "cancelling_trial"
              ? `Your free trial is cancelled. You won't be charged, and your benefits continue until ${formatDate(next.renewalDate ?? next.trialEndDate)}.`
              : next.status === "cancelling"
                ? `Your OnePass is cancelled. Your benefits continue until ${formatDate(next.renewalDate)}.`
                : "Your OnePass has ended.",
          );
        },
        onError: fail,
        onSettled: () => setCancelOpen(false),
      },
    );
  }

  return (
    <div className={s.view}>
      {messageRegion}
      {m.status === "overdue" ? (
        <Notice tone="warning" title="We couldn't take your OnePass payment">
          Pay now{m.lapsesOn ? ` by ${formatDate(m.lapsesOn)}` : ""} to keep your benefits, or change your
          card.
        </Notice>
      ) : null}
      <section aria-labelledby={`${uid}-status`} className={s.panel}>
        <div className={s.statusHead}>
          <h2 id={`${uid}-status`}>Your membership</h2>
          <span className={`${s.status} ${s[`status_${m.status}`] ?? ""}`} data-testid="membership-status">
            {STATUS_LABEL[m.status]}
          </span>
        </div>
        <dl className={s.facts}>
          {m.status !== "team_member" ? (
            <div>
              <dt>Plan</dt>
              <dd>
                {planLabel(m.plan)} ({planPrice(m, plan)})
                {nextPlan !== plan ? (
                  <span className={s.note}>
                    {" "}
                    Changes to {PLAN_LABEL[nextPlan].toLowerCase()} from your next renewal.
                  </span>
                ) : null}
              </dd>
            </div>
          ) : null}
          {trial && m.trialDaysRemaining !== null ? (
            <div>
              <dt>Free trial</dt>
              <dd data-testid="trial-left">
                {days(m.trialDaysRemaining)} left, ends {formatDate(m.trialEndDate)}
              </dd>
            </div>
          ) : null}
          {m.renewalDate && !(trial && !ending) ? (
            <div>
              <dt>{ending ? "Benefits end" : "Renews"}</dt>
              <dd data-testid="renewal">
                {formatDate(m.renewalDate)}
                {m.daysUntilRenewal !== null ? ` (in ${days(m.daysUntilRenewal)})` : ""}
              </dd>
            </div>
          ) : null}
          {m.status === "overdue" && m.lapsesOn ? (
            <div>
              <dt>Lapses on</dt>
              <dd>{formatDate(m.lapsesOn)}</dd>
            </div>
          ) : null}
          {m.nextPayment ? (
            <div>
              <dt>{trial ? "First payment" : m.status === "overdue" ? "We'll try again" : "Next payment"}</dt>
              <dd data-testid="next-payment">
                {m.nextPayment.amount.formattedValue} on {formatDate(m.nextPayment.date)} (
                {PLAN_LABEL[m.nextPayment.plan].toLowerCase()} plan)
              </dd>
            </div>
          ) : ending ? (
            <div>
              <dt>Next payment</dt>
              <dd>None: you won't be charged again.</dd>
            </div>
          ) : null}
        </dl>
        <div className={s.actions}>
          {m.status === "overdue" ? (
            <button
              type="button"
              className={buttonClass("primary")}
              aria-disabled={busy || undefined}
              onClick={() => (busy ? undefined : doResume(true))}
            >
              {resume.isPending ? "Paying…" : "Pay now"}
            </button>
          ) : null}
          {ending ? (
            <button
              type="button"
              className={buttonClass("primary")}
              aria-disabled={busy || undefined}
              onClick={() => (busy ? undefined : doResume(false))}
            >
              {resume.isPending ? "Resuming…" : "Resume OnePass"}
            </button>
          ) : null}
          {!ending && m.status !== "team_member" ? (
            <button
              type="button"
              className={buttonClass("ghost")}
              onClick={() => {
                setMessage(null);
                cancelFocus.remember();
                setCancelOpen(true);
              }}
            >
              {trial ? "Cancel free trial" : "Cancel OnePass"}
            </button>
          ) : null}
        </div>
      </section>

      {m.status !== "team_member" ? (
        <section id="payment" aria-labelledby={`${uid}-card`} className={s.panel}>
          <h2 id={`${uid}-card`} tabIndex={-1}>
            Payment card
          </h2>
          <p data-testid="membership-card">
            {m.paymentMethod ? (
              <>
                <Icon name="card" size={18} /> {cardLabel(m.paymentMethod)}
              </>
            ) : (
              "No card saved for OnePass."
            )}
          </p>
          {changingCard ? (
            <div className={s.changeCard}>
              <CardChoice
                ref={card}
                legend="New card for OnePass"
                disabled={busy}
                exclude={m.paymentMethod?.paydockSourceId}
              />
              <div className={s.actions}>
                <button
                  type="button"
                  className={buttonClass("primary")}
                  aria-disabled={busy || undefined}
                  onClick={() => void saveCard()}
                >
                  {setCard.isPending || tokenizing ? "Saving…" : "Use this card"}
                </button>
                <button
                  type="button"
                  className={buttonClass("secondary")}
                  onClick={() => setChangingCard(false)}
                  disabled={busy}
                >
                  Keep current card
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => {
                setMessage(null);
                setChangingCard(true);
              }}
            >
              Change card
            </button>
          )}
        </section>
      ) : null}

      {planChangeable ? (
        <section aria-labelledby={`${uid}-plan`} className={s.panel}>
          <h2 id={`${uid}-plan`}>Plan</h2>
          <p>
            {nextPlan !== plan
              ? `From your next renewal you'll be on the ${PLAN_LABEL[nextPlan].toLowerCase()} plan (${planPrice(m, nextPlan)}).`
              : `You're on the ${PLAN_LABEL[plan].toLowerCase()} plan (${planPrice(m, plan)}).`}
          </p>
          <p className={s.muted}>A plan change applies from your next renewal: nothing is charged now.</p>
          <button
            type="button"
            className={`${buttonClass("secondary")} ${s.wrap}`}
            aria-disabled={busy || undefined}
            onClick={() => (busy ? undefined : switchPlan())}
          >
            {nextPlan !== plan
              ? `Stay on ${PLAN_LABEL[plan].toLowerCase()}`
              : `Switch to ${PLAN_LABEL[otherPlan].toLowerCase()} (${planPrice(m, otherPlan)})`}
          </button>
        </section>
      ) : null}

      <section aria-labelledby={`${uid}-savings`} className={s.panel}>
        <h2 id={`${uid}-savings`}>Your savings</h2>
        <p className={s.savings} data-testid="savings">
          <strong>{m.savings.formattedValue}</strong> saved with OnePass over the last 6 months
        </p>
        {m.welcomeReward ? (
          <p data-testid="welcome-reward">
            <Icon name="tag" size={18} /> Welcome reward: {m.welcomeReward.value.formattedValue} off an order
            of {m.welcomeReward.minSpend.formattedValue} or more, until{" "}
            {formatDate(m.welcomeReward.expiresAt)}.
          </p>
        ) : null}
      </section>

      {history}

      <Dialog.Root
        open={cancelOpen}
        onOpenChange={(o) => (o || cancel.isPending ? undefined : setCancelOpen(false))}
      >
        <Dialog.Portal>
          <Dialog.Overlay className={d.overlay} />
          <Dialog.Content
            className={`${d.dialog} ${d.narrow}`}
            role="alertdialog"
            data-testid="cancel-membership-dialog"
            onCloseAutoFocus={(e) => {
              if (focusAfterCancel.current) {
                focusAfterCancel.current = false;
                e.preventDefault();
                focusHeading();
                return;
              }
              cancelFocus.onCloseAutoFocus(e);
            }}
          >
            <Dialog.Title>{trial ? "Cancel your free trial?" : "Cancel OnePass?"}</Dialog.Title>
            <Dialog.Description>{cancelConsequence(m)}</Dialog.Description>
            <div className={s.actions}>
              <button
                type="button"
                className={buttonClass("primary")}
                disabled={cancel.isPending}
                onClick={confirmCancel}
              >
                {cancel.isPending ? "Cancelling…" : trial ? "Cancel free trial" : "Cancel OnePass"}
              </button>
              <Dialog.Close className={buttonClass("secondary")} disabled={cancel.isPending}>
                Keep OnePass
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

/** Every charge attempt, newest first, as a table (a caption names it; scrolls sideways on a phone). */
function PaymentHistory({ m }: { m: Membership }) {
  const uid = useId();
  return (
    <section aria-labelledby={`${uid}-history`} className={s.panel}>
      <h2 id={`${uid}-history`}>Payment history</h2>
      <div className={s.tableWrap} tabIndex={0} role="region" aria-labelledby={`${uid}-history`}>
        <table className={s.table} data-testid="payment-history">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Plan</th>
              <th scope="col">Card</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {m.payments.map((p, i) => (
              <tr key={`${p.date}-${i}`}>
                <td>{formatShortDate(p.date)}</td>
                <td>{PLAN_LABEL[p.plan]}</td>
                <td>{p.card}</td>
                <td>{p.amount.formattedValue}</td>
                <td>
                  <span className={`${s.payStatus} ${s[`pay_${p.status}`] ?? ""}`}>
                    {PAYMENT_STATUS[p.status]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
