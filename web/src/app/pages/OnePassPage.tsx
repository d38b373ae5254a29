import { lazy, Suspense, useId, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import * as Dialog from "@radix-ui/react-dialog";
import { buttonClass } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Field";
import { Icon } from "../../components/ui/Icon";
import { Skeleton } from "../../components/ui/Skeleton";
import { useReturnFocus } from "../../components/ui/returnFocus";
import d from "../../components/ui/dialog.module.css";
import { useSession } from "../../features/account/hooks/useSession";
import { useMembership } from "../../features/membership/api/getMembership";
import { useMembershipContent } from "../../features/membership/api/getMembershipContent";
import { JoinForm } from "../../features/membership/components/JoinForm";
import {
  benefitIcon,
  ContentBody,
  MembershipContentBox,
} from "../../features/membership/components/MembershipContentBox";
import { formatDate, PLAN_LABEL, planPrice } from "../../features/membership/format";
import {
  canJoin,
  isPlan,
  PLANS,
  type Membership,
  type MembershipPlan,
} from "../../features/membership/types";
import { membershipSlots } from "../membershipSlots";
import { usePageTitle } from "../usePageTitle";
import s from "./onepass/onePassPage.module.css";

// The sign-in form (react-hook-form, zod) loads when a signed-out shopper first opens the modal.
const AuthForm = lazy(() =>
  import("../../features/account/components/AuthForm").then((m) => ({ default: m.AuthForm })),
);

/**
 * The plans' prices for a shopper the membership answer does not know yet (signed out): the
 * server's configuration (monthly $4.00, annual $40.00); a signed-in shopper's answer names them.
 */
const SIGNED_OUT_PLANS: Membership["plans"] = [
  { plan: "monthly", period: "month", price: { value: 4, formattedValue: "$4.00" } },
  { plan: "annual", period: "year", price: { value: 40, formattedValue: "$40.00" } },
];

/**
 * /onepass: OnePass's learn-more-and-join page (public). The hero, the benefits (rewardCards), the
 * two plans, the terms, and "Start free trial" (or "Join OnePass") opening the free trial modal: a
 * signed-in shopper joins there with a plan and a card; a signed-out one signs in or creates an
 * account for OnePass there, and the page reloads signed in at #join, which opens the modal again.
 */
export default function OnePassPage() {
  usePageTitle("OnePass: free delivery and member prices");
  const { signedIn, isPending: sessionPending } = useSession();
  const membership = useMembership(signedIn);
  const cards = useMembershipContent("rewardCards");
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const asked = params.get("plan");
  const [plan, setPlan] = useState<MembershipPlan>(isPlan(asked) ? asked : "monthly");
  // null until the shopper opens or closes it: a link to /onepass#join (the slots' calls to action,
  // the reload after signing in) opens it once the page knows who is asking.
  const [chosen, setOpen] = useState<boolean | null>(null);
  const [joined, setJoined] = useState<Membership | null>(null);
  const focus = useReturnFocus();

  const m = membership.data;
  const member = Boolean(m && !canJoin(m));
  const eligible = m ? m.trialEligible : true;
  const plans = m?.plans.length ? m.plans : SIGNED_OUT_PLANS;
  const cta = eligible ? "Start free trial" : "Join OnePass";

  const ready = !sessionPending && (!signedIn || !membership.isPending);
  const open = chosen ?? (ready && hash === "#join" && !member);

  const openModal = () => {
    focus.remember();
    setOpen(true);
  };

  return (
    <div className="container">
      <section className={s.hero} aria-labelledby="onepass-title">
        <p className={s.mark} aria-hidden="true">
          OnePass
        </p>
        <h1 id="onepass-title" tabIndex={-1}>
          Free delivery and member prices, all year round
        </h1>
        <p className={s.heroText}>
          Free home delivery with no minimum spend, OnePass prices on thousands of products and early access
          to sales. {eligible ? "Try it free for 30 days." : ""}
        </p>
        <div className={s.heroActions}>
          {member ? (
            <Link to="/my-account/onepass" className={buttonClass("primary")}>
              Manage OnePass
            </Link>
          ) : (
            <button
              type="button"
              className={buttonClass("primary")}
              onClick={openModal}
              data-testid="onepass-start"
            >
              {cta}
            </button>
          )}
        </div>
      </section>

      <div aria-live="polite" aria-atomic="true">
        {joined ? (
          <Notice
            tone="success"
            title={joined.status === "trial_active" ? "Your free trial has started" : "Welcome to OnePass"}
          >
            {joined.status === "trial_active"
              ? `Your benefits start now. Your trial ends on ${formatDate(joined.trialEndDate)}.`
              : "Your benefits start now."}{" "}
            <Link to="/my-account/onepass">Manage OnePass</Link>
          </Notice>
        ) : null}
      </div>

      {signedIn ? (
        <div className={s.block}>
          <MembershipContentBox slot="reminder" look="reminder" />
        </div>
      ) : null}

      <section className={s.block} aria-labelledby="onepass-benefits">
        <h2 id="onepass-benefits">{cards.data?.title || "What OnePass gives you"}</h2>
        {cards.data?.text ? <p className={s.muted}>{cards.data.text}</p> : null}
        {cards.isPending ? (
          <Skeleton height={160} />
        ) : (
          <ul className={s.benefits}>
            {(cards.data?.cards ?? []).map((b) => (
              <li key={b.title} className={s.benefit}>
                <span className={s.benefitIcon} aria-hidden="true">
                  <Icon name={benefitIcon(b)} size={24} />
                </span>
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={s.block} aria-labelledby="onepass-plans">
        <h2 id="onepass-plans">Plans</h2>
        <ul className={s.plans}>
          {plans.map((p) => (
            <li key={p.plan} className={s.plan}>
              <h3>{PLAN_LABEL[p.plan]}</h3>
              <p className={s.price}>
                <strong>{p.price.formattedValue}</strong> a {p.period}
              </p>
              <p className={s.muted}>
                {p.plan === "annual"
                  ? "Two months free over paying monthly."
                  : "Pay as you go, cancel any time."}
              </p>
            </li>
          ))}
        </ul>
      </section>

      {cards.data?.terms ? (
        <section className={s.block} aria-labelledby="onepass-terms">
          <h2 id="onepass-terms">Good to know</h2>
          <p>{cards.data.terms}</p>
          <p className={s.muted}>
            Cancel any time in My Account → OnePass: a trial cancelled is never charged, and a paid membership
            keeps its benefits until the end of the period paid for.
          </p>
        </section>
      ) : null}

      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={d.overlay} />
          <Dialog.Content
            className={`${d.dialog} ${d.narrow}`}
            onCloseAutoFocus={focus.onCloseAutoFocus}
            aria-describedby={undefined}
            data-testid="free-trial-modal"
          >
            <FreeTrialModalBody
              signedIn={signedIn}
              membership={m}
              plan={plan}
              onPlan={setPlan}
              onJoined={(next) => {
                setJoined(next);
                setOpen(false);
              }}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

/** The free trial modal: the freeTrialModal slot's words, then the join form or the sign-in form. */
function FreeTrialModalBody({
  signedIn,
  membership: m,
  plan,
  onPlan,
  onJoined,
}: {
  signedIn: boolean;
  membership: Membership | undefined;
  plan: MembershipPlan;
  onPlan: (p: MembershipPlan) => void;
  onJoined: (m: Membership) => void;
}) {
  const uid = useId();
  const content = useMembershipContent("freeTrialModal");
  const eligible = m ? m.trialEligible : true;
  const title = content.data?.show ? content.data.title : eligible ? "Start your free trial" : "Join OnePass";
  return (
    <>
      <div className={s.dialogHead}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Close className={s.closeButton} aria-label="Close">
          <Icon name="close" />
        </Dialog.Close>
      </div>
      {content.data?.show ? (
        <ContentBody content={{ ...content.data, title: "", cta: undefined }} look="box" headingLevel={3} />
      ) : null}
      <div className={s.modalForm}>
        {!signedIn ? (
          <>
            <fieldset className={s.planPick}>
              <legend>Your plan</legend>
              {PLANS.map((p) => (
                <label key={p} htmlFor={`${uid}-${p}`} className={s.planPickOption}>
                  <input
                    id={`${uid}-${p}`}
                    type="radio"
                    name={`${uid}-plan`}
                    checked={plan === p}
                    onChange={() => onPlan(p)}
                  />
                  {PLAN_LABEL[p]} ({planPrice({ plans: m?.plans.length ? m.plans : SIGNED_OUT_PLANS }, p)})
                </label>
              ))}
            </fieldset>
            <Suspense fallback={<Skeleton height={320} />}>
              <AuthForm
                type="membershipFreeTrial"
                placement="membershipModal"
                from="OnePass"
                membershipPlan={plan}
                note={
                  <p className={s.muted}>
                    New to Wattle? Create an account, then add a card to start. Already shopping with us? Sign
                    in.
                  </p>
                }
                onDone={() => {
                  // Reload on the membership learn-more page, signed in, at the join form.
                  window.history.replaceState(null, "", `/onepass?plan=${plan}#join`);
                  window.location.reload();
                }}
              />
            </Suspense>
          </>
        ) : !m ? (
          <Skeleton height={240} />
        ) : canJoin(m) ? (
          <JoinForm
            membership={m}
            initialPlan={plan}
            CardChoice={membershipSlots.CardChoice}
            onJoined={onJoined}
          />
        ) : (
          <p>
            You're already a OnePass member. <Link to="/my-account/onepass">Manage OnePass</Link>
          </p>
        )}
      </div>
    </>
  );
}
