import { useRef, type Dispatch, type RefObject } from "react";
import { finishThreeDS } from "../api/confirmThreeDS";
import { placeOrder, type PlaceOrderBody } from "../api/placeOrder";
import { reportApplePayFailure } from "../api/reportApplePayFailure";
import { setPaymentMode } from "../api/setPaymentMode";
import type { FrameMessage } from "../frames";
import { localProblem, messages, problemFor, type Problem } from "../messages";
import { saveProblem } from "../paymentModes";
import { type PaymentAction, type PaymentState, type Placing } from "../paymentReducer";
import { createPressKeys, sendWithRetry, sleep, type Press, type PressKeys } from "../press";
import type { Checkout, PaymentMode, PlaceOrderAnswer } from "../types";
import { TokenizeError, type CardFrameHandle } from "../components/CardFrame";
import { NEW_CARD } from "../components/SavedChoice";

/** Which pay buttons' waiting presses to forget. */
export type PressKind = "card" | "redirect" | "both";

/** The checkout's callbacks the payment step passes on. */
export interface PlaceOrderCallbacks {
  onCheckout: (c: Checkout) => void;
  /** Reads the checkout again (after a refusal that may have changed it). */
  onRefresh: () => void;
  /** An order answered its redirect URL: the thank-you page (or the provider's page when `away`). */
  onOrderPlaced: (redirectUrl: string, away: boolean) => void;
  onProblem: (p: Problem | null) => void;
}

/** How long the page waits for an order another request is placing (ERR_PLACEORDER_IN_PROGRESS). */
const IN_PROGRESS_WAIT_MS = 2000;
const IN_PROGRESS_MAX_MS = 60_000;

/**
 * Places the order from a pay button: one press is one idempotency key, reused when that press is
 * sent again (press.ts, docs/checkout.md "Place order: money moves in two phases"); an order still
 * being placed by an earlier request is waited for; the answer hands off to 3-D Secure, to the
 * provider's page or to the thank-you page; a refusal is shown where it belongs and the checkout is
 * read again.
 */
