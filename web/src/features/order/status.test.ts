import { describe, expect, it } from "vitest";
import {
  carrierName,
  consignmentSteps,
  consignmentStatusText,
  displayDate,
  notReturnableText,
  orderPaymentText,
  orderStatusText,
  receiptPaymentText,
  refundNote,
  returnStatusText,
  statusTone,
  whyNotReturnable,
  whyOrderNotReturnable,
} from "./status";
import type { Consignment, Order } from "./types";

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

function order(over: Partial<Order> = {}): Order {
  return {
    code: "30000001",
    status: "shipped",
    placed: "2026-11-01T00:00:00Z",
    placedDate: "01/11/2026",
    email: "ann@example.com",
    deliveryMode: "HD",
    deliveryAddress: null,
    billingAddress: null,
    pickup: null,
    entries: [
      {
        entryNumber: 0,
        productCode: "10000001",
        name: "Lamp",
        baseProductCode: "",
        brand: "",
        colour: "",
        size: "",
        imageUrl: "",
        quantity: 2,
        basePrice: money(10),
        totalPrice: money(20),
        returnableQuantity: 0,
      },
    ],
    payments: [],
    subtotal: money(20),
    deliveryFee: money(0),
    orderDiscounts: money(0),
    total: money(20),
    gst: money(1.82),
    ...over,
  };
}

function part(over: Partial<Consignment>): Consignment {
  return {
    code: "30000001-1",
    number: 1,
    of: 1,
    label: "Shipment 1 of 1",
    status: "placed",
    location: "online",
    carrier: "",
    trackingNumber: "",
    trackingUrl: "",
    entries: [{ entryNumber: 0, productCode: "10000001", name: "Lamp", quantity: 2 }],
    ...over,
  };
}

describe("statuses in words", () => {
  it.each([
    ["placed", "Order placed"],
    ["processing", "Being prepared"],
    ["partlyShipped", "Partly shipped"],
    ["shipped", "Shipped"],
    ["readyForCollection", "Ready to collect"],
    ["collected", "Collected"],
    ["completed", "Completed"],
    ["cancelled", "Cancelled"],
    ["onHold", "On hold"],
  ])("order %s → %s", (status, words) => expect(orderStatusText(status)).toBe(words));

  it.each([
    ["placed", "Order placed"],
    ["picked", "Being prepared"],
    ["shipped", "Shipped"],
    ["readyForCollection", "Ready to collect"],
    ["collected", "Collected"],
    ["cancelled", "Cancelled"],
  ])("consignment %s → %s", (status, words) => expect(consignmentStatusText(status)).toBe(words));

  it("names returns and tones", () => {
    expect(returnStatusText("requested")).toBe("Return requested");
    expect(returnStatusText("refunded")).toBe("Refunded");
    expect(returnStatusText("refunding")).toBe("Refund in progress");
    expect(returnStatusText("refundFailed")).toBe("Refund delayed");
    expect(statusTone("refunding")).toBe("progress");
    expect(statusTone("refundFailed")).toBe("progress");
    expect(statusTone("refunded")).toBe("done");
    expect(statusTone("shipped")).toBe("done");
    expect(statusTone("readyForCollection")).toBe("ready");
    expect(statusTone("cancelled")).toBe("cancelled");
    expect(statusTone("partlyShipped")).toBe("progress");
    expect(statusTone("whatever")).toBe("neutral");
  });
});

describe("consignment steps", () => {
  it("a delivery: placed → being prepared → shipped", () => {
    expect(consignmentSteps({ status: "picked" }, false).map((s) => `${s.key}:${s.state}`)).toEqual([
      "placed:done",
      "picked:current",
      "shipped:todo",
    ]);
    expect(consignmentSteps({ status: "shipped" }, false).every((s) => s.state === "done")).toBe(true);
  });
  it("a collection goes on to ready and collected; a cancelled one has none", () => {
    expect(consignmentSteps({ status: "readyForCollection" }, true).map((s) => s.state)).toEqual([
      "done",
      "done",
      "current",
      "todo",
    ]);
    expect(consignmentSteps({ status: "cancelled" }, true)).toEqual([]);
  });
});

describe("names", () => {
  it("carriers and payments", () => {
    expect(carrierName("auspost")).toBe("Australia Post");
    expect(carrierName("Pigeon Post")).toBe("Pigeon Post");
    expect(receiptPaymentText({ type: "eftpos", last4: "7330" })).toBe("EFTPOS ending 7330");
    expect(receiptPaymentText({ type: "cash", last4: "" })).toBe("Cash");
    expect(receiptPaymentText({ type: "giftcard", last4: "2074" })).toBe("Gift card ending 2074");
    expect(orderPaymentText({ method: "card", cardType: "visa", last4: "4242" })).toBe("Visa ending 4242");
    expect(orderPaymentText({ method: "paypal", cardType: "paypal", last4: "" })).toBe("PayPal");
  });
  it("dates are DD/MM/YYYY in Melbourne", () => {
    // 14:00 UTC on 31 December is already 1 January in Melbourne (AEDT, +11).
    expect(displayDate("2026-12-31T14:00:00Z")).toBe("01/01/2027");
    expect(displayDate("")).toBe("");
    expect(displayDate("nonsense")).toBe("");
  });
});

describe("why nothing can be returned", () => {
  const now = new Date("2026-12-01T00:00:00Z");
  it("not yet shipped", () => {
    const o = order({ status: "processing", consignments: [part({ status: "picked" })] });
    expect(whyNotReturnable(o, 0, now)).toBe("notYet");
    expect(notReturnableText("notYet", o)).toMatch(/shipped yet/);
  });
  it("not yet collected, for click and collect", () => {
    const o = order({ deliveryMode: "CNC", consignments: [part({ status: "readyForCollection" })] });
    expect(whyOrderNotReturnable(o, now)).toBe("notYet");
    expect(notReturnableText("notYet", o)).toMatch(/collected yet/);
  });
  it("past the 60 days, with the day the window closed", () => {
    const o = order({
      consignments: [part({ status: "shipped", returnableUntil: "2026-11-20T03:00:00Z" })],
    });
    expect(whyOrderNotReturnable(o, now)).toBe("expired");
    expect(notReturnableText("expired", o)).toBe(
      "The 60-day return window for this order has closed (it ended on 20/11/2026).",
    );
  });
  it("already returned, cancelled, and returnable", () => {
    const open = part({ status: "shipped", returnableUntil: "2027-01-20T03:00:00Z" });
    expect(whyNotReturnable(order({ consignments: [open] }), 0, now)).toBe("returned");
    expect(whyNotReturnable(order({ consignments: [part({ status: "cancelled" })] }), 0, now)).toBe(
      "cancelled",
    );
    const o = order({ consignments: [open] });
    o.entries[0]!.returnableQuantity = 1;
    expect(whyNotReturnable(o, 0, now)).toBeUndefined();
    expect(whyOrderNotReturnable(o, now)).toBeUndefined();
  });
});

describe("refunds in the shopper's words", () => {
  it("says refunded only once the provider confirmed it", () => {
    const text = "Visa ending 4242: $36.00";
    expect(refundNote({ text, status: "refunded" })).toBe("Refunded to Visa ending 4242: $36.00");
    expect(refundNote({ text, status: "pending" })).toBe("Refunding to Visa ending 4242: $36.00");
    expect(refundNote({ text, status: "failed" })).toBe(
      "Refund to Visa ending 4242: $36.00 is delayed: our customer service team will sort it out",
    );
  });
});
