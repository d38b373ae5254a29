// Refund asks first, saying how much goes back; nothing is sent until the amount is confirmed, and
// "Don't refund" sends nothing and returns the focus to Refund.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { invalidateSession } from "../../../lib/api";
import { AnnounceProvider } from "./announce";
import type { StaffSession } from "../types";
import { ReturnActions } from "./ReturnActions";

const service: StaffSession = {
  staff: { email: "s@wattle.example", name: "Sam", role: "customer-service" },
  operations: ["listReturns", "receiveReturn", "refundReturn", "getStaffSession"],
};

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AnnounceProvider>
        <ReturnActions
          returnCode="R30000010-1"
          orderCode="30000010"
          status="received"
          session={service}
          amount="$49.00"
        />
      </AnnounceProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  invalidateSession();
});

describe("ReturnActions", () => {
  it("confirms the amount before a refund is sent", async () => {
    const calls: { url: string; body?: string }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? String(init.body) : undefined });
        if (url === "/api/session") return Response.json({ success: true, data: { csrfToken: "tok" } });
        return Response.json({
          success: true,
          data: {
            return: {
              returnCode: "R30000010-1",
              status: "refunding",
              estimatedRefund: { formattedValue: "$49.00" },
            },
          },
        });
      }),
    );
    show();
    const refund = screen.getByRole("button", { name: /^Refund/ });
    fireEvent.click(refund);
    let dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("$49.00 goes back to the payments of order 30000010");
    fireEvent.click(within(dialog).getByRole("button", { name: "Don't refund" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.url.includes("/refund"))).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(refund));

    fireEvent.click(refund);
    dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund $49.00" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const sent = calls.filter((c) => c.url === "/api/staff/returns/refund");
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? "{}")).toEqual({ returnCode: "R30000010-1" });
    await waitFor(() =>
      expect(screen.getByTestId("staff-announcer").textContent).toMatch(
        /^Return R30000010-1: refund of \$49\.00 sent/,
      ),
    );
  });
});
