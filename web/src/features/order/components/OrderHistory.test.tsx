// The order history's tabs, cards and empty states from listOrders' answer.
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { OrderList } from "../types";
import { OrderHistory } from "./OrderHistory";

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

const list: OrderList = {
  savings: money(17.99),
  orders: [
    {
      type: "online",
      code: "30000003",
      placed: "2026-11-21T00:00:00Z",
      placedDate: "21/11/2026",
      status: "partlyShipped",
      total: money(1271.4),
      itemCount: 4,
      order: {
        code: "30000003",
        status: "partlyShipped",
        placed: "2026-11-21T00:00:00Z",
        placedDate: "21/11/2026",
        deliveryMode: "ED",
        total: money(1271.4),
        entries: [],
        consignments: [
          {
            code: "30000003-1",
            number: 1,
            of: 2,
            label: "Shipment 1 of 2",
            status: "shipped",
            location: "online",
            carrier: "auspost",
            trackingNumber: "33WAT1",
            trackingUrl: "https://auspost.com.au/mypost/track/details/33WAT1",
            entries: [],
          },
          {
            code: "30000003-2",
            number: 2,
            of: 2,
            label: "Shipment 2 of 2",
            status: "picked",
            location: "4005",
            carrier: "",
            trackingNumber: "",
            trackingUrl: "",
            entries: [],
          },
        ],
      },
    },
    {
      type: "online",
      code: "30000004",
      placed: "2026-11-18T00:00:00Z",
      placedDate: "18/11/2026",
      status: "readyForCollection",
      total: money(128),
      itemCount: 2,
      storeName: "Wattle Parramatta",
      order: {
        code: "30000004",
        status: "readyForCollection",
        placed: "2026-11-18T00:00:00Z",
        placedDate: "18/11/2026",
        deliveryMode: "CNC",
        total: money(128),
        entries: [],
        consignments: [],
      },
    },
  ],
};

function setup(l: OrderList, tab: "online" | "store" = "online") {
  const onTabChange = vi.fn();
  render(
    <MemoryRouter>
      <OrderHistory list={l} tab={tab} onTabChange={onTabChange} />
    </MemoryRouter>,
  );
  return onTabChange;
}

describe("OrderHistory", () => {
  it("lists online orders with their status in words, shipments n of m and tracking", () => {
    setup(list);
    expect(screen.getByTestId("savings").textContent).toContain("$17.99");
    const card = screen.getAllByTestId("online-order")[0]!;
    expect(within(card).getByText("Partly shipped")).toBeTruthy();
    expect(within(card).getByText("Shipment 1 of 2", { exact: true })).toBeTruthy();
    expect(within(card).getByText("Being prepared")).toBeTruthy();
    const track = within(card).getByRole("link", { name: /^Track it/ });
    expect(track.getAttribute("href")).toBe("https://auspost.com.au/mypost/track/details/33WAT1");
    expect(track.getAttribute("target")).toBe("_blank");
    expect(track.getAttribute("rel")).toContain("noopener");
    expect(
      within(card)
        .getByRole("link", { name: /^View order/ })
        .getAttribute("href"),
    ).toBe("/my-account/order-details?order=30000003");
    const cnc = screen.getAllByTestId("online-order")[1]!;
    expect(within(cnc).getByText("Ready to collect")).toBeTruthy();
    expect(
      within(cnc)
        .getByRole("link", { name: /^Collection details/ })
        .getAttribute("href"),
    ).toBe("/my-account/collection-details/30000004");
  });

  it("has an empty state on each tab and reports a tab change", () => {
    const onTabChange = setup({ savings: money(0), orders: [] });
    expect(screen.queryByTestId("savings")).toBeNull();
    expect(screen.getByRole("heading", { name: "No online orders yet" })).toBeTruthy();
    const store = screen.getByRole("tab", { name: /In-store purchases/ });
    fireEvent.mouseDown(store);
    expect(onTabChange).toHaveBeenCalledWith("store");
  });

  it("shows the in-store purchases' empty state", () => {
    setup({ savings: money(0), orders: [] }, "store");
    expect(screen.getByRole("heading", { name: "No in-store purchases yet" })).toBeTruthy();
  });
});
