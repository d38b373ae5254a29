// /onepass for a signed-out shopper: the benefits and plans, and "Start free trial" opening the free
// trial modal with the sign-in form in its membership type.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { invalidateSession } from "../../lib/api";
import OnePassPage from "./OnePassPage";

beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === "/api/session") return json(200, { success: true, data: { csrfToken: "t", customer: {} } });
    if (url === "/api/membership/content/rewardCards")
      return json(200, {
        success: true,
        data: {
          slot: "rewardCards",
          show: true,
          title: "What OnePass gives you",
          text: "Benefits start the moment you join.",
          cards: [{ title: "Free delivery", text: "Free home delivery on every order.", icon: "delivery" }],
          terms: "Free trial for 30 days for customers who have never had OnePass.",
        },
      });
    if (url === "/api/membership/content/freeTrialModal")
      return json(200, {
        success: true,
        data: {
          slot: "freeTrialModal",
          show: true,
          title: "Try OnePass free for 30 days",
          text: "Add a card to start.",
          items: ["Free delivery"],
        },
      });
    return json(401, { success: false, error: { code: "ERR_LOGIN_REQUIRED", message: "sign in" } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

describe("OnePassPage", () => {
  it("shows the benefits, the plans and the terms, and opens the free trial modal with the membership form", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/onepass"]}>
          <OnePassPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { level: 3, name: "Free delivery" })).toBeTruthy();
    expect(screen.getByText("$4.00")).toBeTruthy();
    expect(screen.getByText("$40.00")).toBeTruthy();
    expect(screen.getByText(/never had OnePass/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start free trial" }));
    const dialog = await screen.findByRole("dialog", { name: "Try OnePass free for 30 days" });
    const form = await within(dialog).findByTestId("auth-form");
    expect(form.getAttribute("data-type")).toBe("membershipFreeTrial");
    expect(within(dialog).getByRole("radio", { name: /Monthly/ })).toBeTruthy();
  });
});
