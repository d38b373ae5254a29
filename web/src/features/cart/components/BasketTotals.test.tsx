// The basket's totals add up (issue: $50 + $5 + $5 shown for a $55 basket): the delivery row is the
// mode's own fee, the gift card postage a row of its own, and a cart of gift cards only has no
// delivery row before a mode is chosen.
import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { modeFee } from "../../../components/ui/OrderTotals";
import type { Cart } from "../types";
import { BasketTotals } from "./BasketTotals";

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

function rows(cart: Partial<Cart>) {
  const full = {
    totalUnitCount: 1,
    subtotal: money(50),
    deliveryFee: null,
    originalDeliveryCost: null,
    bulkyFee: null,
    giftCardDeliveryFee: null,
    orderDiscounts: null,
    total: money(50),
    gst: money(0),
    deliveryMode: null,
    preOrderDepositAmount: null,
    preOrderOutstandingAmount: null,
    installmentPrice: null,
    excludedForAfterpay: true,
    incentiveMessages: [],
    ...cart,
  } as unknown as Cart;
  const { container } = render(<BasketTotals cart={full} />);
  return [...container.querySelectorAll("dl > div")].map(
    (d) => `${d.querySelector("dt")?.textContent}: ${d.querySelector("dd")?.textContent?.trim()}`,
  );
}

describe("BasketTotals", () => {
  it("a cart of one posted gift card: the postage once, no delivery row, and it adds up", () => {
    expect(
      rows({
        deliveryFee: money(5),
        originalDeliveryCost: money(5),
        giftCardDeliveryFee: money(5),
        total: money(55),
      }),
    ).toEqual([
      "Subtotal (1 item): $50.00",
      "Gift card delivery: $5.00",
      "Total: $55.00",
      "Includes GST: $0.00",
    ]);
  });

  it("click and collect with a posted gift card: collection is free, the postage apart", () => {
    const r = rows({
      deliveryMode: { code: "CNC", name: "Click & collect" } as Cart["deliveryMode"],
      deliveryFee: money(5),
      originalDeliveryCost: money(5),
      giftCardDeliveryFee: money(5),
      total: money(55),
    });
    expect(r.slice(0, 3)).toEqual([
      "Subtotal (1 item): $50.00",
      "Click & collect: Free",
      "Gift card delivery: $5.00",
    ]);
  });

  it("no method chosen yet: says so, and no amount", () => {
    expect(rows({})[1]).toBe("Delivery: Choose a method");
  });
});

describe("modeFee", () => {
  it("takes the fees listed apart out of the delivery fee, to the cent", () => {
    expect(modeFee(money(19.1), money(10), money(5))).toEqual(money(4.1));
    expect(modeFee(null, money(5), null)).toBeNull();
  });
});
