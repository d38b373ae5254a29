// The account gate: an account call that answers ERR_LOGIN_REQUIRED for a signed-in session (a
// sign-in older than 12 hours, for a password change, a deletion or saved cards) shows the sign-in
// form again, saying the server's reason.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { ApiError, invalidateSession } from "../../../lib/api";
import { AccountGate, useAccountGate } from "./AccountGate";

beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (String(input) === "/api/session")
      return json(200, {
        success: true,
        data: {
          csrfToken: "t",
          loginRequired: false,
          customer: { wattleCustomerId: "c1", email: "ann@example.com", firstName: "Ann", lastName: "Lee" },
        },
      });
    return json(404, { success: false, error: { code: "ERR_NOT_FOUND", message: "not found" } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

function Change() {
  const gate = useAccountGate();
  const refuse = () =>
    gate.handleError(
      new ApiError(401, {
        code: "ERR_LOGIN_REQUIRED",
        message: "For your security, please sign in again to continue.",
      }),
    );
  return (
    <button type="button" onClick={refuse}>
      Remove card
    </button>
  );
}

describe("AccountGate", () => {
  it("asks a signed-in shopper to sign in again, with the server's reason", async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <AccountGate>
            <Change />
          </AccountGate>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Remove card" }));
    expect(await screen.findByRole("heading", { name: "Please sign in again" })).toBeTruthy();
    expect(screen.getByText("For your security, please sign in again to continue.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove card" })).toBeNull();
  });
});
