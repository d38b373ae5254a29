import { useId, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { buttonClass } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Checkbox } from "../../../components/ui/Field";
import { useReturnFocus } from "../../../components/ui/returnFocus";
import {
  finishThreeDS,
  paymentMethodsQuery,
  placeOrder,
  reportApplePayFailure,
  setPaymentMode,
  type PlaceOrderBody,
} from "../api";
import type { FrameMessage } from "../frames";
import { localProblem, messages, problemFor, type Problem } from "../messages";
import { isPaydockChallenge, parsePaydockChallenge } from "../paydock";
import { createPressKeys, sendWithRetry, sleep, type Press, type PressKeys } from "../press";
import { chosenSavedCard, chosenSavedPaypal, toCents } from "../rules";
import type {
  CardFields,
  Checkout,
  GiftCardAnswer,
  PaymentMethod,
  PaymentMode,
  PlaceOrderAnswer,
} from "../types";
import { CardFrame, TokenizeError, type CardFrameHandle } from "./CardFrame";
import { FrameDialog } from "./FrameDialog";
import { GiftCards } from "./GiftCards";
import { PaydockChallengeDialog } from "./PaydockChallenge";
import { NEW_CARD, SavedCardChoice, SavedPaypalChoice } from "./SavedChoice";
import s from "../checkout.module.css";

const REDIRECT_MODES = new Set<PaymentMode>(["paypal", "afterpay", "zip", "flypay"]);
const LABELS: Record<PaymentMode, string> = {
  card: "Credit or debit card",
  paypal: "PayPal",
  afterpay: "Afterpay",
  zip: "Zip",
  applepay: "Apple Pay",
  flypay: "Flypay",
  giftcard: "Gift card",
};
/** The provider's mark, drawn by us (text and colour, no remote logos). */
const MARKS: Record<PaymentMode, string> = {
  card: "Card",
  paypal: "PayPal",
  afterpay: "afterpay",
  zip: "zip",
  applepay: " Pay",
  flypay: "flypay",
  giftcard: "Gift",
};
/** The ids the server may use for a method, as the mode setPaymentMode takes. */
export function modeOf(id: string): PaymentMode | null {
  switch (id) {
    case "card":
    case "paydock":
    case "ipg":
      return "card";
    case "paypal":
    case "paypalpayinfour":
      return "paypal";
    case "giftcard":
    case "paydockGiftCard":
      return "giftcard";
    case "afterpay":
    case "zip":
    case "applepay":
    case "flypay":
      return id;
    default:
      return null;
  }
}

/** The card fields of an answer without cardFields: the sandbox's page. */
const SANDBOX_FIELDS: CardFields = { provider: "sandbox" };
const sameFields = (a: CardFields | null, b: CardFields | null) => JSON.stringify(a) === JSON.stringify(b);

/** How long the page waits for an order another request is placing (ERR_PLACEORDER_IN_PROGRESS). */
const IN_PROGRESS_WAIT_MS = 2000;
const IN_PROGRESS_MAX_MS = 60_000;

type Placing = null | "card" | "redirect" | "applepay" | "threeds";

/**
 * The payment section: the methods the cart may use as a radio list (an unavailable one with its
 * reason), each with its way to pay. One press of a pay button is one idempotency key, reused when
 * that press is sent again (press.ts).
 */
