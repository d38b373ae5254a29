import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  fieldMessage,
  GENERIC_ERROR_DELAY_MS,
  localProblem,
  messages,
  problemFor,
  problemForCode,
  PROBLEMS,
  stepMessage,
} from "./messages";

const err = (code: string, message = "", status = 422) => new ApiError(status, { code, message });

describe("place-order errors by section (docs/checkout.md)", () => {
  it("places an error by the server's section and message key before the code table", () => {
    const moved = new ApiError(422, {
      code: "ERR_PLACEORDER_INSUFFICIENT_STOCK",
      message: "",
      section: "payment",
      messageKey: "api-error-payment",
    });
    expect(problemFor(moved)).toMatchObject({
      section: "payment",
      key: "api-error-payment",
      text: messages["api-error-payment"],
      delayMs: 0,
    });
  });
  it("shows a code it does not know in the section the server named, at once and with its text", () => {
    const p = problemFor(
      new ApiError(422, {
        code: "ERR_PLACEORDER_SOMETHING_NEW",
        message: "This card can't pay for gift cards.",
        section: "payment",
        messageKey: "api-error-payment",
      }),
    );
    expect(p).toMatchObject({ section: "payment", text: "This card can't pay for gift cards.", delayMs: 0 });
    const stock = problemFor(
      new ApiError(422, {
        code: "ERR_NEW_STOCK",
        message: "",
        section: "summary",
        messageKey: "out-of-stock",
      }),
    );
    expect(stock).toMatchObject({ section: "summary", text: messages["out-of-stock"], basketLink: true });
  });
  it("ignores a section this page does not have and falls back to the code table", () => {
    const p = problemFor(
      new ApiError(422, {
        code: "ERR_PLACEORDER_INCOMPLETE_BILLING_ADDRESS",
        message: "",
        section: "elsewhere",
      }),
    );
    expect(p.section).toBe("billing");
  });
  it("shows a declined card in the payment section with the server's text", () => {
    const p = problemFor(
      err("ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED", "Your payment was declined. Try again."),
    );
    expect(p).toMatchObject({
      section: "payment",
      text: "Your payment was declined. Try again.",
      delayMs: 0,
    });
  });
  it("falls back to our text for the key when the server sent none", () => {
    const p = problemFor(err("ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED"));
    expect(p.text).toBe(messages["api-error-payment"]);
  });
  it("shows stock, store and product problems in the summary, with a basket link where the shop has one", () => {
    expect(problemFor(err("ERR_PLACEORDER_INSUFFICIENT_STOCK"))).toMatchObject({
      section: "summary",
      basketLink: true,
    });
    expect(problemFor(err("ERR_PLACEORDER_INVALID_STORE"))).toMatchObject({
      section: "summary",
      basketLink: false,
    });
    expect(problemFor(err("ERR_PLACEORDER_CART_MISMATCH")).key).toBe("mismatch-cart");
  });
  it("shows incomplete delivery and billing in their sections", () => {
    expect(problemFor(err("ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO")).section).toBe("delivery");
    expect(problemFor(err("ERR_PLACEORDER_INCOMPLETE_BILLING_ADDRESS")).section).toBe("billing");
    expect(problemFor(err("ERR_ADDRESS_DELIVERY_BLOCKED")).text).toBe(messages["address-delivery-blocked"]);
  });
  it("marks the order in progress rather than failed", () => {
    expect(problemFor(err("ERR_PLACEORDER_IN_PROGRESS", "", 409))).toMatchObject({
      inProgress: true,
      section: "summary",
    });
  });
  it("shows an unknown code as the generic error after 1000 ms", () => {
    const p = problemFor(err("ERR_SOMETHING_NEW", "ERR_SOMETHING_NEW"));
    expect(p).toMatchObject({
      section: "summary",
      text: messages["place-order-error"],
      delayMs: GENERIC_ERROR_DELAY_MS,
    });
    expect(GENERIC_ERROR_DELAY_MS).toBe(1000);
    expect(p.network).toBe(false);
  });
  it("treats no answer (or a gateway failure) as a press that may be sent again", () => {
    expect(problemFor(new TypeError("Failed to fetch"))).toMatchObject({ network: true, section: "payment" });
    expect(problemFor(err("unsuccessful", "Bad Gateway", 502)).network).toBe(true);
  });
  it("maps a redirect method's returned code like an answer, with the code's own text", () => {
    expect(problemForCode("ERR_PLACEORDER_ZIP_FAILURE")).toMatchObject({
      section: "payment",
      text: messages["zip-failure"],
    });
    expect(problemForCode("ERR_PLACEORDER_PAYPAL_CANCELLED")).toMatchObject({
      section: "payment",
      tone: "info",
    });
    expect(problemForCode("ERR_PLACEORDER_PAYPAL_CANCELLED").text).toMatch(/cancelled/);
  });
  it("has a text for every key of the catalogue", () => {
    for (const spec of Object.values(PROBLEMS)) {
      expect((messages as Record<string, string>)[spec.key], spec.key).toBeTruthy();
    }
  });
  it("has clear texts for the guest refusals", () => {
    expect(problemFor(err("ERR_LOGIN_GUEST_NOT_ALLOWED")).section).toBe("email");
    expect(messages["guest-checkout-gift-cards"]).toMatch(/gift card/i);
  });
});

