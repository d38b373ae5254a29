// A till receipt is a tax invoice: it shows the retailer's ABN (issue: "Tax invoice" without one).
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { Receipt } from "../types";
import { ReceiptSummary } from "./Receipt";

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

describe("ReceiptSummary", () => {
  it("says Tax invoice with the retailer's ABN", () => {
    const receipt = {
      code: "R1",
      storeName: "Wattle Richmond",
      purchasedDate: "20/11/2026",
      register: "3",
      items: [],
      discounts: [],
      payments: [],
      subtotal: money(10),
      discountTotal: money(0),
      total: money(10),
      gst: money(0.91),
    } as unknown as Receipt;
    render(
      <MemoryRouter>
        <ReceiptSummary receipt={receipt} barcode="<svg></svg>" abn="51 604 000 023" />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Tax invoice · ABN 51 604 000 023 · 20\/11\/2026/)).toBeTruthy();
  });
});
