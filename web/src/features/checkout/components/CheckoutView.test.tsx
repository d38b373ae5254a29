// The payment section in jsdom: the card frame is simulated by posting its messages from the iframe's
// window; the server by a fetch mock. One press of Place order is one key, a decline shows in the
// payment section, a lost answer repeats the same press.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { invalidateSession } from "../../../lib/api";
import type { CheckoutSlots } from "../slots";
import type { Checkout } from "../types";
import { CheckoutView } from "./CheckoutView";

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

const checkout: Checkout = {
  email: "guest@example.com",
  guest: true,
  signedIn: false,
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
  complete: { email: true, delivery: true, billing: true, payment: false },
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

const slots: CheckoutSlots = {
  checkRegistration: async () => ({ registered: false, accountLocked: false, accountLockReasonCode: "" }),
  finder: false,
  SignIn: () => null,
  CreateAccount: () => null,
  AddressFinder: () => null,
};

type Handler = (body: Record<string, unknown>) => { status: number; body: unknown } | Promise<never>;
let placeOrder: Handler;
const placed: Record<string, unknown>[] = [];
const modes: Record<string, unknown>[] = [];
/** What getPaymentMethods adds to the methods (a signed-in customer's saved cards). */
let methodsExtra: Record<string, unknown> = {};

beforeEach(() => {
  placed.length = 0;
  modes.length = 0;
  methodsExtra = {};
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === "/api/session") return json(200, { success: true, data: { csrfToken: "t", customer: {} } });
    if (url === "/api/checkout/payment-methods") {
      return json(200, {
        success: true,
        data: {
          methods: [
            { id: "card", name: "Credit or debit card", available: true },
            { id: "zip", name: "Zip", available: false, reason: "Zip is for orders over $50." },
            { id: "paypal", name: "PayPal", available: true },
          ],
          flypay: false,
          ...methodsExtra,
        },
      });
    }
    if (url === "/api/checkout/place-order") {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      placed.push(body);
      const r = await placeOrder(body);
      return json(r.status, r.body);
    }
    if (url === "/api/checkout/payment-mode") {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      modes.push(body);
      return json(200, { success: true, data: { ...checkout, paymentMode: body.mode } });
    }
    if (url === "/api/checkout") return json(200, { success: true, data: checkout });
    return json(404, { success: false, error: { code: "ERR_NOT_FOUND", message: "not found" } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

function setup(c: Checkout = checkout) {
  const onNavigate = vi.fn();
  const onPlaced = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CheckoutView
          checkout={c}
          slots={slots}
          shopper={{ firstName: "", lastName: "", email: "" }}
          search=""
          onNavigate={onNavigate}
          onRefetch={async () => undefined}
          onPlaced={onPlaced}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onNavigate, onPlaced };
}

/** The card frame's side: ready, and a token for each tokenize request. */
function cardFrame(tokens: string[]) {
  const iframe = screen.getByTitle("Card details") as HTMLIFrameElement;
  const win = iframe.contentWindow!;
  const post = (data: unknown) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", { data, origin: window.location.origin, source: win }),
      );
    });
  const asked = vi.fn();
  vi.spyOn(win, "postMessage").mockImplementation(((message: { type: string }, target: string) => {
    asked(message, target);
    if (message.type === "tokenize") {
      const token = tokens.shift();
      queueMicrotask(() =>
        window.dispatchEvent(
          new MessageEvent("message", {
            data: token
              ? { type: "token", oneTimeToken: token, cardType: "visa", last4: "4242" }
              : { type: "error", fields: { cardNumber: "Please enter a valid card number." } },
            origin: window.location.origin,
            source: win,
          }),
        ),
      );
    }
  }) as typeof win.postMessage);
  post({ type: "ready" });
  return { asked, post };
}

