import { useRef, type Dispatch, type RefObject } from "react";
import { setPaymentMode } from "../api/setPaymentMode";
import type { Problem } from "../messages";
import { saveProblem } from "../paymentModes";
import type { PaymentAction } from "../paymentReducer";
import type { PressKind } from "./usePlaceOrder";
import type { Checkout, PaymentMode } from "../types";

/**
 * Choosing a method saves it on the checkout (setPaymentMode), and so does ticking "Save PayPal for
 * faster checkout" (PayPal chosen again with its billing agreement flag). Arrow keys move through a
 * radio group choosing as they go: only the latest choice's answer counts.
 */
export function usePaymentChoice({
  dispatch,
  agreementSentRef,
  resetPresses,
  onCheckout,
  onProblem,
}: {
  dispatch: Dispatch<PaymentAction>;
  /** The billing agreement flag the server last accepted for PayPal (null: not sent on this visit). */
  agreementSentRef: RefObject<boolean | null>;
  /** Forgets the presses waiting to be repeated. */
  resetPresses: (which: PressKind) => void;
  onCheckout: (c: Checkout) => void;
  onProblem: (p: Problem | null) => void;
}) {
  const chooseSeq = useRef(0);

  async function choose(mode: PaymentMode, before: PaymentMode | null, agreement: boolean) {
    const ticket = ++chooseSeq.current;
    dispatch({ type: "choose", mode });
    onProblem(null);
    resetPresses("both");
    try {
      const answer = await setPaymentMode(mode, { isBillingAgreementRequired: agreement });
      if (mode === "paypal") agreementSentRef.current = agreement;
      if (ticket === chooseSeq.current) onCheckout(answer);
    } catch (err) {
      if (ticket !== chooseSeq.current) return;
      dispatch({ type: "chooseFailed", mode, before });
      onProblem(saveProblem(err));
    } finally {
      if (ticket === chooseSeq.current) dispatch({ type: "saved" });
    }
  }

  async function choosePaypalSave(on: boolean) {
    const ticket = ++chooseSeq.current;
    dispatch({ type: "paypalSave", on });
    onProblem(null);
    resetPresses("redirect");
    try {
      const answer = await setPaymentMode("paypal", { isBillingAgreementRequired: on });
      agreementSentRef.current = on;
      if (ticket === chooseSeq.current) onCheckout(answer);
    } catch (err) {
      if (ticket !== chooseSeq.current) return;
      dispatch({ type: "paypalSaveFailed", on });
      onProblem(saveProblem(err));
    } finally {
      if (ticket === chooseSeq.current) dispatch({ type: "saved" });
    }
  }

  return { choose, choosePaypalSave };
}
