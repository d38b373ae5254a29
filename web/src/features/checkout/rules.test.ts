import { describe, expect, it } from "vitest";
import {
  autoSelectAddress,
  BASKET_PATH,
  cardExpired,
  cardName,
  chosenSavedCard,
  chosenSavedPaypal,
  defaultGiftCardAmount,
  leaveCheckoutFor,
  openStep,
  parseGiftCardAmount,
  returnParams,
  savedCardName,
  stepReady,
  stepsFor,
} from "./rules";
import type { Checkout, CheckoutAddress, CheckoutCart, SavedAddress, SavedCard } from "./types";

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

const entry = {
  entryNumber: 0,
  productCode: "P1",
  name: "Lamp",
  url: "/p/lamp/P1",
  imageUrl: "/img/p1.svg",
  colour: "Navy",
  size: "",
  quantity: 1,
  basePrice: money(10),
  totalPrice: money(10),
};

function cart(over: Partial<CheckoutCart> = {}): CheckoutCart {
  return {
    entries: [entry],
    totalUnitCount: 1,
    hash: "h",
    subtotal: money(10),
    deliveryMode: { code: "HD", name: "Home delivery" },
    deliveryFee: money(9),
    total: money(19),
    gst: money(1.73),
    deliveryPromiseSaved: true,
    pickupStore: null,
    ...over,
  };
}

function address(id: string, over: Partial<CheckoutAddress> = {}): SavedAddress {
  return {
    id,
    formType: "manual",
    singleLineLabel: "",
    singleLineId: "",
    line1: "1 Main St",
    line2: "",
    town: "Richmond",
    state: "VIC",
    postalCode: "3121",
    phone: "",
    isBlocked: false,
    defaultAddress: false,
    formattedAddress: "",
    firstName: "Ann",
    lastName: "Lee",
    country: "AU",
    ...over,
  };
}

function checkout(over: Partial<Checkout> = {}): Checkout {
  return {
    email: "",
    guest: false,
    signedIn: false,
    deliveryMode: "HD",
    deliveryAddress: null,
    billingAddress: null,
    billingSameAsDelivery: true,
    paymentMode: "",
    giftCards: [],
    balance: money(19),
    savedAddresses: [],
    complete: { email: false, delivery: false, billing: false, payment: false },
    cart: cart(),
    ...over,
  };
}

describe("navigation rules (docs/web.md)", () => {
  it("sends an empty cart back to the basket when the single-page checkout is off", () => {
    expect(leaveCheckoutFor(cart({ entries: [] }), false)).toBe(BASKET_PATH);
    expect(leaveCheckoutFor(null, false)).toBe(BASKET_PATH);
  });
  it("keeps an empty cart on the single-page checkout (which says the basket is empty)", () => {
    expect(leaveCheckoutFor(cart({ entries: [] }), true)).toBeNull();
    expect(leaveCheckoutFor(null)).toBeNull();
  });
  it("sends a cart without a delivery promise back to the basket", () => {
    expect(leaveCheckoutFor(cart({ deliveryMode: null, deliveryPromiseSaved: false }))).toBe(BASKET_PATH);
  });
  it("keeps a cart with a mode, and a gift-cards-only cart (promise without a mode)", () => {
    expect(leaveCheckoutFor(cart())).toBeNull();
    expect(leaveCheckoutFor(cart({ deliveryMode: null, deliveryPromiseSaved: true }))).toBeNull();
  });
});

describe("saved address auto-selection (docs/checkout.md)", () => {
  it("selects nothing without addresses", () => {
    expect(autoSelectAddress([])).toEqual({ selected: null, save: false });
  });
  it("selects the first when it is not blocked, and saves it only when it is the only one", () => {
    expect(autoSelectAddress([address("a")])).toEqual({ selected: "a", save: true });
    expect(autoSelectAddress([address("a"), address("b")])).toEqual({ selected: "a", save: false });
  });
  it("selects nothing when the first is a parcel locker, even with others", () => {
    expect(autoSelectAddress([address("a", { isBlocked: true })])).toEqual({ selected: null, save: false });
    expect(autoSelectAddress([address("a", { isBlocked: true }), address("b")])).toEqual({
      selected: null,
      save: false,
    });
  });
});

describe("gift card amount", () => {
  it("defaults to what is left while the balance is unknown", () => {
    expect(defaultGiftCardAmount(null, 49.95)).toBe(49.95);
  });
  it("defaults to the smaller of the balance and what is left", () => {
    expect(defaultGiftCardAmount(20, 49.95)).toBe(20);
    expect(defaultGiftCardAmount(100, 49.95)).toBe(49.95);
    expect(defaultGiftCardAmount(0.1 + 0.2, 10)).toBe(0.3);
    expect(defaultGiftCardAmount(0, 10)).toBe(0);
  });
  it("accepts an amount above nothing, within what is left and the balance", () => {
    expect(parseGiftCardAmount("12.50", 20)).toBe(12.5);
    expect(parseGiftCardAmount("$1,000", 2000)).toBe(1000);
    expect(parseGiftCardAmount("0", 20)).toBeNull();
    expect(parseGiftCardAmount("20.01", 20)).toBeNull();
    expect(parseGiftCardAmount("15", 20, 10)).toBeNull();
    expect(parseGiftCardAmount("1.234", 20)).toBeNull();
    expect(parseGiftCardAmount("abc", 20)).toBeNull();
  });
});

