// "Start a return" carries the order into /returns?orderId=&email=, and /returns (or /track-order
// from an after-order e-mail's ?order=) opens with the lookup form filled in (issue 27 item 12).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { invalidateSession } from "../../lib/api";
import { lookupFromQuery, returnsPath } from "../../features/order/paths";
import ReturnsPage from "./ReturnsPage";
import TrackOrderPage from "./TrackOrderPage";

beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === "/api/session") return json(200, { success: true, data: { csrfToken: "t", customer: {} } });
    return json(404, { success: false, error: { code: "ERR_NOT_FOUND", message: "not found" } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

function open(path: string, page: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe("the order carried into a return", () => {
  it("builds and reads the returns portal's address", () => {
    expect(returnsPath()).toBe("/returns");
    expect(returnsPath({ orderId: "30000007", email: "ann@example.com" })).toBe(
      "/returns?orderId=30000007&email=ann%40example.com",
    );
    expect(lookupFromQuery("?orderId=%2030000007%20&email=ann%40example.com")).toEqual({
      orderId: "30000007",
      email: "ann@example.com",
    });
    expect(lookupFromQuery("?order=30000007")).toEqual({ orderId: "30000007", email: undefined });
    expect(lookupFromQuery("?tab=online")).toBeUndefined();
  });

  it("opens /returns with the lookup filled in from the address", () => {
    open("/returns?orderId=30000007&email=ann%40example.com", <ReturnsPage />);
    expect(value(/Order number/)).toBe("30000007");
    expect(value(/E-mail address/)).toBe("ann@example.com");
  });

  it("opens /track-order from an after-order e-mail (?order=) with the number filled in, and Start a return carries it", () => {
    open("/track-order?order=30000007", <TrackOrderPage />);
    expect(value(/Order number/)).toBe("30000007");
    expect(screen.getByRole("link", { name: "Start a return" }).getAttribute("href")).toBe(
      "/returns?orderId=30000007",
    );
  });
});