export function usePlaceOrder(
  {
    checkout,
    state,
    dispatch,
    card,
    cardSource,
    paypalSource,
    offerPaypalSave,
    agreementSentRef,
  }: {
    checkout: Checkout;
    state: PaymentState;
    dispatch: Dispatch<PaymentAction>;
    /** The card fields, which turn a typed card into a one-time token. */
    card: RefObject<CardFrameHandle | null>;
    /** The card that pays: a saved card's source or NEW_CARD (the card fields). */
    cardSource: string;
    /** The PayPal account that pays: a saved one's source or NEW_CARD (PayPal's page). */
    paypalSource: string;
    /** A signed-in customer paying on PayPal's page may ask to save the account. */
    offerPaypalSave: boolean;
    /** The billing agreement flag the server last accepted for PayPal (null: not sent on this visit). */
    agreementSentRef: RefObject<boolean | null>;
  },
  /** What the payment step was handed by the checkout. */
  on: PlaceOrderCallbacks,
) {
  const { onCheckout, onRefresh, onOrderPlaced, onProblem } = on;
  const cardKeys = useRef(createPressKeys<PlaceOrderBody>());
  const redirectKeys = useRef(createPressKeys<PlaceOrderBody>());
  const applePayKeys = useRef(createPressKeys<PlaceOrderBody>());
  const busy = useRef(false);
  const { challenge, challengeBusy, applePayBusy, saveCard, savePaypal } = state;
  /**
   * The total the page shows, sent with each press: an order that would cost another amount now (a
   * price change, a OnePass membership that ended) is refused with the reason, never charged silently.
   */
  const shownTotal = () => String(checkout.cart.total.value);

  /**
   * Forgets the presses waiting to be repeated: the card's when the card changes, PayPal's page's
   * when PayPal's account or agreement changes, both when the method changes.
   */
  function resetPresses(which: PressKind) {
    if (which !== "redirect") cardKeys.current.reset();
    if (which !== "card") redirectKeys.current.reset();
  }

  /** Sends one press and acts on the answer; waits while another request is placing the order. */
  async function submit(press: Press<PlaceOrderBody>, keys: PressKeys<PlaceOrderBody>, kind: Placing) {
    const started = Date.now();
    for (;;) {
      try {
        const answer = await sendWithRetry(() => placeOrder(press.body));
        keys.end("settled");
        onProblem(null);
        onAnswer(answer, kind);
        return;
      } catch (err) {
        const p = problemFor(err);
        if (p.inProgress && Date.now() - started < IN_PROGRESS_MAX_MS) {
          // The first request is still placing this order: show so, then ask again with the same key,
          // which answers the order once it is placed.
          onProblem(p);
          dispatch({ type: "placingText", text: messages["place-order-in-progress"] });
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

  function onAnswer(answer: PlaceOrderAnswer, kind: Placing) {
    if (answer.threeDS) {
      dispatch({ type: "challenge", challenge: answer.threeDS });
      return;
    }
    if (answer.redirectUrl) {
      // A redirect method answers the provider's page, unless it paid at once (a saved PayPal
      // account): then there is an order and the URL is the thank-you page.
      const away = kind === "redirect" && !answer.orderCode;
      dispatch({
        type: "placingText",
        text: away ? "Taking you to the payment provider…" : "Order placed. Taking you to your confirmation…",
      });
      onOrderPlaced(answer.redirectUrl, away);
      return;
    }
    onProblem(localProblem("place-order-error", "summary"));
  }

  async function run(kind: Exclude<Placing, null>, work: () => Promise<void>) {
    if (busy.current) return; // a second click while the first is in flight does nothing
    busy.current = true;
    dispatch({ type: "placeStarted", kind });
    try {
      await work();
    } finally {
      busy.current = false;
      dispatch({ type: "placeEnded" });
    }
  }

  const payByCard = () =>
    run("card", async () => {
      onProblem(null);
      let press = cardKeys.current.resume();
      if (!press && cardSource !== NEW_CARD) {
        // A saved card pays by its source at the gateway: nothing to type, nothing to tokenise.
        const psced = cardSource;
        press = cardKeys.current.begin((idempotencyKey) => ({
          paymentMode: "card",
          psced,
          idempotencyKey,
          expectedTotal: shownTotal(),
        }));
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
          expectedTotal: shownTotal(),
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
          redirectKeys.current.begin((idempotencyKey) => ({
            paymentMode: "paypal",
            psced,
            idempotencyKey,
            expectedTotal: shownTotal(),
          }));
        if (!press) return;
        await submit(press, redirectKeys.current, "redirect");
        return;
      }
      // PayPal's billing agreement flag is on the checkout: make sure it says what the box says.
      const agreement = offerPaypalSave && savePaypal;
      if (mode === "paypal" && checkout.signedIn && agreementSentRef.current !== agreement) {
        try {
          onCheckout(await setPaymentMode("paypal", { isBillingAgreementRequired: agreement }));
          agreementSentRef.current = agreement;
        } catch (err) {
          onProblem(saveProblem(err));
          return;
        }
      }
      const press =
        redirectKeys.current.resume() ??
        redirectKeys.current.begin((idempotencyKey) => ({
          paymentMode: mode,
          idempotencyKey,
          expectedTotal: shownTotal(),
        }));
      if (!press) return;
      await submit(press, redirectKeys.current, "redirect");
    });

  async function decideChallenge(tcStatus: "success" | "rejected") {
    if (!challenge || challengeBusy) return;
    dispatch({ type: "challengeDeciding", status: tcStatus });
    try {
      const answer = await finishThreeDS({ tcId: challenge.tcId, tcStatus });
      dispatch({ type: "challengeClosed" });
      if (tcStatus === "success" && answer.redirectUrl) {
        onOrderPlaced(answer.redirectUrl, false);
        return;
      }
      onProblem(localProblem("threeds-rejected"));
    } catch (err) {
      dispatch({ type: "challengeClosed" });
      onProblem(problemFor(err));
      onRefresh();
    } finally {
      dispatch({ type: "challengeSettled" });
    }
  }

  /** The challenge page's message: its outcome, for the challenge on screen. */
  async function onChallenge(m: FrameMessage) {
    if (m.type !== "threeds" || !challenge || m.tcId !== challenge.tcId) return;
    await decideChallenge(m.tcStatus);
  }

  /** The Apple Pay sheet's message: cancelled, or a payment credential to place the order with. */
  async function onApplePay(m: FrameMessage) {
    if (m.type !== "applepay" || applePayBusy) return;
    if (m.status === "cancelled") {
      dispatch({ type: "applePayCancelled" });
      void reportApplePayFailure("cancelled").catch(() => undefined);
      onProblem(localProblem("applepay-cancelled", "payment", "info"));
      return;
    }
    const pcid = m.pcid;
    dispatch({ type: "applePayPlacing" });
    await run("applepay", async () => {
      const press =
        applePayKeys.current.resume() ??
        applePayKeys.current.begin((idempotencyKey) => ({
          paymentMode: "applepay",
          pcid,
          idempotencyKey,
          expectedTotal: shownTotal(),
        }));
      if (!press) return;
      await submit(press, applePayKeys.current, "applepay");
    });
    dispatch({ type: "applePayDone" });
  }

  return { payByCard, payByRedirect, decideChallenge, onChallenge, onApplePay, resetPresses };
}