describe("steps", () => {
  it("puts the e-mail first for a shopper not signed in, and skips delivery for digital-only carts", () => {
    expect(stepsFor(checkout())).toEqual(["email", "delivery", "billing", "payment"]);
    expect(stepsFor(checkout({ signedIn: true }))).toEqual(["delivery", "billing", "payment"]);
    expect(stepsFor(checkout({ cart: cart({ containsDigitalEntriesOnly: true }) }))).toEqual([
      "email",
      "billing",
      "payment",
    ]);
  });
  it("opens the first incomplete step, or the one being edited when it is not past it", () => {
    const c = checkout({ complete: { email: true, delivery: false, billing: true, payment: false } });
    expect(openStep(c, null)).toBe("delivery");
    expect(openStep(c, "email")).toBe("email");
    expect(openStep(c, "billing")).toBe("delivery");
    const done = checkout({ complete: { email: true, delivery: true, billing: true, payment: false } });
    expect(openStep(done, null)).toBe("payment");
    expect(stepReady(done, "payment")).toBe(true);
    expect(stepReady(c, "payment")).toBe(false);
  });
});

describe("return parameters", () => {
  it("reads a redirect method's error code and a 3-D Secure outcome", () => {
    expect(returnParams("?error=ERR_PLACEORDER_PAYPAL_CANCELLED").error).toBe(
      "ERR_PLACEORDER_PAYPAL_CANCELLED",
    );
    expect(returnParams("?tcId=abc&tcStatus=success").threeDS).toEqual({ tcId: "abc", tcStatus: "success" });
    expect(returnParams("?tcId=abc&tcStatus=maybe").threeDS).toBeNull();
    expect(returnParams("?error=<script>").error).toBeNull();
    expect(returnParams("")).toEqual({ error: null, threeDS: null });
  });
});

describe("saved cards", () => {
  const card = (id: string, expiry: string, isDefault = false): SavedCard => ({
    paydockSourceId: id,
    cardType: "visa",
    last4: id.slice(-4),
    expiry,
    isDefault,
  });
  // 15 March 2026, 10:00 in Melbourne.
  const now = new Date("2026-03-14T23:00:00Z");

  it("names a card by scheme and last digits", () => {
    expect(savedCardName({ cardType: "visa", last4: "4242" })).toBe("Visa ending 4242");
    expect(savedCardName({ cardType: "amex", last4: "0005" })).toBe("American Express ending 0005");
    expect(cardName("")).toBe("Card");
  });
  it("calls a card expired only after its expiry month, in Melbourne", () => {
    expect(cardExpired("03/26", now)).toBe(false);
    expect(cardExpired("02/26", now)).toBe(true);
    expect(cardExpired("12/25", now)).toBe(true);
    expect(cardExpired("01/30", now)).toBe(false);
    expect(cardExpired("soon", now)).toBe(false);
    // 1 April 2026 00:30 in Melbourne is still 31 March in UTC: March cards have expired there.
    expect(cardExpired("03/26", new Date("2026-03-31T13:30:00Z"))).toBe(true);
  });
  it("offers the default card first, keeps a usable choice, and falls back to a new card", () => {
    const cards = [card("pm_1111", "12/30"), card("pm_2222", "12/30", true), card("pm_3333", "01/20")];
    expect(chosenSavedCard(cards, null, now)).toBe("pm_2222");
    expect(chosenSavedCard(cards, "pm_1111", now)).toBe("pm_1111");
    expect(chosenSavedCard(cards, "new", now)).toBe("new");
    expect(chosenSavedCard(cards, "pm_3333", now)).toBe("pm_2222"); // expired
    expect(chosenSavedCard(cards, "pm_gone", now)).toBe("pm_2222");
    expect(chosenSavedCard([card("pm_3333", "01/20", true)], null, now)).toBe("new");
    expect(chosenSavedCard([], null, now)).toBe("new");
  });
});

describe("saved PayPal accounts", () => {
  const a = (id: string, isDefault = false) => ({ paymentInfoId: id, email: `${id}@example.com`, isDefault });
  it("offers the default account first, keeps a choice still there, and falls back to PayPal's page", () => {
    expect(chosenSavedPaypal([a("pp_1"), a("pp_2", true)], null)).toBe("pp_2");
    expect(chosenSavedPaypal([a("pp_1"), a("pp_2")], null)).toBe("pp_1");
    expect(chosenSavedPaypal([a("pp_1")], "pp_gone")).toBe("pp_1");
    expect(chosenSavedPaypal([a("pp_1")], "new")).toBe("new");
    expect(chosenSavedPaypal([], null)).toBe("new");
  });
});