export function PaymentStep({
  checkout,
  onCheckout,
  onRefresh,
  onOrderPlaced,
  onProblem,
}: {
  checkout: Checkout;
  onCheckout: (c: Checkout) => void;
  /** Reads the checkout again (after a refusal that may have changed it). */
  onRefresh: () => void;
  /** An order answered its redirect URL: the thank-you page (or the provider's page when `away`). */
  onOrderPlaced: (redirectUrl: string, away: boolean) => void;
  onProblem: (p: Problem | null) => void;
}) {
  const uid = useId();
  const cartKey = `${checkout.cart.hash}:${checkout.cart.total.value}:${checkout.balance?.value ?? ""}`;
  const methodsQ = useQuery(paymentMethodsQuery(cartKey, true));
  // Where the card fields come from, as the last answer said (null: no answer yet). It stays while
  // the answer for a changed cart is read, so the fields are not remounted (nor the sandbox's page
  // framed in a live shop before the first answer).
  const [cardFields, setCardFields] = useState<CardFields | null>(null);
  const answeredFields = methodsQ.data ? (methodsQ.data.cardFields ?? SANDBOX_FIELDS) : null;
  if (answeredFields && !sameFields(answeredFields, cardFields)) setCardFields(answeredFields);
  const [chosen, setSelected] = useState<PaymentMode | null>(checkout.paymentMode || null);
  const [saving, setSaving] = useState<PaymentMode | null>(null);
  const [placing, setPlacing] = useState<Placing>(null);
  const [placingText, setPlacingText] = useState("");
  const [challenge, setChallenge] = useState<{ tcId: string; challengeUrl: string } | null>(null);
  const [challengeBusy, setChallengeBusy] = useState<string | null>(null);
  const [applePayOpen, setApplePayOpen] = useState(false);
  const [applePayBusy, setApplePayBusy] = useState<string | null>(null);
  // A signed-in customer's card: a saved card's paydockSourceId or NEW_CARD (null: the default),
  // whether a new card is saved once it pays, and whether PayPal saves a billing agreement.
  const [cardChoice, setCardChoice] = useState<string | null>(null);
  const [paypalChoice, setPaypalChoice] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [savePaypal, setSavePaypal] = useState(false);
  // The billing agreement flag the server last accepted for PayPal (null: not sent on this visit).
  const agreementSent = useRef<boolean | null>(null);
  const card = useRef<CardFrameHandle>(null);
  const cardKeys = useRef(createPressKeys<PlaceOrderBody>());
  const redirectKeys = useRef(createPressKeys<PlaceOrderBody>());
  const applePayKeys = useRef(createPressKeys<PlaceOrderBody>());
  const busy = useRef(false);
  const chooseSeq = useRef(0);
  const dialogFocus = useReturnFocus();

  const methods = (methodsQ.data?.methods ?? []).filter((m) => {
    const mode = modeOf(m.id);
    if (!mode) return false;
    if (mode === "flypay" && methodsQ.data?.flypay === false) return false;
    return true;
  });
  const savedCards = checkout.signedIn ? (methodsQ.data?.savedCards ?? []) : [];
  const paypalSaved = checkout.signedIn ? (methodsQ.data?.paypalAccounts ?? []) : [];
  // The card that pays: a saved one (the default unless the shopper chose), or the card fields.
  const cardSource = savedCards.length > 0 ? chosenSavedCard(savedCards, cardChoice) : NEW_CARD;
  // PayPal: a saved account (paid by its billing agreement, without leaving the page), or PayPal's
  // page, where a signed-in customer may ask to save the account ("Save PayPal for faster checkout").
  const paypalSource = paypalSaved.length > 0 ? chosenSavedPaypal(paypalSaved, paypalChoice) : NEW_CARD;
  const offerPaypalSave = checkout.signedIn && paypalSource === NEW_CARD;
  const giftCards = checkout.giftCards ?? [];
  const left = checkout.balance?.value ?? checkout.cart.total.value;

  // A method chosen before (the checkout's paymentMode) that the cart may no longer use is dropped.
  const chosenMethod = chosen ? methods.find((x) => modeOf(x.id) === chosen) : undefined;
  const selected = chosenMethod && !chosenMethod.available ? null : chosen;

  async function choose(mode: PaymentMode) {
    const before = selected;
    // Arrow keys move through a radio group choosing as they go: only the latest choice's answer counts.
    const ticket = ++chooseSeq.current;
    setSelected(mode);
    setSaving(mode);
    onProblem(null);
    cardKeys.current.reset();
    redirectKeys.current.reset();
    const agreement = mode === "paypal" && offerPaypalSave && savePaypal;
    try {
      const answer = await setPaymentMode(mode, { isBillingAgreementRequired: agreement });
      if (mode === "paypal") agreementSent.current = agreement;
      if (ticket === chooseSeq.current) onCheckout(answer);
    } catch (err) {
      if (ticket !== chooseSeq.current) return;
      // A failure clears the choice, except PayPal, which keeps the shopper's intent (seed 000 §4).
      if (mode !== "paypal") setSelected(before === mode ? null : before);
      const p = problemFor(err);
      onProblem(
        p.code === "network" || p.key === "place-order-error" ? localProblem("api-error-payment-save") : p,
      );
    } finally {
      if (ticket === chooseSeq.current) setSaving(null);
    }
  }

  /** "Save PayPal for faster checkout" ticked or not: PayPal is chosen again with the flag. */
  async function choosePaypalSave(on: boolean) {
    const ticket = ++chooseSeq.current;
    setSavePaypal(on);
    setSaving("paypal");
    onProblem(null);
    redirectKeys.current.reset();
    try {
      const answer = await setPaymentMode("paypal", { isBillingAgreementRequired: on });
      agreementSent.current = on;
      if (ticket === chooseSeq.current) onCheckout(answer);
    } catch (err) {
      if (ticket !== chooseSeq.current) return;
      setSavePaypal(!on);
      const p = problemFor(err);
      onProblem(
        p.code === "network" || p.key === "place-order-error" ? localProblem("api-error-payment-save") : p,
      );
    } finally {
      if (ticket === chooseSeq.current) setSaving(null);
    }
  }

  /** Sends one press and acts on the answer; waits while another request is placing the order. */
  async function submit(press: Press<PlaceOrderBody>, keys: PressKeys<PlaceOrderBody>, kind: Placing) {
    const started = Date.now();
    for (;;) {
      try {
        const answer = await sendWithRetry(() => placeOrder(press.body));
        keys.end("settled");
        onProblem(null);
        await onAnswer(answer, kind);
        return;
      } catch (err) {
        const p = problemFor(err);
        if (p.inProgress && Date.now() - started < IN_PROGRESS_MAX_MS) {
          // The first request is still placing this order: show so, then ask again with the same key,
          // which answers the order once it is placed.
          onProblem(p);
          setPlacingText(messages["place-order-in-progress"]);
          await sleep(IN_PROGRESS_WAIT_MS);
          continue;
        }
        keys.end(p.network || p.inProgress ? "unanswered" : "settled");
        onProblem(p);
        if (!p.network && !p.inProgress) onRefresh();
        return;
      }
    }
  }

  async function onAnswer(answer: PlaceOrderAnswer, kind: Placing) {
    if (answer.threeDS) {
      setPlacingText("Your bank needs to check it's you.");
      setChallenge(answer.threeDS);
      return;
    }
    if (answer.redirectUrl) {
      // A redirect method answers the provider's page, unless it paid at once (a saved PayPal
      // account): then there is an order and the URL is the thank-you page.
      const away = kind === "redirect" && !answer.orderCode;
      setPlacingText(
        away ? "Taking you to the payment provider…" : "Order placed. Taking you to your confirmation…",
      );
      onOrderPlaced(answer.redirectUrl, away);
      return;
    }
    onProblem(localProblem("place-order-error", "summary"));
  }

  async function run(kind: Placing, work: () => Promise<void>) {
    if (busy.current) return; // a second click while the first is in flight does nothing
    busy.current = true;
    setPlacing(kind);
    setPlacingText("Placing your order…");
    try {
      await work();
    } finally {
      busy.current = false;
      setPlacing(null);
    }
  }

  const payByCard = () =>
    run("card", async () => {
      onProblem(null);
      let press = cardKeys.current.resume();
      if (!press && cardSource !== NEW_CARD) {
        // A saved card pays by its source at the gateway: nothing to type, nothing to tokenise.
        const psced = cardSource;
        press = cardKeys.current.begin((idempotencyKey) => ({ paymentMode: "card", psced, idempotencyKey }));
        if (!press) return;
      }
      if (!press) {
        let token;
        try {
          token = await card.current!.tokenize();
        } catch (err) {
          onProblem(
            localProblem(
              err instanceof TokenizeError && err.kind === "fields"
                ? "card-fields-invalid"
                : "card-fields-unavailable",
            ),
          );
          return;
        }
        const save = checkout.signedIn && saveCard;
        press = cardKeys.current.begin((idempotencyKey) => ({
          paymentMode: "card",
          oneTimeToken: token.oneTimeToken,
          idempotencyKey,
          ...(save ? { saveCard: true } : {}),
        }));
        if (!press) return;
      }
      await submit(press, cardKeys.current, "card");
    });

  const payByRedirect = (mode: PaymentMode) =>
    run("redirect", async () => {
      onProblem(null);
      if (mode === "paypal" && paypalSource !== NEW_CARD) {
        // A saved PayPal account pays by its billing agreement: no trip to PayPal.
        const psced = paypalSource;
        const press =
          redirectKeys.current.resume() ??
          redirectKeys.current.begin((idempotencyKey) => ({ paymentMode: "paypal", psced, idempotencyKey }));
        if (!press) return;
        await submit(press, redirectKeys.current, "redirect");
        return;
      }
      // PayPal's billing agreement flag is on the checkout: make sure it says what the box says.
      const agreement = offerPaypalSave && savePaypal;
      if (mode === "paypal" && checkout.signedIn && agreementSent.current !== agreement) {
        try {
          onCheckout(await setPaymentMode("paypal", { isBillingAgreementRequired: agreement }));
          agreementSent.current = agreement;
        } catch (err) {
          const p = problemFor(err);
          onProblem(
            p.code === "network" || p.key === "place-order-error"
              ? localProblem("api-error-payment-save")
              : p,
          );
          return;
        }
      }
      const press =
        redirectKeys.current.resume() ??
        redirectKeys.current.begin((idempotencyKey) => ({ paymentMode: mode, idempotencyKey }));
      if (!press) return;
      await submit(press, redirectKeys.current, "redirect");
    });

  async function onChallenge(m: FrameMessage) {
    if (m.type !== "threeds" || !challenge || m.tcId !== challenge.tcId) return;
    await decideChallenge(m.tcStatus);
  }

  async function decideChallenge(tcStatus: "success" | "rejected") {
    if (!challenge || challengeBusy) return;
    setChallengeBusy(tcStatus === "success" ? "Confirming your payment…" : "Cancelling…");
    try {
      const answer = await finishThreeDS({ tcId: challenge.tcId, tcStatus });
      setChallenge(null);
      if (tcStatus === "success" && answer.redirectUrl) {
        onOrderPlaced(answer.redirectUrl, false);
        return;
      }
      onProblem(localProblem("threeds-rejected"));
    } catch (err) {
      setChallenge(null);
      onProblem(problemFor(err));
      onRefresh();
    } finally {
      setChallengeBusy(null);
    }
  }

  async function onApplePay(m: FrameMessage) {
    if (m.type !== "applepay" || applePayBusy) return;
    if (m.status === "cancelled") {
      setApplePayOpen(false);
      void reportApplePayFailure("cancelled").catch(() => undefined);
      onProblem(localProblem("applepay-cancelled", "payment", "info"));
      return;
    }
    const pcid = m.pcid;
    setApplePayBusy("Placing your order…");
    await run("applepay", async () => {
      const press =
        applePayKeys.current.resume() ??
        applePayKeys.current.begin((idempotencyKey) => ({ paymentMode: "applepay", pcid, idempotencyKey }));
      if (!press) return;
      await submit(press, applePayKeys.current, "applepay");
    });
    setApplePayBusy(null);
    setApplePayOpen(false);
  }

  const cardPays = selected === "card" || (selected === "giftcard" && giftCards.length > 0 && left > 0);
  // Place order (card) is pressable: Enter in the card fields presses it only then.
  const canPlaceByCard = placing === null && saving === null;
  const placeLabel = placing === "card" ? placingText || "Placing your order…" : "Place order";
  const radios = `${uid}-method`;

  return (
    <div className={s.payment}>
      {methodsQ.isPending ? (
        <Skeleton height={220} />
      ) : methodsQ.isError ? (
        <FailedToLoad what="the payment methods" onRetry={() => void methodsQ.refetch()} />
      ) : (
        <fieldset className={s.fieldset} disabled={placing !== null}>
          <legend className={s.legend}>Choose how to pay</legend>
          <ul className={s.methodList}>
            {methods.map((m) => (
              <MethodOption
                key={m.id}
                name={radios}
                method={m}
                checked={selected === modeOf(m.id)}
                saving={saving === modeOf(m.id)}
                onChange={() => {
                  const mode = modeOf(m.id);
                  if (mode) void choose(mode);
                }}
              />
            ))}
          </ul>
        </fieldset>
      )}

      {selected === "giftcard" || giftCards.length > 0 ? (
        <GiftCards
          cards={giftCards}
          left={selected === "giftcard" ? left : 0}
          onProblem={onProblem}
          onAnswer={(a: GiftCardAnswer) => {
            if (a.giftCardDetails || a.balance) {
              onCheckout({
                ...checkout,
                giftCards: a.giftCardDetails?.splitCardSummaryDetailsList ?? checkout.giftCards,
                balance: a.balance ?? checkout.balance,
              });
            }
            onRefresh();
          }}
          onOrderPlaced={(url) => onOrderPlaced(url, false)}
          cardFields={cardFields}
        />
      ) : null}

      {cardPays && selected ? (
        <div className={s.methodPanel}>
          {selected === "giftcard" ? (
            <h3 className={s.subTitle}>Pay the rest ({checkout.balance.formattedValue}) by card</h3>
          ) : null}
          {savedCards.length > 0 ? (
            <SavedCardChoice
              name={`${uid}-card`}
              cards={savedCards}
              value={cardSource}
              disabled={placing !== null}
              onChange={(v) => {
                setCardChoice(v);
                cardKeys.current.reset();
              }}
            />
          ) : null}
          {cardSource === NEW_CARD ? (
            <>
              {cardFields ? (
                // Enter in a card field is Place order, through the same press (one order per press).
                <CardFrame
                  ref={card}
                  title="Card details"
                  fields={cardFields}
                  onSubmit={() => {
                    if (canPlaceByCard) void payByCard();
                  }}
                />
              ) : (
                <Skeleton height={260} />
              )}
              {checkout.signedIn ? (
                <Checkbox
                  id={`${uid}-save-card`}
                  label="Save this card for next time"
                  hint="Our payment provider keeps the card details, not us. Remove it any time in My Account."
                  checked={saveCard}
                  disabled={placing !== null}
                  onChange={(e) => {
                    setSaveCard(e.target.checked);
                    cardKeys.current.reset();
                  }}
                />
              ) : null}
            </>
          ) : null}
          <button
            type="button"
            className={`${buttonClass("primary", true)} ${s.placeOrder}`}
            disabled={!canPlaceByCard}
            aria-disabled={placing !== null || undefined}
            onClick={() => void payByCard()}
            data-testid="place-order"
          >
            {placeLabel}
          </button>
        </div>
      ) : null}

      {selected && REDIRECT_MODES.has(selected) ? (
        <div className={s.methodPanel}>
          {selected === "paypal" && paypalSaved.length > 0 ? (
            <SavedPaypalChoice
              name={`${uid}-paypal`}
              accounts={paypalSaved}
              value={paypalSource}
              disabled={placing !== null}
              onChange={(v) => {
                setPaypalChoice(v);
                redirectKeys.current.reset();
              }}
            />
          ) : null}
          {selected === "paypal" && paypalSource !== NEW_CARD ? (
            <p className={s.muted}>
              We'll take {checkout.balance.formattedValue} from your saved PayPal account when you place your
              order.
            </p>
          ) : (
            <p className={s.muted}>
              You'll go to {LABELS[selected]} to approve the payment of {checkout.balance.formattedValue},
              then come back here for your confirmation.
            </p>
          )}
          {selected === "paypal" && offerPaypalSave ? (
            <Checkbox
              id={`${uid}-save-paypal`}
              label="Save PayPal for faster checkout"
              hint="Links your PayPal account to your Wattle account. Remove it any time in My Account."
              checked={savePaypal}
              disabled={placing !== null || saving !== null}
              onChange={(e) => void choosePaypalSave(e.target.checked)}
            />
          ) : null}
          <button
            type="button"
            className={`${buttonClass("primary", true)} ${s.placeOrder}`}
            disabled={placing !== null || saving !== null}
            onClick={() => void payByRedirect(selected)}
            data-testid="place-order"
          >
            {placing === "redirect"
              ? placingText
              : selected === "paypal" && paypalSource !== NEW_CARD
                ? "Place order"
                : `Continue to ${LABELS[selected]}`}
          </button>
        </div>
      ) : null}

      {selected === "applepay" ? (
        <div className={s.methodPanel}>
          <button
            type="button"
            className={`${s.applePayButton} ${s.placeOrder}`}
            disabled={placing !== null || saving !== null}
            onClick={() => {
              dialogFocus.remember();
              onProblem(null);
              setApplePayOpen(true);
            }}
            data-testid="place-order"
          >
            {placing === "applepay" ? placingText : "Pay with Apple Pay"}
          </button>
        </div>
      ) : null}

      <p className={s.placingStatus} role="status" aria-live="polite">
        {placing ? placingText : ""}
      </p>

      {challenge && isPaydockChallenge(challenge.challengeUrl) ? (
        <PaydockChallengeDialog
          title="Verify your card"
          description="Your bank wants to check it's you. Complete the check below to place your order."
          token={parsePaydockChallenge(challenge.challengeUrl) ?? ""}
          tcId={challenge.tcId}
          environment={cardFields?.environment}
          scriptUrl={cardFields?.scriptUrl}
          busy={challengeBusy}
          onDone={(success) => void decideChallenge(success ? "success" : "rejected")}
          onDismiss={() => void decideChallenge("rejected")}
          testId="threeds-dialog"
        />
      ) : challenge ? (
        <FrameDialog
          open
          title="Verify your card"
          description="Your bank wants to check it's you. Complete the check below to place your order."
          src={challenge.challengeUrl}
          frameTitle="Card verification"
          busy={challengeBusy}
          onMessage={(m) => void onChallenge(m)}
          onDismiss={() => void decideChallenge("rejected")}
          testId="threeds-dialog"
        />
      ) : null}
      {applePayOpen ? (
        <FrameDialog
          open
          title="Apple Pay"
          description={`Pay ${checkout.balance.formattedValue} to Wattle with Apple Pay.`}
          src={`/sandbox/applepay/sheet?${new URLSearchParams({ amount: String(toCents(left)), label: "Wattle" })}`}
          frameTitle="Apple Pay"
          busy={applePayBusy}
          onMessage={(m) => void onApplePay(m)}
          onDismiss={() => void onApplePay({ type: "applepay", status: "cancelled" })}
          onCloseAutoFocus={dialogFocus.onCloseAutoFocus}
          testId="applepay-dialog"
        />
      ) : null}
    </div>
  );
}

function MethodOption({
  name,
  method,
  checked,
  saving,
  onChange,
}: {
  name: string;
  method: PaymentMethod;
  checked: boolean;
  saving: boolean;
  onChange: () => void;
}) {
  const mode = modeOf(method.id)!;
  const id = `${name}-${method.id}`;
  const reason = !method.available ? method.reason || "Not available for this order." : "";
  return (
    <li className={`${s.radioCard} ${s.methodRow} ${checked ? s.radioChecked : ""}`} data-method={mode}>
      <input
        type="radio"
        id={id}
        name={name}
        value={mode}
        checked={checked}
        disabled={!method.available}
        onChange={onChange}
        aria-describedby={reason ? `${id}-reason` : undefined}
      />
      <label htmlFor={id}>
        <span className={s.methodName}>
          {method.name || LABELS[mode]}
          {saving ? <span className={s.muted}> · Saving…</span> : null}
        </span>
        {reason ? (
          <span id={`${id}-reason`} className={s.muted}>
            {reason}
          </span>
        ) : null}
      </label>
      <span className={s.mark} data-mark={mode} aria-hidden="true">
        {MARKS[mode]}
      </span>
    </li>
  );
}