describe("checkout payment", () => {
  it("shows every method with the reason an unavailable one cannot be used", async () => {
    setup();
    const zip = await screen.findByRole("radio", { name: /Zip/ });
    expect((zip as HTMLInputElement).disabled).toBe(true);
    const described = zip.getAttribute("aria-describedby");
    expect(described && document.getElementById(described)?.textContent).toBe("Zip is for orders over $50.");
    expect((screen.getByRole("radio", { name: /Credit or debit card/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("places one order per press: a double click sends one request, the answer goes to the thank-you page", async () => {
    placeOrder = () => ({
      status: 200,
      body: { success: true, data: { orderCode: "30000001", redirectUrl: "/checkout/thank-you/30000001" } },
    });
    const { onNavigate, onPlaced } = setup();
    await screen.findByRole("radio", { name: /Credit or debit card/ });
    const { asked } = cardFrame(["ott_1"]);
    const button = screen.getByTestId("place-order");
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith("/checkout/thank-you/30000001"));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentMode: "card", oneTimeToken: "ott_1" });
    expect(placed[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked).toHaveBeenCalledWith({ type: "tokenize" }, window.location.origin);
    expect(onPlaced).toHaveBeenCalledWith(false);
  });

  it("shows a decline in the payment section, focused, and the next press is a new one", async () => {
    placeOrder = () => ({
      status: 422,
      body: {
        success: false,
        error: { code: "ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED", message: "Your payment was declined." },
      },
    });
    setup();
    await screen.findByRole("radio", { name: /Credit or debit card/ });
    cardFrame(["ott_1", "ott_2"]);
    fireEvent.click(screen.getByTestId("place-order"));
    const alert = await screen.findByTestId("error-payment");
    expect(alert.textContent).toContain("Your payment was declined.");
    expect(alert.closest("section")?.id).toBe("section-payment");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    fireEvent.click(screen.getByTestId("place-order"));
    await waitFor(() => expect(placed).toHaveLength(2));
    expect(placed[1]?.idempotencyKey).not.toBe(placed[0]?.idempotencyKey);
    expect(placed[1]?.oneTimeToken).toBe("ott_2");
  });

  it("repeats a press whose answer was lost with the same key and token", async () => {
    let calls = 0;
    placeOrder = () => {
      calls++;
      if (calls <= 3) return Promise.reject(new TypeError("Failed to fetch"));
      return {
        status: 200,
        body: { success: true, data: { orderCode: "30000002", redirectUrl: "/checkout/thank-you/30000002" } },
      };
    };
    const { onNavigate } = setup();
    await screen.findByRole("radio", { name: /Credit or debit card/ });
    const { asked } = cardFrame(["ott_1", "ott_2"]);
    fireEvent.click(screen.getByTestId("place-order"));
    await screen.findByTestId("error-payment", {}, { timeout: 8000 });
    fireEvent.click(screen.getByTestId("place-order"));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith("/checkout/thank-you/30000002"));
    expect(placed).toHaveLength(4);
    expect(new Set(placed.map((b) => b.idempotencyKey)).size).toBe(1);
    expect(new Set(placed.map((b) => b.oneTimeToken))).toEqual(new Set(["ott_1"]));
    expect(asked.mock.calls.filter(([m]) => (m as { type: string }).type === "tokenize")).toHaveLength(1);
  }, 15_000);

  it("shows an unknown code as the generic error only after 1000 ms", async () => {
    placeOrder = () => ({
      status: 422,
      body: { success: false, error: { code: "ERR_NEW_THING", message: "ERR_NEW_THING" } },
    });
    setup();
    await screen.findByRole("radio", { name: /Credit or debit card/ });
    cardFrame(["ott_1"]);
    const started = Date.now();
    fireEvent.click(screen.getByTestId("place-order"));
    const alert = await screen.findByTestId("error-summary", {}, { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(alert.closest("#section-summary")).not.toBeNull();
  });

  it("places the order when Enter is pressed in the card fields (the frame's submit), once per press", async () => {
    placeOrder = () => ({
      status: 200,
      body: { success: true, data: { orderCode: "30000003", redirectUrl: "/checkout/thank-you/30000003" } },
    });
    const { onNavigate } = setup();
    await screen.findByRole("radio", { name: /Credit or debit card/ });
    const { asked, post } = cardFrame(["ott_1", "ott_2"]);
    post({ type: "submit" });
    post({ type: "submit" }); // Enter held down, or pressed again while the order is being placed
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith("/checkout/thank-you/30000003"));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentMode: "card", oneTimeToken: "ott_1" });
    expect(placed[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked.mock.calls.filter(([m]) => (m as { type: string }).type === "tokenize")).toHaveLength(1);
  });

  it("takes the card fields' submit only from the card frame on our origin", async () => {
    placeOrder = () => ({
      status: 200,
      body: { success: true, data: { orderCode: "30000004", redirectUrl: "/checkout/thank-you/30000004" } },
    });
    setup();
    await screen.findByRole("radio", { name: /Credit or debit card/ });
    const { asked } = cardFrame(["ott_1"]);
    const iframe = screen.getByTitle("Card details") as HTMLIFrameElement;
    const other = document.createElement("iframe");
    document.body.append(other);
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "submit" },
          origin: "https://evil.example",
          source: iframe.contentWindow,
        }),
      );
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "submit" },
          origin: window.location.origin,
          source: other.contentWindow,
        }),
      );
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "submit" },
          origin: window.location.origin,
          source: window,
        }),
      );
    });
    await new Promise((r) => setTimeout(r, 50));
    other.remove();
    expect(asked).not.toHaveBeenCalled();
    expect(placed).toHaveLength(0);
    expect(screen.getByTestId("place-order").textContent).toBe("Place order");
  });

  it("ignores the card fields' submit while Place order cannot be pressed (the method still saving)", async () => {
    placeOrder = () => ({ status: 200, body: { success: true, data: {} } });
    let release: () => void = () => undefined;
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === "/api/checkout/payment-mode") await new Promise<void>((r) => (release = r));
      return answer(input, init);
    });
    setup({ ...checkout, paymentMode: "" });
    fireEvent.click(await screen.findByRole("radio", { name: /Credit or debit card/ }));
    const { asked, post } = cardFrame(["ott_1"]);
    await waitFor(() => expect((screen.getByTestId("place-order") as HTMLButtonElement).disabled).toBe(true));
    post({ type: "submit" });
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).not.toHaveBeenCalled();
    expect(placed).toHaveLength(0);
    release();
    await waitFor(() =>
      expect((screen.getByTestId("place-order") as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("ignores messages from another origin", async () => {
    placeOrder = () => ({ status: 200, body: { success: true, data: {} } });
    setup();
    await screen.findByRole("radio", { name: /Credit or debit card/ });
    const iframe = screen.getByTitle("Card details") as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "ready" },
          origin: "https://evil.example",
          source: iframe.contentWindow,
        }),
      );
    });
    expect(iframe.dataset.ready).toBeUndefined();
  });
});

