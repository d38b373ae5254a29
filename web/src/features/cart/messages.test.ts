import { describe, expect, it } from "vitest";
import {
  addedMessage,
  BASKET_PATH,
  cartCodeEffect,
  cartMessage,
  CHECKOUT_PATH,
  firstItemMessage,
  GENERIC_ADD_ERROR,
} from "./messages";

// Every code of docs/cart.md's table and docs/errors.md's "Cart".
const CODES = [
  "ERR_EMPTY_CART",
  "ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS",
  "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED",
  "ERR_CART_NO_ENTRIES",
  "ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED",
  "ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK",
  "ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK",
  "ERR_BASKET_INFORMATION_PERSONALISATION_INVALID",
  "ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED",
  "ERR_BASKET_INFORMATION_PREVIEW_ITEM",
  "ERR_BASKET_INFORMATION_MEMBERS_ONLY",
  "ERR_BASKET_INFORMATION_QUANTITY_PHYSICAL_GIFTCARD",
  "ERR_BASKET_INFORMATION_QUANTITY_GIFTCARD",
  "ERR_BASKET_INFORMATION_CART_ENTRIES_THRESHOLD_REACHED",
  "ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID",
  "ERR_BASKET_INFORMATION_GIFTCARD_VALUE",
  "ERR_BASKET_INFORMATION_PRODUCT_UNAVAILABLE",
  "ERR_DELIVERY_MODE_UNAVAILABLE",
  "ERR_DELIVERY_MODES_FLUENT_EXCEPTION",
  "ERR_STORE_UNAVAILABLE",
  "ERR_PLACEORDER_IN_PROGRESS",
  "Forbidden",
];

const links = (code: string, ctx = {}) => cartMessage(code, ctx)?.links.map((l) => l.to) ?? [];

describe("cart messages (docs/cart.md, docs/errors.md Cart)", () => {
  it("every code has its own text, none the generic one", () => {
    const texts = new Set<string>();
    for (const code of CODES) {
      const m = cartMessage(code, { quantity: 3 });
      expect(m, code).not.toBeNull();
      expect(m?.text, code).not.toBe(GENERIC_ADD_ERROR);
      texts.add(m?.text ?? "");
    }
    // ERR_EMPTY_CART and ERR_CART_NO_ENTRIES share "Your basket is empty."
    expect(texts.size).toBe(CODES.length - 1);
  });

  it("an unknown code is the generic add-to-cart error", () => {
    expect(cartMessage("ERR_SOMETHING_NEW")).toMatchObject({ tone: "error", text: GENERIC_ADD_ERROR });
  });

  it("entry not found shows nothing (retried as an add)", () => {
    expect(cartMessage("ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART")).toBeNull();
    expect(cartCodeEffect("ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART", "update")).toBe("retryAsAdd");
  });

  it("pre-order mix and threshold carry the basket link", () => {
    expect(links("ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS")).toEqual([BASKET_PATH]);
    expect(links("ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED")).toEqual([BASKET_PATH]);
    expect(cartMessage("ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED")?.text).toContain("5");
  });

  it("low stock is a warning with the quantity; the pre-order one adds basket and checkout", () => {
    const m = cartMessage("ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK", { quantity: 3 });
    expect(m?.tone).toBe("warning");
    expect(m?.text).toContain("Only 3 left");
    expect(m?.links).toEqual([]);
    expect(links("ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK", { quantity: 2, preOrder: true })).toEqual([
      BASKET_PATH,
      CHECKOUT_PATH,
    ]);
  });

  it("members only links to sign in (coming back to the page) and OnePass", () => {
    const to = links("ERR_BASKET_INFORMATION_MEMBERS_ONLY", { returnTo: "/p/x/P1" });
    expect(to[0]).toBe("/login?redirect=%2Fp%2Fx%2FP1");
    expect(to[1]).toBe("/my-account/onepass");
  });

  it("threshold says how many the entry holds now", () => {
    expect(
      cartMessage("ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED", { quantity: 20 })?.text,
    ).toContain("20 units");
  });

  it("no-modification shows as an error with no links", () => {
    const m = cartMessage("ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED");
    expect(m?.tone).toBe("error");
    expect(m?.links).toEqual([]);
  });

  it("a pre-order success has basket and checkout links; a plain add the basket", () => {
    expect(addedMessage({ preOrder: true }).links.map((l) => l.to)).toEqual([BASKET_PATH, CHECKOUT_PATH]);
    expect(addedMessage({ preOrder: true }).tone).toBe("success");
    expect(addedMessage({ name: "Lamp" }).text).toBe("Lamp was added to your basket.");
  });

  it("effects: empty cart clears on remove and retries as add on update; no entries goes to the basket", () => {
    expect(cartCodeEffect("ERR_EMPTY_CART", "remove")).toBe("clearCart");
    expect(cartCodeEffect("ERR_EMPTY_CART", "update")).toBe("retryAsAdd");
    expect(cartCodeEffect("ERR_CART_NO_ENTRIES", "update")).toBe("toBasket");
    expect(cartCodeEffect("ERR_PLACEORDER_IN_PROGRESS", "update")).toBe("toPlaceOrder");
    expect(cartCodeEffect("ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK", "update")).toBe("resetQuantity");
  });

  it("partial errors: the first that says something; no-modification dropped when the quantity changed", () => {
    const items = [
      { code: "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED" },
      { code: "ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK", quantity: 4 },
    ];
    expect(firstItemMessage(items, { quantityChanged: true })?.code).toBe(
      "ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK",
    );
    expect(firstItemMessage(items)?.code).toBe("ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED");
    expect(firstItemMessage([{ code: "ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART" }])).toBeNull();
  });
});
