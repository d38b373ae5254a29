import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Notice } from "../../../components/ui/Field";
import { finishThreeDS } from "../api/confirmThreeDS";
import { useApplyCheckout } from "../hooks/useApplyCheckout";
import { useSectionProblems } from "../hooks/useSectionProblems";
import { reducedMotion } from "../motion";
import { LOGIN_REQUIRED } from "../loginRetry";
import { localProblem, messages, problemFor, problemForCode, type Problem } from "../messages";
import { openStep, returnParams, stepReady, stepsFor, type StepId } from "../rules";
import type { CheckoutSlots } from "../slots";
import type { Checkout } from "../types";
import { BillingStep, BillingSummary } from "./BillingStep";
import { DeliveryStep } from "./DeliveryStep";
import { DeliverySummary } from "./DeliverySummary";
import { EmailStep } from "./EmailStep";
import { OrderSummary } from "./OrderSummary";
import { PaymentStep } from "./PaymentStep";
import { Section } from "./Section";
import s from "../checkout.module.css";

const TITLES: Record<StepId, string> = {
  email: "Your details",
  delivery: "Delivery",
  billing: "Billing address",
  payment: "Payment",
};

/** A redirect URL on our own origin as an in-app path; null for another origin. */
export function appPath(url: string): string | null {
  try {
    const u = new URL(url, window.location.origin);
    return u.origin === window.location.origin ? u.pathname + u.search + u.hash : null;
  } catch {
    return null;
  }
}

/**
 * The single-page checkout (docs/checkout.md, "The page"): the steps in their order as numbered
 * sections that open in turn, the order summary beside them, and each error in its section.
 */