describe("a signed-in customer's saved cards", () => {
  const signedIn: Checkout = { ...checkout, guest: false, signedIn: true, email: "ann@example.com" };
  const saved = [
    { paydockSourceId: "pm_1", cardType: "mastercard", last4: "4444", expiry: "12/30", isDefault: false },
    { paydockSourceId: "pm_2", cardType: "visa", last4: "4242", expiry: "11/31", isDefault: true },
  ];
  const ok = () => ({
    status: 200,
    body: { success: true, data: { orderCode: "30000009", redirectUrl: "/checkout/thank-you/30000009" } },
  });

  it("offers the saved cards with the default chosen, and pays it by psced without the card fields", async () => {
    methodsExtra = { savedCards: saved, paypalAccounts: [] };
    placeOrder = ok;
    const { onNavigate } = setup(signedIn);
    const visa = await screen.findByRole("radio", { name: /Visa ending 4242/ });
    expect((visa as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: /Mastercard ending 4444/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.queryByTitle("Card details")).toBeNull();
    fireEvent.click(screen.getByTestId("place-order"));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith("/checkout/thank-you/30000009"));
    expect(placed[0]).toMatchObject({ paymentMode: "card", psced: "pm_2" });
    expect(placed[0]).not.toHaveProperty("oneTimeToken");
    expect(placed[0]).not.toHaveProperty("saveCard");
  });

  it("pays a new card through the fields and saves it when asked", async () => {
    methodsExtra = { savedCards: saved, paypalAccounts: [] };
    placeOrder = ok;
    setup(signedIn);
    fireEvent.click(await screen.findByRole("radio", { name: "Use a new card" }));
    cardFrame(["ott_9"]);
    fireEvent.click(screen.getByRole("checkbox", { name: /Save this card for next time/ }));
    fireEvent.click(screen.getByTestId("place-order"));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]).toMatchObject({ paymentMode: "card", oneTimeToken: "ott_9", saveCard: true });
    expect(placed[0]).not.toHaveProperty("psced");
  });

  it("offers a customer without saved cards the fields and the save box, and a guest no save box", async () => {
    methodsExtra = { savedCards: [], paypalAccounts: [] };
    setup(signedIn);
    await screen.findByTitle("Card details");
    expect(screen.queryByTestId("saved-cards")).toBeNull();
    expect(screen.getByRole("checkbox", { name: /Save this card for next time/ })).toBeTruthy();
  });

  it("does not offer a guest to save a card, even if the server listed some", async () => {
    methodsExtra = { savedCards: saved, paypalAccounts: [] };
    setup();
    await screen.findByTitle("Card details");
    expect(screen.queryByTestId("saved-cards")).toBeNull();
    expect(screen.queryByRole("checkbox", { name: /Save this card/ })).toBeNull();
  });

  it("asks PayPal for a billing agreement when the customer ticks Save PayPal", async () => {
    methodsExtra = { savedCards: [], paypalAccounts: [] };
    placeOrder = () => ({
      status: 200,
      body: { success: true, data: { redirectUrl: "/sandbox/paypal/checkout?token=PA-1" } },
    });
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    setup(signedIn);
    fireEvent.click(await screen.findByRole("radio", { name: /PayPal/ }));
    const box = await screen.findByRole("checkbox", { name: /Save PayPal for faster checkout/ });
    await waitFor(() => expect(modes).toHaveLength(1));
    expect(modes[0]).toEqual({ mode: "paypal" });
    fireEvent.click(box);
    await waitFor(() => expect(modes).toHaveLength(2));
    expect(modes[1]).toEqual({ mode: "paypal", isBillingAgreementRequired: true });
    await waitFor(() =>
      expect((screen.getByTestId("place-order") as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId("place-order"));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]).toMatchObject({ paymentMode: "paypal" });
    expect(modes).toHaveLength(2); // the flag was already on the checkout
  });
});

