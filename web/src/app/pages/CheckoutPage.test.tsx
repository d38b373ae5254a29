// /spc when place order finds the session ended (issue 27 item 11): the page says what happened and
// that nothing was charged, and offers to sign in again, instead of the empty basket the checkout
// reads once the session is anonymous.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { invalidateSession } from "../../lib/api";
import type { Checkout } from "../../features/checkout/types";
import CheckoutPage from "./CheckoutPage";

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

const signedIn: Checkout = {
  email: "ann@example.com",
  guest: false,
  signedIn: true,
  deliveryMode: "HD",
  deliveryAddress: {
    id: "",
    formType: "manual",
    singleLineLabel: "",
    singleLineId: "",
    line1: "1 Main St",
    line2: "",
    town: "Richmond",
    state: "VIC",
    postalCode: "3121",
    phone: "0412345678",
    isBlocked: false,
    defaultAddress: false,
    formattedAddress: "",
    firstName: "Ann",
    lastName: "Lee",
    country: "AU",
  },
  billingAddress: null,
  billingSameAsDelivery: true,
  paymentMode: "card",
  giftCards: [],
  balance: money(19),
  savedAddresses: [],
  complete: { email: true, delivery: true, billing: true, payment: true },
  cart: {
    entries: [
      {
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
      },
    ],
    totalUnitCount: 1,
    hash: "h1",
    subtotal: money(10),
    deliveryMode: { code: "HD", name: "Home delivery" },
    deliveryFee: money(9),
    total: money(19),
    gst: money(1.73),
    deliveryPromiseSaved: true,
    pickupStore: null,
  },
};

/** What the checkout reads once the session is a new, anonymous one: a browser without a cart. */
const anonymousEmpty: Checkout = {
  ...signedIn,
  email: "",
  signedIn: false,
  deliveryMode: "",
  deliveryAddress: null,
  paymentMode: "",
  complete: { email: false, delivery: false, billing: false, payment: false },
  cart: { ...signedIn.cart, entries: [], totalUnitCount: 0, deliveryMode: null, total: money(0) },
};

const ENDED =
  "Your session ended before your order was placed. You have not been charged. Please sign in again.";
const PAYING =
  "Your session ended while your card was being checked, so your order has not been placed yet. If your bank approved the payment, we'll place your order and e-mail you its confirmation within a few minutes.";
let sessionEnded: boolean;
const placed: Record<string, unknown>[] = [];

beforeEach(() => {
  sessionEnded = false;
  placed.length = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    const customer = sessionEnded
      ? {}
      : { wattleCustomerId: "c1", email: "ann@example.com", firstName: "Ann" };
    if (url === "/api/session") return json(200, { success: true, data: { csrfToken: "t", customer } });
    if (url === "/api/checkout")
      return json(200, { success: true, data: sessionEnded ? anonymousEmpty : signedIn });
    if (url === "/api/checkout/payment-methods") {
      return json(200, {
        success: true,
        data: {
          methods: [{ id: "card", name: "Credit or debit card", available: true }],
          flypay: false,
          savedCards: [
            { paydockSourceId: "pm_1", cardType: "visa", last4: "4242", expiry: "11/31", isDefault: true },
          ],
          paypalAccounts: [],
        },
      });
    }
    if (url === "/api/checkout/threeds/confirm") {
      sessionEnded = true;
      return json(401, {
        success: false,
        error: {
          code: "ERR_LOGIN_REQUIRED",
          message: PAYING,
          section: "summary",
          messageKey: "session-ended-paying",
        },
      });
    }
    if (url === "/api/checkout/place-order") {
      placed.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      sessionEnded = true;
      return json(401, {
        success: false,
        error: {
          code: "ERR_LOGIN_REQUIRED",
          message: ENDED,
          section: "summary",
          messageKey: "session-ended",
        },
      });
    }
    return json(404, { success: false, error: { code: "ERR_NOT_FOUND", message: "not found" } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

describe("CheckoutPage when the session ended at Place order", () => {
  it("says what happened and that nothing was charged, offers to sign in again, and never shows an empty basket", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/spc"]}>
          <CheckoutPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole("radio", { name: /Visa ending 4242/ });
    fireEvent.click(screen.getByTestId("place-order"));
    const ended = await screen.findByTestId("session-ended");
    expect(ended.textContent).toContain("Your session ended");
    expect(ended.textContent).toContain("You have not been charged.");
    expect(ended.textContent).toContain("saved to your account");
    expect((screen.getByLabelText(/e-mail/i) as HTMLInputElement).value).toBe("ann@example.com");
    expect(placed.length).toBeGreaterThan(0);
    // The checkout read again (an anonymous, empty one) does not replace what the page says.
    await waitFor(() =>
      expect(client.getQueryState(["/api/checkout"])?.dataUpdateCount ?? 0).toBeGreaterThan(1),
    );
    expect(screen.queryByText("Your basket is empty")).toBeNull();
    expect(screen.getByTestId("session-ended")).toBeTruthy();
  });

  it("says what becomes of the order when the session ended during the card's security check", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/spc?tcId=tc_1&tcStatus=success"]}>
          <CheckoutPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const ended = await screen.findByTestId("session-ended");
    expect(ended.textContent).toContain("your order has not been placed yet");
    expect(ended.textContent).toContain("If your bank approved the payment");
    expect(screen.queryByText("Your basket is empty")).toBeNull();
  });
});
