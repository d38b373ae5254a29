// Paydock's SDK without the network: window.paydock is a fake whose widgets record what they were
// asked and emit the events a test tells them to. The loader, the card fields (PaydockFields through
// CardFrame), the 3-D Secure challenge (PaydockChallenge, and PaymentStep's confirm/reject calls),
// and the sandbox's frame as it was.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, createRef } from "react";
import { invalidateSession } from "../../lib/api";
import { CardFrame, TokenizeError, type CardFrameHandle } from "./components/CardFrame";
import { PaydockChallenge } from "./components/PaydockChallenge";
import { PaymentStep } from "./components/PaymentStep";
import { isPaydockChallenge, loadPaydock, parsePaydockChallenge, type PaydockSDK } from "./paydock";
import type { CardFields, Checkout } from "./types";

type Handler = (data: unknown) => void;

class FakeEmitter {
  readonly handlers = new Map<string, Handler[]>();
  loaded = false;
  env: string | null = null;
  on(event: string, cb: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), cb]);
  }
  emit(event: string, data: unknown = {}) {
    for (const cb of this.handlers.get(event) ?? []) cb(data);
  }
  setEnv(env: string) {
    this.env = env;
  }
}

class FakeWidget extends FakeEmitter {
  static all: FakeWidget[] = [];
  readonly args: unknown[];
  hidden: string[] = [];
  submits = 0;
  /** What the widget does when its form is submitted. */
  onSubmit: (w: FakeWidget) => void = () => undefined;
  constructor(...args: unknown[]) {
    super();
    this.args = args;
    FakeWidget.all.push(this);
  }
  setHiddenElements(elements: string[]) {
    this.hidden = elements;
  }
  useAutoResize() {}
  trigger(name: string) {
    if (name !== "submit_form") return;
    this.submits++;
    this.onSubmit(this);
  }
  load() {
    this.loaded = true;
    // As the SDK does: its own iframe in the container the selector names.
    document.querySelector(String(this.args[0]))?.appendChild(document.createElement("iframe"));
  }
}

class FakeCanvas extends FakeEmitter {
  static all: FakeCanvas[] = [];
  readonly args: unknown[];
  constructor(...args: unknown[]) {
    super();
    this.args = args;
    FakeCanvas.all.push(this);
  }
  load() {
    this.loaded = true;
  }
}

const fakeSdk = { HtmlWidget: FakeWidget, Canvas3ds: FakeCanvas } as unknown as PaydockSDK;

const PAYDOCK: CardFields = {
  provider: "paydock",
  environment: "sandbox",
  publicKey: "pk_test_1",
  gatewayId: "gw_card",
  giftCardGatewayId: "gw_gift",
};

const sdkScripts = () => document.head.querySelectorAll<HTMLScriptElement>("script[data-paydock-sdk]");

beforeEach(() => {
  FakeWidget.all = [];
  FakeCanvas.all = [];
  delete window.paydock;
});

afterEach(() => {
  // A script a failed test left loading fails, so that the next test's loader starts afresh.
  sdkScripts().forEach((el) => {
    el.dispatchEvent(new Event("error"));
    el.remove();
  });
  delete window.paydock;
  vi.useRealTimers();
  vi.restoreAllMocks();
  invalidateSession();
});