export function CheckoutView({
  checkout,
  slots,
  shopper,
  search,
  onNavigate,
  onRefetch,
  onPlaced,
  onSessionEnded,
}: {
  checkout: Checkout;
  slots: CheckoutSlots;
  /** The signed-in customer's name and e-mail (the session's). */
  shopper: { firstName: string; lastName: string; email: string };
  /** The page address's query (a redirect method's ?error=, a challenge's ?tcId=&tcStatus=). */
  search: string;
  onNavigate: (to: string, opts?: { replace?: boolean }) => void;
  onRefetch: () => Promise<unknown>;
  /**
   * An order was placed (away false: the cart is now empty), or the shopper is leaving for a
   * provider's page (away true): either way the page stops reacting to the cart.
   */
  onPlaced: (away: boolean) => void;
  /**
   * Place order was refused because the session ended (ERR_LOGIN_REQUIRED): nothing was charged.
   * The page says so, and how to go on, instead of the emptied basket the checkout now reads.
   */
  onSessionEnded?: (p: Problem) => void;
}) {
  const apply = useApplyCheckout();
  // What the address brought back (read once): a redirect method's error shows in its section at once.
  const [back] = useState(() => returnParams(search));
  const { problems, show, clear } = useSectionProblems(back.error ? problemForCode(back.error) : undefined);
  const [editing, setEditing] = useState<StepId | null>(null);
  const [feeChanged, setFeeChanged] = useState(false);
  const [returning, setReturning] = useState<string | null>(
    back.threeDS
      ? back.threeDS.tcStatus === "success"
        ? "Confirming your payment…"
        : "Cancelling the payment…"
      : null,
  );
  const handled = useRef(false);
  const steps = stepsFor(checkout);
  const open = openStep(checkout, editing);

  const placed = (redirectUrl: string, away: boolean) => {
    onPlaced(away);
    const path = away ? null : appPath(redirectUrl);
    if (path) onNavigate(path);
    else window.location.assign(redirectUrl);
  };

  /** A payment problem goes to its section; an ended session is the page's to say too. */
  const onPaymentProblem = (p: Problem | null) => {
    if (p?.code === LOGIN_REQUIRED && onSessionEnded) onSessionEnded(p);
    if (p) show(p);
    else {
      clear("payment");
      clear("summary");
    }
  };

  // Back from a provider or a challenge opened without a frame: the outcome is acted on once and
  // the address cleaned (docs/payments.md, "Redirect providers": a decline comes back with the error
  // code). Only the first render's address counts, so the effect runs once.
  const actOnReturn = useEffectEvent(() => {
    if (handled.current) return;
    if (!back.error && !back.threeDS) return;
    handled.current = true;
    onNavigate("/spc", { replace: true });
    if (back.threeDS) {
      const tc = back.threeDS;
      finishThreeDS(tc).then(
        (answer) => {
          setReturning(null);
          if (tc.tcStatus === "success" && answer.redirectUrl) placed(answer.redirectUrl, false);
          else show(localProblem("threeds-rejected"));
        },
        (err: unknown) => {
          setReturning(null);
          onPaymentProblem(problemFor(err));
          void onRefetch();
        },
      );
    }
  });
  useEffect(() => {
    actOnReturn();
  }, []);

  /** A step saved: its answer replaces the checkout, and the next open step gets focus. */
  const saved = (c: Checkout, from: StepId) => {
    apply(c);
    setEditing(null);
    clear(from === "payment" ? undefined : from);
    const next = openStep(c, null);
    if (next !== from) {
      requestAnimationFrame(() => {
        const el = document.getElementById(`section-${next}-title`);
        el?.focus({ preventScroll: true });
        el?.scrollIntoView?.({ block: "start", behavior: reducedMotion() ? "auto" : "smooth" });
      });
    }
  };

  const stateOf = (step: StepId): "open" | "done" | "waiting" => {
    if (step === open) return "open";
    if (step !== "payment" && checkout.complete[step] && stepReady(checkout, step)) return "done";
    return "waiting";
  };

  return (
    <div className={s.layout}>
      <OrderSummary checkout={checkout} problem={problems.summary} />
      <div className={s.steps}>
        {returning ? (
          <Notice tone="info">
            <p>{returning}</p>
          </Notice>
        ) : null}
        {checkout.signedIn ? (
          <p className={s.signedIn} data-testid="signed-in-as">
            Signed in as{" "}
            <strong>
              {[shopper.firstName, shopper.lastName].filter(Boolean).join(" ") ||
                shopper.email ||
                checkout.email}
            </strong>
            {shopper.firstName || shopper.lastName ? (
              <span className={s.muted}> ({checkout.email || shopper.email})</span>
            ) : null}
          </p>
        ) : null}
        {steps.map((step, i) => {
          const state = stateOf(step);
          const id = `section-${step}`;
          const common = {
            id,
            step: i + 1,
            title: TITLES[step],
            state,
            problem: problems[step],
            editLabel: `Change ${TITLES[step].toLowerCase()}`,
          };
          switch (step) {
            case "email":
              return (
                <Section
                  key={step}
                  {...common}
                  onEdit={() => setEditing("email")}
                  summary={
                    <p>
                      Checking out as a guest with <strong>{checkout.email}</strong>
                    </p>
                  }
                >
                  <EmailStep checkout={checkout} slots={slots} onGuest={(c) => saved(c, "email")} />
                </Section>
              );
            case "delivery":
              return (
                <Section
                  key={step}
                  {...common}
                  onEdit={() => setEditing("delivery")}
                  summary={
                    <>
                      {feeChanged ? (
                        <Notice tone="warning">
                          <p>{messages["delivery-fee-changed"]}</p>
                        </Notice>
                      ) : null}
                      <DeliverySummary checkout={checkout} />
                    </>
                  }
                >
                  {slots.membershipOffer?.()}
                  <DeliveryStep
                    checkout={checkout}
                    slots={slots}
                    shopperName={shopper}
                    onSaved={(c, changed) => {
                      setFeeChanged(changed);
                      saved(c, "delivery");
                    }}
                    onCancel={checkout.complete.delivery ? () => setEditing(null) : undefined}
                    onPickupSaved={async () => {
                      await onRefetch();
                      setEditing(null);
                      clear("delivery");
                    }}
                  />
                </Section>
              );
            case "billing":
              return (
                <Section
                  key={step}
                  {...common}
                  onEdit={() => setEditing("billing")}
                  summary={<BillingSummary checkout={checkout} />}
                >
                  <BillingStep
                    checkout={checkout}
                    slots={slots}
                    onSaved={(c) => saved(c, "billing")}
                    onCancel={checkout.complete.billing ? () => setEditing(null) : undefined}
                  />
                </Section>
              );
            default:
              return (
                <Section key={step} {...common}>
                  <PaymentStep
                    checkout={checkout}
                    onCheckout={apply}
                    onRefresh={() => void onRefetch()}
                    onOrderPlaced={placed}
                    onProblem={onPaymentProblem}
                  />
                </Section>
              );
          }
        })}
      </div>
    </div>
  );
}
