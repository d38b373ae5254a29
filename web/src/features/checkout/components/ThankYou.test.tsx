// The thank-you page's "create an account" form against linkOrder's answers (a fetch mock), and
// what the page says of a click and collect order.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { invalidateSession } from "../../../lib/api";
import { fieldMessage, messages } from "../messages";
import type { Order } from "../types";
import { LinkOrderForm, ThankYou, paymentLine } from "./ThankYou";

let answer: { status: number; body: unknown };
const sent: Record<string, unknown>[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === "/api/session") return json(200, { success: true, data: { csrfToken: "t", customer: {} } });
    if (url === "/api/customer/link-order") {
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return json(answer.status, answer.body);
    }
    return json(404, { success: false, error: { code: "ERR_NOT_FOUND", message: "not found" } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

function setup() {
  const onLinked = vi.fn(async () => undefined);
  render(
    <MemoryRouter>
      <LinkOrderForm orderCode="30000007" email="ann@example.com" onLinked={onLinked} />
    </MemoryRouter>,
  );
  const password = screen.getByLabelText("Password", { selector: "input" });
  const submit = (value: string) => {
    fireEvent.change(password, { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
  };
  return { onLinked, password, submit };
}

const refusal = (status: number, error: Record<string, unknown>) => ({
  status,
  body: { success: false, error },
});

describe("LinkOrderForm", () => {
  it("creates the account, refreshes the session and shows the account link", async () => {
    answer = { status: 201, body: { success: true, data: { redirectUrl: "/my-account" } } };
    const { onLinked, submit } = setup();
    submit("Gum-Tree-Kookaburra-42");
    const title = await screen.findByRole("heading", { name: "Account created" });
    expect(sent[0]).toEqual({
      password: "Gum-Tree-Kookaburra-42",
      optIntoMarketing: false,
      linkOrderCode: "30000007",
    });
    expect(onLinked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByRole("link", { name: "Go to My Account" }).getAttribute("href")).toBe("/my-account");
  });

  it("shows an insecure password at the field, focused", async () => {
    answer = refusal(422, {
      code: "ERR_LOGIN_REGISTER_WEAK_PASSWORD",
      message: "The supplied password is insecure.",
      fields: { password: "insecure-password" },
    });
    const { password, submit, onLinked } = setup();
    submit("password1");
    await screen.findByText(messages["insecure-password"]);
    expect(document.activeElement).toBe(password);
    expect(onLinked).not.toHaveBeenCalled();
  });

  it("shows the server's field key for the password", async () => {
    answer = refusal(400, {
      code: "ERR_VALIDATION",
      message: "Some fields are not valid.",
      fields: { password: "invalid-length" },
    });
    const { submit } = setup();
    submit("abcdefg");
    await screen.findByText(fieldMessage("password", "invalid-length"));
    expect(sent).toHaveLength(1);
  });

  it("offers sign-in when the e-mail already has an account", async () => {
    answer = refusal(409, {
      code: "ERR_LOGIN_REGISTER_USER_EXISTS",
      message: "An account with this e-mail address already exists. Log in instead.",
      fields: { emailAddress: "already-registered" },
    });
    const { submit } = setup();
    submit("Gum-Tree-Kookaburra-42");
    const link = await screen.findByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe("/login?username=ann%40example.com");
    expect(screen.getByRole("alert").textContent).toContain(messages["link-order-exists"]);
  });

  it("says so when the order cannot be found", async () => {
    answer = refusal(404, { code: "ERR_ORDER_NOT_FOUND", message: "We couldn't find that order." });
    const { submit } = setup();
    submit("Gum-Tree-Kookaburra-42");
    await screen.findByText(messages["link-order-not-found"], { exact: false });
    expect(screen.getByRole("link", { name: "Create an account" })).toBeTruthy();
  });
});

describe("paymentLine", () => {
  const amount = { value: 10, formattedValue: "$10.00" };
  it("names a card by method, scheme and last digits, and a wallet once", () => {
    expect(paymentLine({ method: "card", amount, cardType: "visa", last4: "4242" })).toBe(
      "Card · Visa ending 4242",
    );
    expect(paymentLine({ method: "giftcard", amount, cardType: "giftcard", last4: "0123" })).toBe(
      "Gift card ending 0123",
    );
    expect(paymentLine({ method: "paypal", amount, cardType: "paypal", last4: "" })).toBe("PayPal");
  });
});

describe("ThankYou for click and collect", () => {
  const amount = { value: 10, formattedValue: "$10.00" };
  const order: Order = {
    code: "30000012",
    status: "created",
    placed: "2025-03-01T01:02:03Z",
    email: "ann@example.com",
    deliveryMode: "CNC",
    deliveryAddress: null,
    pickup: {
      storeNumber: "5012",
      storeName: "Wattle Richmond",
      collectionPoint: "Service desk",
      firstName: "Ann",
      lastName: "Lee",
    },
    entries: [],
    payments: [{ method: "card", amount, cardType: "visa", last4: "4242" }],
    subtotal: amount,
    deliveryFee: { value: 0, formattedValue: "$0.00" },
    total: amount,
    gst: { value: 0.91, formattedValue: "$0.91" },
  };
  const next = () => screen.getByRole("region", { name: "What happens next" });

  it("names the store, the collection point and who collects", () => {
    render(
      <MemoryRouter>
        <ThankYou order={order} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Click & collect from" })).toBeTruthy();
    expect(next().textContent).toContain("Wattle Richmond");
    expect(screen.getByText("Collect from: Service desk")).toBeTruthy();
    expect(next().textContent).toContain("Collected by Ann Lee");
  });

  it("says nothing of a collection point the order does not name", () => {
    render(
      <MemoryRouter>
        <ThankYou order={{ ...order, pickup: { ...order.pickup!, collectionPoint: "" } }} />
      </MemoryRouter>,
    );
    expect(next().textContent).toContain("Wattle Richmond");
    expect(next().textContent).not.toContain("Collect from");
  });
});