describe("loadPaydock", () => {
  it("adds one script, shared by every caller, and resolves with window.paydock", async () => {
    const first = loadPaydock("https://sdk.example/widget.js");
    const second = loadPaydock("https://sdk.example/widget.js");
    expect(second).toBe(first);
    const scripts = sdkScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe("https://sdk.example/widget.js");
    window.paydock = fakeSdk;
    scripts[0]!.dispatchEvent(new Event("load"));
    await expect(first).resolves.toBe(fakeSdk);
    await expect(loadPaydock()).resolves.toBe(fakeSdk);
    expect(sdkScripts()).toHaveLength(1);
  });

  it("loads Paydock's SDK bundle by default", () => {
    void loadPaydock().catch(() => undefined);
    expect(sdkScripts()[0]!.src).toBe("https://widget.paydock.com/sdk/latest/widget.umd.min.js");
    expect(sdkScripts()[0]!.hasAttribute("nonce")).toBe(false);
    sdkScripts()[0]!.dispatchEvent(new Event("error"));
  });

  it("rejects when the script fails, removes it, and tries again on the next call", async () => {
    const failing = loadPaydock("https://sdk.example/widget.js");
    sdkScripts()[0]!.dispatchEvent(new Event("error"));
    await expect(failing).rejects.toThrow(/failed/);
    expect(sdkScripts()).toHaveLength(0);
    const again = loadPaydock("https://sdk.example/widget.js");
    expect(again).not.toBe(failing);
    expect(sdkScripts()).toHaveLength(1);
    window.paydock = fakeSdk;
    sdkScripts()[0]!.dispatchEvent(new Event("load"));
    await expect(again).resolves.toBe(fakeSdk);
  });

  it("rejects when the script defines no SDK", async () => {
    const p = loadPaydock("https://sdk.example/widget.js");
    sdkScripts()[0]!.dispatchEvent(new Event("load"));
    await expect(p).rejects.toThrow(/window\.paydock/);
  });

  it("rejects after 20 s without an answer", async () => {
    vi.useFakeTimers();
    const p = loadPaydock("https://sdk.example/widget.js");
    const outcome = expect(p).rejects.toThrow(/20000 ms/);
    vi.advanceTimersByTime(19_999);
    expect(sdkScripts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await outcome;
    expect(sdkScripts()).toHaveLength(0);
  });
});

describe("parsePaydockChallenge", () => {
  it("answers the token of a Paydock challenge URL, decoded, and null for any other", () => {
    expect(parsePaydockChallenge("paydock:canvas3ds?token=eyJh%2Bb%2F%3D")).toBe("eyJh+b/=");
    expect(parsePaydockChallenge("paydock:canvas3ds?token=")).toBeNull();
    expect(parsePaydockChallenge("/sandbox/threeds/tc_1")).toBeNull();
    expect(parsePaydockChallenge("https://evil.example/?token=x")).toBeNull();
    expect(isPaydockChallenge("paydock:canvas3ds?token=x")).toBe(true);
    expect(isPaydockChallenge("/sandbox/threeds/tc_1")).toBe(false);
  });
});

/** Renders the card fields with a ref to their handle. */
function renderFields(props: { fields?: CardFields; giftCard?: boolean; title?: string }) {
  const ref = createRef<CardFrameHandle>();
  render(createElement(CardFrame, { ref, title: props.title ?? "Card details", ...props }));
  return ref;
}

async function mountedWidget(): Promise<FakeWidget> {
  await waitFor(() => expect(FakeWidget.all).toHaveLength(1));
  return FakeWidget.all[0]!;
}

describe("Paydock's card fields", () => {
  it("mounts the widget in a labelled container and tokenize answers the token of the finish event", async () => {
    window.paydock = fakeSdk;
    const ref = renderFields({ fields: PAYDOCK });
    const box = screen.getByRole("group", { name: "Card details" });
    const w = await mountedWidget();
    expect(w.args).toEqual([`#${box.id}`, "pk_test_1", "gw_card"]);
    expect(w.env).toBe("sandbox");
    expect(w.hidden).toEqual(["submit_button"]);
    expect(w.loaded).toBe(true);
    // Not loaded yet: no token to ask for.
    expect(box.dataset.ready).toBeUndefined();
    await expect(ref.current!.tokenize()).rejects.toMatchObject({ kind: "unavailable" });
    expect(w.submits).toBe(0);

    act(() => w.emit("afterLoad"));
    expect(box.dataset.ready).toBe("true");
    await waitFor(() => expect(box.querySelector("iframe")?.title).toBe("Card details"));
    w.emit("metaChange", { card_scheme: "visa", card_number_last4: "4242" });
    w.onSubmit = (x) => x.emit("finish", { event: "finish", payment_source: "ott_paydock_1" });
    await expect(ref.current!.tokenize()).resolves.toEqual({
      oneTimeToken: "ott_paydock_1",
      cardType: "visa",
      last4: "4242",
    });
    expect(w.submits).toBe(1);
    expect(document.querySelector("iframe[src]")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("answers an empty card type and last 4 when the widget told none", async () => {
    window.paydock = fakeSdk;
    const ref = renderFields({ fields: PAYDOCK });
    const w = await mountedWidget();
    act(() => w.emit("afterLoad"));
    w.onSubmit = (x) => queueMicrotask(() => x.emit("finish", { payment_source: "ott_2" }));
    await expect(ref.current!.tokenize()).resolves.toEqual({
      oneTimeToken: "ott_2",
      cardType: "",
      last4: "",
    });
  });

  it("rejects with the fields to check on a validation error", async () => {
    window.paydock = fakeSdk;
    const ref = renderFields({ fields: PAYDOCK });
    const w = await mountedWidget();
    act(() => w.emit("afterLoad"));
    w.onSubmit = (x) =>
      x.emit("validationError", { form_valid: false, invalid_fields: ["card_number", "expire_month"] });
    const err = await ref.current!.tokenize().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TokenizeError);
    expect(err).toMatchObject({ kind: "fields" });
    expect(Object.keys((err as TokenizeError).fields)).toEqual(["card_number", "expire_month"]);
  });

  it("mounts a gift card's widget on the gift card gateway", async () => {
    window.paydock = fakeSdk;
    renderFields({ fields: PAYDOCK, giftCard: true, title: "Gift card number and PIN" });
    const box = screen.getByRole("group", { name: "Gift card number and PIN" });
    const w = await mountedWidget();
    expect(w.args).toEqual([`#${box.id}`, "pk_test_1", "gw_gift", "gift_card"]);
  });

  it("says the card fields are unavailable when the SDK does not load", async () => {
    const ref = renderFields({ fields: PAYDOCK });
    await waitFor(() => expect(sdkScripts()).toHaveLength(1));
    sdkScripts()[0]!.dispatchEvent(new Event("error"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/card form didn't load/);
    await expect(ref.current!.tokenize()).rejects.toMatchObject({ kind: "unavailable" });
    expect(FakeWidget.all).toHaveLength(0);
  });

  it("says the card fields are unavailable without a gateway, and loads nothing", () => {
    renderFields({ fields: { ...PAYDOCK, giftCardGatewayId: undefined }, giftCard: true });
    expect(screen.getByRole("alert").textContent).toMatch(/card form didn't load/);
    expect(sdkScripts()).toHaveLength(0);
  });
});

describe("the sandbox's card fields", () => {
  it("frame the sandbox's page as before, from the answer's url when it has one", () => {
    const { unmount } = render(createElement(CardFrame, { title: "Card details" }));
    expect(screen.getByTitle("Card details").getAttribute("src")).toBe("/sandbox/card/fields");
    unmount();
    const fields: CardFields = { provider: "sandbox", url: "/sandbox/card/fields" };
    const second = render(createElement(CardFrame, { title: "Card details", fields }));
    expect(screen.getByTitle("Card details").getAttribute("src")).toBe("/sandbox/card/fields");
    second.unmount();
    render(createElement(CardFrame, { title: "Gift card", giftCard: true, fields }));
    expect(screen.getByTitle("Gift card").getAttribute("src")).toBe("/sandbox/card/fields?giftcard=1");
    expect(sdkScripts()).toHaveLength(0);
    expect(FakeWidget.all).toHaveLength(0);
  });

  it("frame another page the answer names", () => {
    render(
      createElement(CardFrame, {
        title: "Card details",
        fields: { provider: "sandbox", url: "/fields?v=2" },
      }),
    );
    expect(screen.getByTitle("Card details").getAttribute("src")).toBe("/fields?v=2");
  });
});

describe("PaydockChallenge", () => {
  it("runs Canvas3ds with the token and says done once, on the first event that ends it", async () => {
    window.paydock = fakeSdk;
    const onDone = vi.fn();
    render(
      createElement(PaydockChallenge, { token: "tok_1", tcId: "3ds_1", environment: "production", onDone }),
    );
    await waitFor(() => expect(FakeCanvas.all).toHaveLength(1));
    const c = FakeCanvas.all[0]!;
    expect(c.args).toEqual([`#${screen.getByRole("group", { name: "Card verification" }).id}`, "tok_1"]);
    expect(c.env).toBe("production");
    expect(c.loaded).toBe(true);
    c.emit("chargeAuthChallenge", {});
    expect(onDone).not.toHaveBeenCalled();
    c.emit("chargeAuthReject", { charge_3ds_id: "3ds_1", status: "not_authenticated" });
    c.emit("error", {});
    expect(onDone.mock.calls).toEqual([[true]]);
  });

  it("gives up when the SDK does not load, or without a token", async () => {
    const onDone = vi.fn();
    const { unmount } = render(createElement(PaydockChallenge, { token: "tok_1", tcId: "3ds_1", onDone }));
    await waitFor(() => expect(sdkScripts()).toHaveLength(1));
    sdkScripts()[0]!.dispatchEvent(new Event("error"));
    await waitFor(() => expect(onDone.mock.calls).toEqual([[false]]));
    unmount();
    const again = vi.fn();
    render(createElement(PaydockChallenge, { token: "", tcId: "3ds_2", onDone: again }));
    await waitFor(() => expect(again.mock.calls).toEqual([[false]]));
  });
});

// --- the payment section with Paydock -------------------------------------------------------------

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

const checkout: Checkout = {
  email: "guest@example.com",
  guest: true,
  signedIn: false,
  deliveryMode: "HD",
  deliveryAddress: null,
  billingAddress: null,
  billingSameAsDelivery: true,
  paymentMode: "card",
  giftCards: [],
  balance: money(19),
  savedAddresses: [],
  complete: { email: true, delivery: true, billing: true, payment: false },
  cart: {
    entries: [],
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

interface Call {
  url: string;
  body: Record<string, unknown>;
}

function paydockCheckout(confirm: () => { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ url, body });
    const json = (status: number, b: unknown) => new Response(JSON.stringify(b), { status });
    switch (url) {
      case "/api/session":
        return json(200, { success: true, data: { csrfToken: "t", customer: {} } });
      case "/api/checkout/payment-methods":
        return json(200, {
          success: true,
          data: {
            methods: [{ id: "paydock", name: "Credit or debit card", available: true }],
            cardFields: PAYDOCK,
          },
        });
      case "/api/checkout/place-order":
        return json(200, {
          success: true,
          data: { threeDS: { tcId: "3ds_1", challengeUrl: "paydock:canvas3ds?token=tok%2B1" } },
        });
      case "/api/checkout/threeds/confirm": {
        const r = confirm();
        return json(r.status, r.body);
      }
      case "/api/checkout/threeds/reject":
        return json(200, { success: true, data: {} });
      default:
        return json(404, { success: false, error: { code: "ERR_NOT_FOUND", message: "not found" } });
    }
  });
  window.paydock = fakeSdk;
  const onOrderPlaced = vi.fn();
  const onProblem = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(PaymentStep, {
        checkout,
        onCheckout: () => undefined,
        onRefresh: () => undefined,
        onOrderPlaced,
        onProblem,
      }),
    ),
  );
  const sent = (path: string) => calls.filter((c) => c.url === `/api/checkout/${path}`);
  return { sent, onOrderPlaced, onProblem };
}

/** Types a card into the widget, presses Place order and answers the challenge's canvas. */
async function placeWithChallenge(): Promise<FakeCanvas> {
  const w = await mountedWidget();
  act(() => w.emit("afterLoad"));
  w.onSubmit = (x) => x.emit("finish", { payment_source: "ott_live" });
  fireEvent.click(screen.getByTestId("place-order"));
  await waitFor(() => expect(FakeCanvas.all).toHaveLength(1));
  const dialog = screen.getByTestId("threeds-dialog");
  expect(within(dialog).getByRole("group", { name: "Card verification" })).toBeTruthy();
  expect(dialog.querySelector("iframe[src]")).toBeNull();
  return FakeCanvas.all[0]!;
}

describe("PaymentStep with Paydock", () => {
  const ordered = () => ({
    status: 200,
    body: { success: true, data: { orderCode: "30000001", redirectUrl: "/checkout/thank-you/30000001" } },
  });

  it("pays the widget's token, runs the challenge, then confirms it with the server", async () => {
    const { sent, onOrderPlaced } = paydockCheckout(ordered);
    const canvas = await placeWithChallenge();
    expect(sent("place-order")[0]?.body).toMatchObject({ paymentMode: "card", oneTimeToken: "ott_live" });
    expect(canvas.args[1]).toBe("tok+1");
    expect(canvas.env).toBe("sandbox");
    act(() => canvas.emit("chargeAuthSuccess", { charge_3ds_id: "3ds_1" }));
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalledWith("/checkout/thank-you/30000001", false));
    expect(sent("threeds/confirm").map((c) => c.body)).toEqual([{ tcId: "3ds_1", tcStatus: "success" }]);
    expect(sent("threeds/reject")).toHaveLength(0);
    await waitFor(() => expect(screen.queryByTestId("threeds-dialog")).toBeNull());
  });

  it("asks the server, not the browser, when the widget reports a rejection", async () => {
    const { sent, onOrderPlaced, onProblem } = paydockCheckout(() => ({
      status: 422,
      body: {
        success: false,
        error: { code: "ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED", message: "Your payment was declined." },
      },
    }));
    const canvas = await placeWithChallenge();
    act(() => canvas.emit("chargeAuthReject", { charge_3ds_id: "3ds_1", status: "not_authenticated" }));
    await waitFor(() => expect(sent("threeds/confirm")).toHaveLength(1));
    expect(sent("threeds/confirm")[0]!.body).toEqual({ tcId: "3ds_1", tcStatus: "success" });
    await waitFor(() =>
      expect(onProblem).toHaveBeenLastCalledWith(
        expect.objectContaining({ text: "Your payment was declined." }),
      ),
    );
    expect(onOrderPlaced).not.toHaveBeenCalled();
    expect(sent("threeds/reject")).toHaveLength(0);
  });

  it("abandons the payment when the widget fails", async () => {
    const { sent, onOrderPlaced, onProblem } = paydockCheckout(ordered);
    const canvas = await placeWithChallenge();
    act(() => canvas.emit("error", { message: "broken" }));
    await waitFor(() => expect(sent("threeds/reject")).toHaveLength(1));
    expect(sent("threeds/reject")[0]!.body).toEqual({ tcId: "3ds_1", tcStatus: "rejected" });
    expect(sent("threeds/confirm")).toHaveLength(0);
    await waitFor(() =>
      expect(onProblem).toHaveBeenLastCalledWith(expect.objectContaining({ key: "threeds-rejected" })),
    );
    expect(onOrderPlaced).not.toHaveBeenCalled();
  });

  it("abandons the payment when the shopper closes the dialog", async () => {
    const { sent } = paydockCheckout(ordered);
    await placeWithChallenge();
    fireEvent.click(within(screen.getByTestId("threeds-dialog")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(sent("threeds/reject")).toHaveLength(1));
    expect(sent("threeds/reject")[0]!.body).toMatchObject({ tcId: "3ds_1" });
    expect(sent("threeds/confirm")).toHaveLength(0);
  });
});
