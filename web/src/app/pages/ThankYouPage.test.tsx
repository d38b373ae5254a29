// The thank-you page in a browser that cannot be shown the order (issue 27 item 11: the session ended
// while paying on a provider's page, whose return placed the order): it says the order may well be
// placed and links to tracking it, instead of only "not found".
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import { invalidateSession } from "../../lib/api";
import ThankYouPage from "./ThankYouPage";

beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === "/api/session") return json(200, { success: true, data: { csrfToken: "t", customer: {} } });
    return json(404, {
      success: false,
      error: { code: "ERR_ORDER_NOT_FOUND", message: "We couldn't find that order." },
    });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

describe("ThankYouPage for another browser", () => {
  it("says the order may be placed and links to tracking it", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/checkout/thank-you/30000007"]}>
          <Routes>
            <Route path="/checkout/thank-you/:orderCode" element={<ThankYouPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { name: "We couldn't show that order here" })).toBeTruthy();
    expect(screen.getByText(/your order may well be placed/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Track order 30000007" }).getAttribute("href")).toBe(
      "/track-order",
    );
  });
});
