// /track-order opened from the confirmation e-mail's "View your order" (?orderId=&email=): the order
// is looked up at once, in any browser, without the form (issue 27 item 13).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { invalidateSession } from "../../lib/api";
import type { Order } from "../../features/order/types";
import TrackOrderPage, { lookupFromSearch } from "./TrackOrderPage";

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

const order: Order = {
  code: "30000007",
  status: "processing",
  placed: "2026-11-12T00:00:00Z",
  placedDate: "12/11/2026",
  email: "ann@example.com",
  deliveryMode: "HD",
  deliveryAddress: {
    firstName: "Ann",
    lastName: "Lee",
    line1: "12 Church Street",
    town: "Richmond",
    state: "VIC",
    postalCode: "3121",
    country: "AU",
    phone: "0412345678",
  },
  billingAddress: null,
  pickup: null,
  entries: [
    {
      entryNumber: 0,
      productCode: "A1",
      name: "Linen Lamp",
      baseProductCode: "",
      brand: "",
      colour: "",
      size: "",
      imageUrl: "",
      quantity: 1,
      basePrice: money(49),
      totalPrice: money(49),
      returnableQuantity: 0,
    },
  ],
  payments: [],
  subtotal: money(49),
  deliveryFee: money(0),
  orderDiscounts: money(0),
  total: money(49),
  gst: money(4.45),
  consignments: [],
  returns: [],
};

let tracks: Record<string, unknown>[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  tracks = [];
  answer = { status: 200, body: { success: true, data: { orderData: order } } };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === "/api/session") return json(200, { success: true, data: { csrfToken: "t", customer: {} } });
    if (url === "/api/orders/track") {
      tracks.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return json(answer.status, answer.body);
    }
    return json(404, { success: false, error: { code: "ERR_NOT_FOUND", message: "not found" } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

function open(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TrackOrderPage />
    </MemoryRouter>,
  );
}

describe("TrackOrderPage from a link", () => {
  it("looks the order up at once when the link gives its number and e-mail", async () => {
    open("/track-order?email=ann%40example.com&orderId=30000007");
    expect(screen.getByTestId("track-linked-busy").textContent).toContain("30000007");
    expect(await screen.findByTestId("tracked-order")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Order 30000007" })).toBeTruthy();
    expect(tracks).toEqual([{ orderId: "30000007", email: "ann@example.com" }]);
    expect(screen.queryByTestId("lookup-form")).toBeNull();
  });

  it("shows the form, filled in, with what went wrong when the link finds nothing", async () => {
    answer = {
      status: 404,
      body: {
        success: false,
        error: { code: "ERR_ORDER_NOT_FOUND", message: "We couldn't find that order." },
      },
    };
    open("/track-order?orderId=30000007&email=ann%40example.com");
    expect(await screen.findByText("We couldn't find that order.")).toBeTruthy();
    expect(screen.getByTestId("lookup-form")).toBeTruthy();
    expect((screen.getByDisplayValue("30000007") as HTMLInputElement).value).toBe("30000007");
  });

  it("asks nothing without both parameters", () => {
    open("/track-order?orderId=30000007");
    expect(screen.getByTestId("lookup-form")).toBeTruthy();
    expect(tracks).toEqual([]);
    expect(lookupFromSearch("?orderId=1&email=%20")).toBeNull();
    expect(lookupFromSearch("?orderId=%201%20&email=a%40b.co")).toEqual({ orderId: "1", email: "a@b.co" });
  });
});
