import { useId, useRef, useState, type FormEvent } from "react";
import { formatMoney } from "../../../lib/money";
import { Notice, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { Icon } from "../../../components/ui/Icon";
import { Skeleton } from "../../../components/ui/Skeleton";
import { cancelGiftCard } from "../api/cancelGiftCardPreauth";
import { giftCardBalance } from "../api/getGiftCardBalance";
import { placeOrderGiftCard, type GiftCardBody } from "../api/placeOrderGiftCard";
import { localProblem, messages, problemFor, type Problem } from "../messages";
import { createPressKeys, sendWithRetry } from "../press";
import { defaultGiftCardAmount, MAX_GIFT_CARDS, parseGiftCardAmount } from "../rules";
import type { CardFields, GiftCardAnswer, GiftCardLine } from "../types";
import { CardFrame, TokenizeError, type CardFrameHandle } from "./CardFrame";
import s from "../checkout.module.css";

/** The applied gift cards: sequence, amount, what stays on the card, last 4 digits, and remove. */
export function AppliedGiftCards({
  cards,
  removing,
  onRemove,
}: {
  cards: GiftCardLine[];
  removing: number | null;
  onRemove?: ((sequence: number) => void) | undefined;
}) {
  if (cards.length === 0) return null;
  return (
    <ul className={s.giftList} aria-label="Gift cards applied" data-testid="gift-cards-applied">
      {cards.map((g) => (
        <li key={g.sequence} className={s.giftRow}>
          <span className={s.giftMark} aria-hidden="true">
            <Icon name="card" size={18} />
          </span>
          <span className={s.giftText}>
            <strong>
              Gift card {g.sequence} ending {g.last4 || "····"}
            </strong>
            <span className={s.muted}>
              {g.amount.formattedValue} applied · {g.balance.formattedValue} left on the card
            </span>
          </span>
          {onRemove ? (
            <button
              type="button"
              className={s.removeButton}
              disabled={removing !== null}
              onClick={() => onRemove(g.sequence)}
              aria-label={`Remove gift card ${g.sequence} ending ${g.last4}`}
            >
              {removing === g.sequence ? "Removing…" : "Remove"}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Gift cards (docs/payments.md, "Gift cards"; up to three): the number and PIN are typed into the provider's frame,
 * which tokenises them; the amount to use defaults to the smaller of the card's balance and what is
 * left; each card is pre-authorised at once (placeOrderGiftCard). The balance check is the one call
 * that sends a number from the page (the contract's getGiftCardBalance).
 */
export function GiftCards({
  cards,
  left,
  onAnswer,
  onProblem,
  onOrderPlaced,
  cardFields,
}: {
  cards: GiftCardLine[];
  /** What is left to pay, in dollars. */
  left: number;
  /** A gift card call answered: the checkout is read again. */
  onAnswer: (a: GiftCardAnswer) => void;
  onProblem: (p: Problem | null) => void;
  onOrderPlaced: (redirectUrl: string) => void;
  /** Where the fields come from (getPaymentMethods' cardFields); null: not known yet. */
  cardFields?: CardFields | null | undefined;
}) {
  const uid = useId();
  const frame = useRef<CardFrameHandle>(null);
  const form = useRef<HTMLFormElement>(null);
  const keys = useRef(createPressKeys<GiftCardBody>());
  const busy = useRef(false);
  const [applying, setApplying] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [knownBalance, setKnownBalance] = useState<number | null>(null);
  const [amountText, setAmountText] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [frameKey, setFrameKey] = useState(0);
  const [status, setStatus] = useState("");
  const full = cards.length >= MAX_GIFT_CARDS;
  const defaultAmount = defaultGiftCardAmount(knownBalance, left).toFixed(2);
  const shownAmount = amountText ?? defaultAmount;

  async function apply(e: FormEvent) {
    e.preventDefault();
    if (busy.current) return;
    onProblem(null);
    const amount = parseGiftCardAmount(shownAmount, left, knownBalance);
    if (amount === null) {
      setAmountError(messages["giftcard-amount"]);
      document.getElementById(`${uid}-amount`)?.focus();
      return;
    }
    setAmountError(null);
    busy.current = true;
    setApplying(true);
    setStatus("Applying your gift card…");
    let settled = false; // a failure must not leave "Applying…" said
    try {
      let press = keys.current.resume();
      if (!press) {
        let token;
        try {
          token = await frame.current!.tokenize();
        } catch (err) {
          // The frame shows its own field messages; the section says what to do.
          onProblem(
            localProblem(
              err instanceof TokenizeError && err.kind === "fields"
                ? "giftcard-invalid"
                : "card-fields-unavailable",
            ),
          );
          return;
        }
        press = keys.current.begin((idempotencyKey) => ({
          oneTimeToken: token.oneTimeToken,
          amount,
          cardType: "giftcard",
          idempotencyKey,
        }));
        if (!press) return;
      }
      const body = press.body;
      try {
        const answer = await sendWithRetry(() => placeOrderGiftCard(body));
        keys.current.end("settled");
        settled = true;
        if (answer.redirectUrl) {
          setStatus("Your gift cards cover the order. Placing your order…");
          onOrderPlaced(answer.redirectUrl);
          return;
        }
        setAmountText(null);
        setKnownBalance(null);
        setFrameKey((k) => k + 1); // a clean frame for the next card
        // A card with less than asked pays all it has (docs/payments.md#gift-cards).
        const held = (answer.giftCardDetails?.splitCardSummaryDetailsList ?? []).reduce<
          { sequence: number; amount: { value: number; formattedValue: string } } | undefined
        >((last, g) => (last && last.sequence > g.sequence ? last : g), undefined);
        setStatus(
          held && held.amount.value < amount
            ? `This card had ${held.amount.formattedValue}: all of it is applied.`
            : "Gift card applied.",
        );
        onAnswer(answer);
      } catch (err) {
        const p = problemFor(err);
        keys.current.end(p.network ? "unanswered" : "settled");
        onProblem(p);
        if (!p.network) onAnswer({});
      }
    } finally {
      busy.current = false;
      setApplying(false);
      if (!settled) setStatus("");
    }
  }

  async function remove(sequence: number) {
    setRemoving(sequence);
    onProblem(null);
    try {
      onAnswer(await cancelGiftCard(sequence));
      setStatus(`Gift card ${sequence} removed.`);
    } catch (err) {
      onProblem(problemFor(err));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div className={s.giftCards}>
      <AppliedGiftCards cards={cards} removing={removing} onRemove={(n) => void remove(n)} />
      {full ? (
        <p className={s.muted}>{messages["giftcard-limit"]}</p>
      ) : left > 0 ? (
        <>
          <form
            ref={form}
            noValidate
            onSubmit={(e) => void apply(e)}
            aria-label="Add a gift card"
            className={s.giftForm}
          >
            <h3 className={s.subTitle}>{cards.length ? "Add another gift card" : "Add a gift card"}</h3>
            {cardFields === null ? (
              <Skeleton height={170} />
            ) : (
              // Enter in the number or PIN submits this form, as Enter in the amount does.
              <CardFrame
                key={frameKey}
                ref={frame}
                giftCard
                title="Gift card number and PIN"
                fields={cardFields}
                onSubmit={() => {
                  if (!busy.current) form.current?.requestSubmit();
                }}
              />
            )}
            <TextField
              id={`${uid}-amount`}
              label="Amount to use"
              inputMode="decimal"
              hint={`Up to ${formatMoney(knownBalance !== null ? Math.min(knownBalance, left) : left)}.`}
              value={shownAmount}
              error={amountError ?? undefined}
              onChange={(e) => {
                setAmountText(e.target.value);
                setAmountError(null);
              }}
              className={s.amountField}
            />
            <button type="submit" className={buttonClass("secondary", true)} disabled={applying}>
              {applying ? "Applying…" : "Apply gift card"}
            </button>
          </form>
          <BalanceCheck
            key={frameKey}
            left={left}
            onBalance={(b) => {
              setKnownBalance(b);
              setAmountText(null);
            }}
          />
        </>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}

/** "Check balance": the card's balance sets the amount's default and its limit. */
function BalanceCheck({ left, onBalance }: { left: number; onBalance: (b: number) => void }) {
  const uid = useId();
  const [number, setNumber] = useState("");
  const [pin, setPin] = useState("");
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function check(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setResult(null);
    const digits = number.replace(/\s/g, "");
    if (!/^\d{12,19}$/.test(digits) || !/^\d{4,8}$/.test(pin.trim())) {
      setError(messages["giftcard-invalid"]);
      return;
    }
    setPending(true);
    try {
      const r = await giftCardBalance(digits, pin);
      const value = typeof r.balance === "number" ? r.balance : r.balance.value;
      setResult(
        `Balance ${formatMoney(value)}. ${value >= left ? "It covers what is left to pay." : "Apply it and pay the rest another way."}`,
      );
      onBalance(value);
    } catch (err) {
      setError(
        problemFor(err).code === "network" ? messages["network-error"] : messages["giftcard-balance-failed"],
      );
    } finally {
      setPending(false);
    }
  }
  return (
    <details className={s.balanceCheck}>
      <summary>Check a gift card's balance</summary>
      <form noValidate onSubmit={(e) => void check(e)} aria-label="Check a gift card's balance">
        <div className={s.pair}>
          <TextField
            id={`${uid}-number`}
            label="Gift card number"
            inputMode="numeric"
            autoComplete="off"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
          <TextField
            id={`${uid}-pin`}
            label="PIN"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(e) => setPin(e.target.value)}
          />
        </div>
        {error ? <Notice tone="error">{error}</Notice> : null}
        {result ? <Notice tone="success">{result}</Notice> : null}
        <button type="submit" className={buttonClass("secondary")} disabled={pending}>
          {pending ? "Checking…" : "Check balance"}
        </button>
      </form>
    </details>
  );
}