describe("field messages (docs/validation.md, verbatim)", () => {
  it("turns the server's keys into the shop's sentences", () => {
    expect(fieldMessage("firstName", "missing-args")).toBe("What is your first name?");
    expect(fieldMessage("firstName", "invalid-length")).toBe(
      "Please enter a first name between 2 and 32 characters.",
    );
    expect(fieldMessage("phone", "invalid-format")).toBe("Please enter a valid mobile number.");
    expect(fieldMessage("postalCode", "invalid-postcode")).toBe("Please enter a postcode with 4 digits.");
    expect(fieldMessage("singleLineId", "missing-args")).toBe("Please select an address");
    expect(fieldMessage("state", "missing-args")).toBe("Please select a state");
    expect(fieldMessage("line1", "invalid-length")).toBe(
      "Please enter a street address between 2 and 30 characters.",
    );
    expect(fieldMessage("address", "address-delivery-blocked")).toBe(messages["address-delivery-blocked"]);
  });
});

describe("step and local messages", () => {
  it("a failed step call with nothing readable says the details were not saved (api-error-saving)", () => {
    expect(stepMessage(new Error("socket hang up"))).toBe(messages["api-error-saving"]);
    expect(stepMessage(err("ERR_SOMETHING_INTERNAL", "", 500))).toBe(messages["api-error-saving"]);
    expect(stepMessage(err("ERR_SOMETHING_INTERNAL", "", 429))).toMatch(/Too many attempts/);
  });
  it("a place-order code keeps its own message in a step (the fulfilment failure: api-error-delivery-fluent-exception)", () => {
    expect(PROBLEMS["ERR_PLACEORDER_FLUENT_EXCEPTION"]).toMatchObject({
      section: "summary",
      key: "api-error-delivery-fluent-exception",
    });
    expect(problemForCode("ERR_PLACEORDER_FLUENT_EXCEPTION")).toMatchObject({
      section: "summary",
      text: messages["api-error-delivery-fluent-exception"],
    });
    expect(stepMessage(err("ERR_PLACEORDER_FLUENT_EXCEPTION"))).toBe(
      messages["api-error-delivery-fluent-exception"],
    );
  });
  it("a payment the page could not send is shown in the payment section (api-error-payment-save)", () => {
    expect(localProblem("api-error-payment-save")).toMatchObject({
      section: "payment",
      key: "api-error-payment-save",
      text: messages["api-error-payment-save"],
      tone: "error",
    });
  });
});
