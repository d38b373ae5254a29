// /returns/label/:returnCode: the label e-mail's link (?token=) shows the printable label; without
// it a guest gives the order's e-mail; a refused one is told so (issue 27 item 8).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import { invalidateSession } from "../../lib/api";
import ReturnLabelPage from "./ReturnLabelPage";

const label = {
  returnCode: "R30000007-1",
  orderCode: "30000007",
  status: "requested",
  created: "2026-11-20T00:00:00Z",
  postBy: "04/12/2026",
  from: { name: "Ann Lee", lines: ["12 Church Street", "Richmond VIC 3121"], phone: "0412345678" },
  to: {
    name: "Wattle Returns Centre",
    lines: ["Reply Paid 86327", "45 Fitzgerald Road", "LAVERTON NORTH VIC 3026"],
  },
  items: [{ name: "Linen Lamp", detail: "Sand", quantity: 1 }],
  barcode: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

let asked: string[];

beforeEach(() => {
  asked = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === "/api/session") return json(200, { success: true, data: { csrfToken: "t", customer: {} } });
    if (url.startsWith("/api/returns/R30000007-1/label")) {
      asked.push(url);
      if (url.includes("token=good") || url.includes("email=ann%40example.com"))
        return json(200, { success: true, data: { label } });
    }
    return json(404, { success: false, error: { code: "ERR_ORDER_NOT_FOUND", message: "not found" } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

function open(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/returns/label/:returnCode" element={<ReturnLabelPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("ReturnLabelPage", () => {
  it("shows the label from the e-mail's link: code, barcode, both addresses, items, Print", async () => {
    open("/returns/label/R30000007-1?token=good");
    expect(await screen.findByTestId("return-label")).toBeTruthy();
    expect(asked).toEqual(["/api/returns/R30000007-1/label?token=good"]);
    expect(screen.getByRole("heading", { name: "Return R30000007-1" })).toBeTruthy();
    expect(screen.getByAltText("Barcode for return R30000007-1")).toBeTruthy();
    expect(screen.getByTestId("label-from").textContent).toContain("12 Church Street");
    expect(screen.getByTestId("label-to").textContent).toContain("Reply Paid 86327");
    expect(screen.getByText(/Linen Lamp/)).toBeTruthy();
    expect(screen.getByText(/any Australia Post outlet by 04\/12\/2026/)).toBeTruthy();
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("button", { name: /Print label/ }));
    expect(print).toHaveBeenCalled();
  });

  it("asks a guest without the link for the order's e-mail", async () => {
    open("/returns/label/R30000007-1");
    expect(await screen.findByTestId("label-ask")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: " ann@example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Show my label" }));
    expect(await screen.findByTestId("return-label")).toBeTruthy();
  });

  it("says a wrong e-mail finds no label, and shows nothing of it", async () => {
    open("/returns/label/R30000007-1?email=eve%40example.com");
    expect(await screen.findByText(/couldn't find a return label/)).toBeTruthy();
    expect(screen.queryByTestId("return-label")).toBeNull();
  });
});