describe("a signed-in customer's saved PayPal account", () => {
  const signedIn: Checkout = { ...checkout, guest: false, signedIn: true, paymentMode: "paypal" };

  it("pays with the saved account by psced, without leaving the page", async () => {
    methodsExtra = {
      savedCards: [],
      paypalAccounts: [{ paymentInfoId: "pp_7", email: "ann@example.com", isDefault: false }],
    };
    placeOrder = () => ({
      status: 200,
      body: { success: true, data: { orderCode: "30000011", redirectUrl: "/checkout/thank-you/30000011" } },
    });
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    const { onNavigate, onPlaced } = setup(signedIn);
    const account = await screen.findByRole("radio", { name: /PayPal account ann@example.com/ });
    expect((account as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole("checkbox", { name: /Save PayPal/ })).toBeNull();
    fireEvent.click(screen.getByTestId("place-order"));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith("/checkout/thank-you/30000011"));
    expect(placed[0]).toMatchObject({ paymentMode: "paypal", psced: "pp_7" });
    expect(onPlaced).toHaveBeenCalledWith(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it("goes to PayPal's page for another account, with the offer to save it", async () => {
    methodsExtra = {
      savedCards: [],
      paypalAccounts: [{ paymentInfoId: "pp_7", email: "ann@example.com", isDefault: true }],
    };
    placeOrder = () => ({
      status: 200,
      body: { success: true, data: { redirectUrl: "/sandbox/paypal/checkout?token=PA-2" } },
    });
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    setup(signedIn);
    fireEvent.click(await screen.findByRole("radio", { name: "Use another PayPal account" }));
    await screen.findByRole("checkbox", { name: /Save PayPal for faster checkout/ });
    fireEvent.click(screen.getByTestId("place-order"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/sandbox/paypal/checkout?token=PA-2"));
    expect(placed[0]).toMatchObject({ paymentMode: "paypal" });
    expect(placed[0]).not.toHaveProperty("psced");
  });
});

describe("errors placed by the server's section", () => {
  it("shows a place-order error in the section the server named", async () => {
    placeOrder = () => ({
      status: 422,
      body: {
        success: false,
        error: {
          code: "ERR_PLACEORDER_SOMETHING_NEW",
          message: "Please check your delivery address again.",
          section: "delivery",
          messageKey: "api-error-delivery-info",
        },
      },
    });
    setup();
    await screen.findByRole("radio", { name: /Credit or debit card/ });
    cardFrame(["ott_1"]);
    fireEvent.click(screen.getByTestId("place-order"));
    const alert = await screen.findByTestId("error-delivery");
    expect(alert.closest("#section-delivery")).not.toBeNull();
    expect(alert.textContent).toContain("Please check your delivery address again.");
  });
});
