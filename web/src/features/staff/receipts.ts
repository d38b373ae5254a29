// The till receipts' import as plain functions: a JSON lines file (docs/receipts.md, one receipt a
// line, amounts in cents) read in the browser, sent to importReceipts in batches (at most 1000
// receipts, and under the server's 1 MiB body limit), and the batches' answers added up with their
// errors' line numbers turned back into the file's.
import type { ImportAnswer } from "./types";

/** importReceipts takes at most this many receipts a call. */
export const MAX_BATCH_RECEIPTS = 1000;
/** The server refuses a body over 1 MiB (1,048,576 bytes): a batch's receipts stay under this. */
export const MAX_BATCH_BYTES = 1_000_000;
/** How many rejections the page lists (the rest are counted). */
export const MAX_SHOWN_ERRORS = 100;

/** One receipt read from the file: its line number (from 1), the parsed object and its size in bytes. */
export interface ReadReceipt {
  line: number;
  receipt: Record<string, unknown>;
  bytes: number;
}

/** A line the browser could not send, as the server would report it: "line n: …". */
export interface LocalRejection {
  line: number;
  why: string;
}

export interface ReadFile {
  receipts: ReadReceipt[];
  rejected: LocalRejection[];
}

/** A file name the import reads: JSON lines (.jsonl, .ndjson, .json). */
export const isJsonLinesName = (name: string) => /\.(jsonl|ndjson|json)$/i.test(name);

const utf8 = new TextEncoder();

/**
 * Reads a JSON lines file's text: one receipt a line, blank lines skipped. A line that is not a JSON
 * object, or too big for a call on its own, is rejected here with its line number; the server checks
 * the rest.
 */
export function readReceiptLines(text: string): ReadFile {
  const out: ReadFile = { receipts: [], rejected: [] };
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const src = raw.trim();
    if (src === "") return;
    let value: unknown;
    try {
      value = JSON.parse(src);
    } catch {
      out.rejected.push({ line, why: "not valid JSON" });
      return;
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      out.rejected.push({ line, why: "not a receipt (a JSON object)" });
      return;
    }
    const bytes = utf8.encode(JSON.stringify(value)).length;
    if (bytes > MAX_BATCH_BYTES) {
      out.rejected.push({ line, why: "too large to send (over 1 MB)" });
      return;
    }
    out.receipts.push({ line, receipt: value as Record<string, unknown>, bytes });
  });
  return out;
}

/** The receipts in calls of at most maxCount receipts and about maxBytes of JSON, in file order. */
export function batchReceipts(
  receipts: ReadReceipt[],
  maxCount = MAX_BATCH_RECEIPTS,
  maxBytes = MAX_BATCH_BYTES,
): ReadReceipt[][] {
  const batches: ReadReceipt[][] = [];
  let current: ReadReceipt[] = [];
  let size = 0;
  for (const r of receipts) {
    // Each receipt adds a comma; the envelope ({"receipts":[…]}) is a few bytes more.
    if (current.length > 0 && (current.length >= maxCount || size + r.bytes + 1 > maxBytes - 32)) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(r);
    size += r.bytes + 1;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * A batch's error with the file's line number: the server numbers the call's receipts from 1 ("line 3:
 * …" is the batch's third receipt), the file may have blank lines and earlier batches.
 */
export function fileLineError(error: string, batch: ReadReceipt[]): string {
  const m = /^line (\d+): ([\s\S]*)$/.exec(error);
  if (!m) return error;
  const r = batch[Number(m[1]) - 1];
  return r ? `Line ${r.line}: ${m[2]}` : error;
}

/** The import so far: the batches' answers added up, the browser's own rejections counted in. */
export interface ImportTotals {
  read: number;
  inserted: number;
  alreadyThere: number;
  attached: number;
  rejected: number;
  /** "Line n: why", in the file's order. */
  errors: { line: number; text: string }[];
  /** Rejections beyond what the server explained (it explains the first 20 of a call). */
  unexplained: number;
}

export function startTotals(rejected: LocalRejection[]): ImportTotals {
  return {
    read: rejected.length,
    inserted: 0,
    alreadyThere: 0,
    attached: 0,
    rejected: rejected.length,
    errors: rejected.map((r) => ({ line: r.line, text: `Line ${r.line}: ${r.why}` })),
    unexplained: 0,
  };
}

/** Adds a batch's answer to the totals. */
export function addBatch(totals: ImportTotals, answer: ImportAnswer, batch: ReadReceipt[]): ImportTotals {
  const errors = answer.errors.map((e) => {
    const text = fileLineError(e, batch);
    const line = Number(/^Line (\d+):/.exec(text)?.[1] ?? Number.MAX_SAFE_INTEGER);
    return { line, text };
  });
  return {
    read: totals.read + answer.read,
    inserted: totals.inserted + answer.inserted,
    alreadyThere: totals.alreadyThere + answer.alreadyThere,
    attached: totals.attached + answer.attached,
    rejected: totals.rejected + answer.rejected,
    errors: [...totals.errors, ...errors].sort((a, b) => a.line - b.line),
    unexplained: totals.unexplained + Math.max(0, answer.rejected - answer.errors.length),
  };
}

const count = (n: number, one: string, many = one) => `${n} ${n === 1 ? one : many}`;

/** The import's summary: "1 imported, 1 rejected" (already there when there were any). */
export function importSummary(t: Pick<ImportTotals, "inserted" | "alreadyThere" | "rejected">): string {
  return [
    `${t.inserted} imported`,
    t.alreadyThere > 0 ? `${t.alreadyThere} already there` : "",
    `${t.rejected} rejected`,
  ]
    .filter(Boolean)
    .join(", ");
}

/** "3 receipts", "1 receipt". */
export const receiptCount = (n: number) => count(n, "receipt", "receipts");
