import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { invalidateSession } from "../../../lib/api";
import { AnnounceProvider } from "./announce";
import { ReceiptImport } from "./ReceiptImport";

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AnnounceProvider>
        <ReceiptImport />
      </AnnounceProvider>
    </QueryClientProvider>,
  );
}

const line = (n: number) => JSON.stringify({ receipt: String(n), store: "5012", items: [], payments: [] });

/** Stubs the API: receipts 7, 107, 207… are rejected as the server would ("line n: …"). */
function stubApi() {
  const batches: unknown[][] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/session") return Response.json({ success: true, data: { csrfToken: "tok" } });
      const { receipts } = JSON.parse(String(init?.body)) as { receipts: { receipt: string }[] };
      batches.push(receipts);
      const bad = receipts.flatMap((r, i) =>
        Number(r.receipt) % 100 === 7 ? [`line ${i + 1}: receipt ${r.receipt}: no items`] : [],
      );
      return Response.json({
        success: true,
        data: {
          read: receipts.length,
          inserted: receipts.length - bad.length,
          alreadyThere: 0,
          attached: 0,
          rejected: bad.length,
          errors: bad,
        },
      });
    }),
  );
  return batches;
}

/** A picked file (jsdom's File has no text(): this one reads as the browser's does). */
const fileOf = (content: string, name: string) =>
  Object.assign(new File([content], name), { text: () => Promise.resolve(content) });

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText("Receipts file (.jsonl)"), { target: { files: [file] } });

afterEach(() => {
  vi.unstubAllGlobals();
  invalidateSession();
});

describe("ReceiptImport", () => {
  it("sends the file in batches of 1000 and lists the rejected lines by the file's line numbers", async () => {
    const batches = stubApi();
    // 1200 receipts, a blank line after the first and a broken line at the end.
    const lines = Array.from({ length: 1200 }, (_, i) => line(i + 1));
    lines.splice(1, 0, "");
    const text = [...lines, "{broken"].join("\n");
    show();
    choose(fileOf(text, "till.jsonl"));
    fireEvent.click(screen.getByRole("button", { name: "Import receipts" }));
    expect(await screen.findByRole("heading", { name: "1188 imported, 13 rejected" })).toBeTruthy();
    const result = screen.getByTestId("import-result");
    expect(batches.map((b) => b.length)).toEqual([1000, 200]);
    const errors = within(result)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    // Receipt 7 is on line 8 (after the blank line); receipt 1007 is the second batch's 7th.
    expect(errors[0]).toBe("Line 8: receipt 7: no items");
    expect(errors).toContain("Line 1008: receipt 1007: no items");
    expect(errors.at(-1)).toBe("Line 1202: not valid JSON");
    expect(errors).toHaveLength(13);
  });

  it("asks for a .jsonl file before sending anything", async () => {
    const batches = stubApi();
    show();
    fireEvent.click(screen.getByRole("button", { name: "Import receipts" }));
    expect(await screen.findByText("Choose a file of receipts (.jsonl).")).toBeTruthy();
    choose(fileOf("receipt,store\n", "till.csv"));
    fireEvent.click(screen.getByRole("button", { name: "Import receipts" }));
    expect(await screen.findByText(/CSV files are imported with the command line/)).toBeTruthy();
    choose(fileOf("\n\n", "empty.jsonl"));
    fireEvent.click(screen.getByRole("button", { name: "Import receipts" }));
    expect(await screen.findByText(/That file has no receipts/)).toBeTruthy();
    expect(batches).toHaveLength(0);
  });

  it("stops at a refused batch and says how far it got", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/session") return Response.json({ success: true, data: { csrfToken: "tok" } });
        return Response.json(
          { success: false, error: { code: "ERR_TOO_LARGE", message: "too large" } },
          { status: 413 },
        );
      }),
    );
    show();
    choose(fileOf(line(1), "till.jsonl"));
    fireEvent.click(screen.getByRole("button", { name: "Import receipts" }));
    expect(await screen.findByRole("heading", { name: "The import stopped" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe("The import stopped"));
    expect(screen.getByText(/too large for the shop to take\. 0 of 1 receipt in till\.jsonl/)).toBeTruthy();
  });
});
