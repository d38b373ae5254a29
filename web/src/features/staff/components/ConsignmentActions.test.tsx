import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { invalidateSession } from "../../../lib/api";
import { AnnounceProvider } from "./announce";
import type { ConsignmentStatus, StaffSession } from "../types";
import { ConsignmentActions } from "./ConsignmentActions";

const session = (operations: string[]): StaffSession => ({
  staff: { email: "f@wattle.example", name: "Fran", role: "fulfilment" },
  operations,
});
// Fulfilment's operations (internal/staff/permissions.go).
const fulfilment = session([
  "changeStaffPassword",
  "getStaffOrder",
  "getStaffSession",
  "listFulfilmentOrders",
  "listReturns",
  "receiveReturn",
  "staffSignOut",
  "updateConsignment",
]);

function show(status: ConsignmentStatus, mode: string, s = fulfilment) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AnnounceProvider>
        <ConsignmentActions
          orderCode="30000010"
          consignment={{ code: "30000010-1", label: "Shipment 1 of 1", status }}
          mode={mode}
          session={s}
          shortcuts
        />
      </AnnounceProvider>
    </QueryClientProvider>,
  );
}

/** The buttons' visible words, the shortcut key after a "+" (the hidden context left out). */
const buttonNames = () =>
  screen.queryAllByRole("button").map((b) => {
    const copy = b.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(".visually-hidden").forEach((el) => el.remove());
    const key = copy.querySelector("kbd");
    key?.remove();
    return (copy.textContent ?? "").trim() + (key ? `+${key.textContent}` : "");
  });

afterEach(() => {
  vi.unstubAllGlobals();
  invalidateSession();
});

describe("ConsignmentActions", () => {
  it("offers Pick and Cancel on a placed consignment", () => {
    show("placed", "HD");
    expect(buttonNames()).toEqual(["Pick+P", "Cancel…"]);
    expect(screen.getByRole("button", { name: /^Pick/ }).getAttribute("aria-keyshortcuts")).toBe("P");
  });

  it("offers Ship on a picked delivery", () => {
    show("picked", "ED");
    expect(buttonNames()).toEqual(["Ship…+S", "Cancel…"]);
  });

  it("offers Ready for collection on a picked click and collect", () => {
    show("picked", "CNC");
    expect(buttonNames()).toEqual(["Ready for collection", "Cancel…"]);
  });

  it("offers nothing once shipped, or to a role that cannot move consignments", () => {
    show("shipped", "HD");
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByText("No actions")).toBeTruthy();
    show("placed", "HD", session(["listFulfilmentOrders"]));
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("checks the ship form, then sends the carrier and tracking number with the csrf token", async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        if (url === "/api/session") return Response.json({ success: true, data: { csrfToken: "tok" } });
        return Response.json({
          success: true,
          data: { order: { code: "30000010", consignments: [] }, audit: [] },
        });
      }),
    );
    show("picked", "HD");
    fireEvent.click(screen.getByRole("button", { name: /^Ship/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Ship" }));
    expect(await within(dialog).findByText("Choose a carrier.")).toBeTruthy();
    expect(within(dialog).getByText("Enter the tracking number.")).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Carrier"), { target: { value: "startrack" } });
    fireEvent.change(within(dialog).getByLabelText("Tracking number"), { target: { value: " ST123 " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Ship" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = calls.find((c) => c.url === "/api/staff/consignments/update");
    expect(post?.init?.method).toBe("POST");
    expect((post?.init?.headers as Record<string, string>)["X-CSRF-Token"]).toBe("tok");
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      orderCode: "30000010",
      consignmentCode: "30000010-1",
      status: "shipped",
      carrier: "startrack",
      trackingNumber: "ST123",
    });
    await waitFor(() =>
      expect(screen.getByTestId("staff-announcer").textContent).toBe("Order 30000010 shipped."),
    );
  });

  it("warns that cancelling refunds and puts the stock back, and shows a refused move", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/session") return Response.json({ success: true, data: { csrfToken: "tok" } });
        return Response.json(
          { success: false, error: { code: "ERR_CONSIGNMENT_MOVE_NOT_ALLOWED", message: "no" } },
          { status: 409 },
        );
      }),
    );
    show("placed", "HD");
    fireEvent.click(screen.getByRole("button", { name: /^Cancel/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/refunds the shopper and puts the stock back/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Damaged" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel consignment" }));
    expect(await within(dialog).findByText(/can't move that way/)).toBeTruthy();
  });
});

describe("consignmentName", () => {
  it("names the order alone for its only shipment, else the shipment of the order", async () => {
    const { consignmentName } = await import("./ConsignmentActions");
    expect(`Ship ${consignmentName("Shipment 1 of 1", "30000010")}`).toBe("Ship order 30000010");
    expect(`Ship ${consignmentName("Shipment 2 of 3", "30000010")}`).toBe(
      "Ship shipment 2 of 3 of order 30000010",
    );
  });
});
