import { describe, expect, it } from "vitest";
import {
  addBatch,
  batchReceipts,
  fileLineError,
  importSummary,
  isJsonLinesName,
  readReceiptLines,
  startTotals,
  type ReadReceipt,
} from "./receipts";

const receipt = (code: string) =>
  JSON.stringify({
    receipt: code,
    store: "5012",
    purchasedAt: "2026-11-23T09:30:00+11:00",
    items: [{ productCode: "10000016", name: "Linen Lamp", quantity: 1, unitPrice: 4700 }],
    payments: [{ type: "eftpos", amount: 4700 }],
  });

const fake = (line: number, bytes = 100): ReadReceipt => ({
  line,
  receipt: { receipt: String(line) },
  bytes,
});

describe("reading a JSON lines file", () => {
  it("reads one receipt a line, skips blank lines and rejects what is not a JSON object", () => {
    const text = ["\uFEFF" + receipt("1"), "", "  ", receipt("2") + "\r", "{not json", "[1,2]", "42"].join(
      "\n",
    );
    const read = readReceiptLines(text);
    expect(read.receipts.map((r) => [r.line, r.receipt.receipt])).toEqual([
      [1, "1"],
      [4, "2"],
    ]);
    expect(read.receipts[0]?.bytes).toBe(receipt("1").length);
    expect(read.rejected).toEqual([
      { line: 5, why: "not valid JSON" },
      { line: 6, why: "not a receipt (a JSON object)" },
      { line: 7, why: "not a receipt (a JSON object)" },
    ]);
  });

  it("rejects a receipt too large for a call on its own", () => {
    const huge = JSON.stringify({ receipt: "1", storeName: "x".repeat(1_000_001) });
    expect(readReceiptLines(huge).rejected).toEqual([{ line: 1, why: "too large to send (over 1 MB)" }]);
  });

  it("an empty file has nothing", () => {
    expect(readReceiptLines("\n\n")).toEqual({ receipts: [], rejected: [] });
  });

  it("knows a JSON lines file by its name", () => {
    expect(isJsonLinesName("till-2026-11-23.jsonl")).toBe(true);
    expect(isJsonLinesName("TILL.NDJSON")).toBe(true);
    expect(isJsonLinesName("till.json")).toBe(true);
    expect(isJsonLinesName("till.csv")).toBe(false);
  });
});

describe("batches", () => {
  it("sends at most 1000 receipts a call, in file order", () => {
    const all = Array.from({ length: 2500 }, (_, i) => fake(i + 1));
    const batches = batchReceipts(all);
    expect(batches.map((b) => b.length)).toEqual([1000, 1000, 500]);
    expect(batches[1]?.[0]?.line).toBe(1001);
  });

  it("keeps each call's body under the server's limit", () => {
    const all = Array.from({ length: 5 }, (_, i) => fake(i + 1, 400_000));
    expect(batchReceipts(all).map((b) => b.map((r) => r.line))).toEqual([[1, 2], [3, 4], [5]]);
    expect(batchReceipts([fake(1, 999_900), fake(2, 100)]).map((b) => b.length)).toEqual([1, 1]);
  });
});

describe("results", () => {
  it("turns a call's line numbers into the file's", () => {
    const batch = [fake(1001), fake(1003)];
    expect(fileLineError("line 2: receipt 30010003: the payments do not add up", batch)).toBe(
      "Line 1003: receipt 30010003: the payments do not add up",
    );
    expect(fileLineError("line 9: out of range", batch)).toBe("line 9: out of range");
    expect(fileLineError("something else", batch)).toBe("something else");
  });

  it("adds the calls' answers to the browser's own rejections", () => {
    let t = startTotals([{ line: 3, why: "not valid JSON" }]);
    t = addBatch(
      t,
      { read: 2, inserted: 1, alreadyThere: 0, attached: 1, rejected: 1, errors: ["line 2: no items"] },
      [fake(1), fake(4)],
    );
    t = addBatch(t, { read: 1, inserted: 0, alreadyThere: 1, attached: 0, rejected: 0, errors: [] }, [
      fake(5),
    ]);
    expect(t).toEqual({
      read: 4,
      inserted: 1,
      alreadyThere: 1,
      attached: 1,
      rejected: 2,
      errors: [
        { line: 3, text: "Line 3: not valid JSON" },
        { line: 4, text: "Line 4: no items" },
      ],
      unexplained: 0,
    });
    expect(importSummary(t)).toBe("1 imported, 1 already there, 2 rejected");
    expect(importSummary({ inserted: 1, alreadyThere: 0, rejected: 1 })).toBe("1 imported, 1 rejected");
  });

  it("counts rejections the server did not explain (it explains 20 a call)", () => {
    const t = addBatch(
      startTotals([]),
      { read: 30, inserted: 5, alreadyThere: 0, attached: 0, rejected: 25, errors: Array(20).fill("x") },
      [],
    );
    expect(t.unexplained).toBe(5);
  });
});
