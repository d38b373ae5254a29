// My Account → Payment methods against a fetch mock: the saved cards and PayPal accounts, make
// default, remove after a confirmation (the live region says so, focus goes to the next card), the
// empty state.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { invalidateSession } from "../../../lib/api";
import PaymentMethodsPage from "./PaymentMethodsPage";

interface Saved {
  savedCards: {
    paydockSourceId: string;
    cardType: string;
    last4: string;
    expiry: string;
    isDefault: boolean;
  }[];
  paypalAccounts: { paymentInfoId: string; email: string; isDefault: boolean }[];
}
let saved: Saved;
const calls: { method: string; url: string; body?: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  saved = {
    savedCards: [
      { paydockSourceId: "pm_1", cardType: "visa", last4: "4242", expiry: "12/30", isDefault: true },
      { paydockSourceId: "pm_2", cardType: "mastercard", last4: "4444", expiry: "11/31", isDefault: false },
    ],
    paypalAccounts: [{ paymentInfoId: "pp_1", email: "ann@example.com", isDefault: false }],
  };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === "/api/session") return json(200, { success: true, data: { csrfToken: "t", customer: {} } });
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === "/api/checkout/payment-methods")
      return json(200, { success: true, data: { methods: [], ...saved } });
    const card = /^\/api\/payment-methods\/cards\/(.+)$/.exec(url);
    if (card && method === "DELETE") {
      saved.savedCards = saved.savedCards.filter((c) => c.paydockSourceId !== card[1]);
      return json(200, { success: true, data: {} });
    }
    if (card && method === "PUT") {
      saved.savedCards = saved.savedCards.map((c) => ({ ...c, isDefault: c.paydockSourceId === card[1] }));
      return json(200, { success: true, data: {} });
    }
    if (url === "/api/payment-methods/paypal/unlink") {
      saved.paypalAccounts = [];
      return json(200, { success: true, data: {} });
    }
    return json(404, { success: false, error: { code: "ERR_NOT_FOUND", message: "not found" } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PaymentMethodsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("PaymentMethodsPage", () => {
  it("lists the saved cards (default marked) and PayPal accounts", async () => {
    setup();
    const cards = await screen.findAllByTestId("saved-card");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("heading", { name: "Visa ending 4242" })).toBeTruthy();
    expect(within(cards[0]!).getByText(/Default card/)).toBeTruthy();
    expect(within(cards[0]!).queryByRole("button", { name: /Make default/ })).toBeNull();
    expect(within(cards[1]!).getByText("Expires 11/31")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "ann@example.com" })).toBeTruthy();
    expect(screen.queryByTestId("payment-methods-empty")).toBeNull();
  });

  it("makes a card the default", async () => {
    setup();
    fireEvent.click(await screen.findByRole("button", { name: "Make default: Mastercard ending 4444" }));
    await screen.findByText("Mastercard ending 4444 is now your default card.");
    expect(calls).toContainEqual({ method: "PUT", url: "/api/payment-methods/cards/pm_2", body: {} });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Mastercard ending 4444" })),
    );
  });

  it("removes a card only after the confirmation, says so and moves focus to the next card", async () => {
    setup();
    fireEvent.click(await screen.findByRole("button", { name: "Remove Visa ending 4242" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove this card?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove card" }));
    const region = screen.getByTestId("payment-methods-message");
    await waitFor(() => expect(region.textContent).toContain("Visa ending 4242 removed."));
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(calls).toContainEqual({
      method: "DELETE",
      url: "/api/payment-methods/cards/pm_1",
      body: undefined,
    });
    await waitFor(() => expect(screen.getAllByTestId("saved-card")).toHaveLength(1));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Mastercard ending 4444" })),
    );
  });

  it("keeps the card when the confirmation is cancelled", async () => {
    setup();
    const remove = await screen.findByRole("button", { name: "Remove Visa ending 4242" });
    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    expect(screen.getAllByTestId("saved-card")).toHaveLength(2);
  });

  it("unlinks PayPal after the confirmation, and shows the empty state once nothing is left", async () => {
    saved.savedCards = [];
    setup();
    fireEvent.click(await screen.findByRole("button", { name: "Unlink PayPal account ann@example.com" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Unlink this PayPal account?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Unlink PayPal" }));
    await screen.findByTestId("payment-methods-empty");
    expect(calls).toContainEqual({
      method: "POST",
      url: "/api/payment-methods/paypal/unlink",
      body: { paymentInfoId: "pp_1" },
    });
    expect(screen.getByTestId("payment-methods-message").textContent).toContain(
      "PayPal account ann@example.com unlinked.",
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Payment methods" })),
    );
  });

  it("shows the empty state when nothing is saved", async () => {
    saved = { savedCards: [], paypalAccounts: [] };
    setup();
    await screen.findByTestId("payment-methods-empty");
  });
});
