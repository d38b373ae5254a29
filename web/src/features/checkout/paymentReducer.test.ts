import { describe, expect, it } from "vitest";
import { initialPaymentState, paymentReducer, PLACING_TEXT, type PaymentState } from "./paymentReducer";

const start = (over: Partial<PaymentState> = {}): PaymentState => ({ ...initialPaymentState(null), ...over });

describe("paymentReducer", () => {
  it("starts on the checkout's method with nothing saving or placing", () => {
    const s = initialPaymentState("card");
    expect(s.chosen).toBe("card");
    expect(s.saving).toBeNull();
    expect(s.placing).toBeNull();
    expect(s.challenge).toBeNull();
    expect(s.applePayOpen).toBe(false);
  });

  it("choosing a method shows it chosen and saving until the answer", () => {
    const s = paymentReducer(start(), { type: "choose", mode: "afterpay" });
    expect(s).toMatchObject({ chosen: "afterpay", saving: "afterpay" });
    expect(paymentReducer(s, { type: "saved" }).saving).toBeNull();
  });

  it("a failed choice goes back to the method before, or to none when it was the same", () => {
    const chosen = start({ chosen: "zip" });
    expect(paymentReducer(chosen, { type: "chooseFailed", mode: "zip", before: "card" }).chosen).toBe("card");
    expect(paymentReducer(chosen, { type: "chooseFailed", mode: "zip", before: "zip" }).chosen).toBeNull();
  });

  it("a failed PayPal choice keeps PayPal chosen", () => {
    const chosen = start({ chosen: "paypal" });
    expect(paymentReducer(chosen, { type: "chooseFailed", mode: "paypal", before: "card" }).chosen).toBe(
      "paypal",
    );
  });

  it("ticking Save PayPal saves PayPal again; a failure unticks it", () => {
    const s = paymentReducer(start({ chosen: "paypal" }), { type: "paypalSave", on: true });
    expect(s).toMatchObject({ savePaypal: true, saving: "paypal" });
    expect(paymentReducer(s, { type: "paypalSaveFailed", on: true }).savePaypal).toBe(false);
  });

  it("placing an order says so until it ends, and keeps its last words after", () => {
    let s = paymentReducer(start(), { type: "placeStarted", kind: "card" });
    expect(s).toMatchObject({ placing: "card", placingText: PLACING_TEXT });
    s = paymentReducer(s, { type: "placingText", text: "Still placing" });
    expect(s.placingText).toBe("Still placing");
    s = paymentReducer(s, { type: "placeEnded" });
    expect(s).toMatchObject({ placing: null, placingText: "Still placing" });
  });

  it("a 3-D Secure challenge opens, shows what it is doing, and closes", () => {
    const challenge = { tcId: "tc_1", challengeUrl: "/sandbox/threeds/tc_1" };
    let s = paymentReducer(start({ placing: "card" }), { type: "challenge", challenge });
    expect(s.challenge).toEqual(challenge);
    expect(s.placingText).toBe("Your bank needs to check it's you.");
    s = paymentReducer(s, { type: "challengeDeciding", status: "success" });
    expect(s.challengeBusy).toBe("Confirming your payment…");
    expect(paymentReducer(s, { type: "challengeDeciding", status: "rejected" }).challengeBusy).toBe(
      "Cancelling…",
    );
    s = paymentReducer(s, { type: "challengeClosed" });
    expect(s.challenge).toBeNull();
    expect(s.challengeBusy).toBe("Confirming your payment…");
    expect(paymentReducer(s, { type: "challengeSettled" }).challengeBusy).toBeNull();
  });

  it("the Apple Pay sheet opens, places, and closes when done or cancelled", () => {
    let s = paymentReducer(start(), { type: "applePayOpened" });
    expect(s.applePayOpen).toBe(true);
    expect(paymentReducer(s, { type: "applePayCancelled" }).applePayOpen).toBe(false);
    s = paymentReducer(s, { type: "applePayPlacing" });
    expect(s.applePayBusy).toBe(PLACING_TEXT);
    s = paymentReducer(s, { type: "applePayDone" });
    expect(s).toMatchObject({ applePayOpen: false, applePayBusy: null });
  });

  it("keeps the shopper's card and PayPal choices and the save-card box", () => {
    let s = paymentReducer(start(), { type: "cardChoice", value: "src_1" });
    s = paymentReducer(s, { type: "paypalChoice", value: "pp_1" });
    s = paymentReducer(s, { type: "saveCard", on: true });
    expect(s).toMatchObject({ cardChoice: "src_1", paypalChoice: "pp_1", saveCard: true });
  });
});
