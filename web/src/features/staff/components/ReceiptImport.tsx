// Import a JSON lines file of till receipts (manager and admin): read in the browser, sent in batches
// of at most 1000, then the summary ("2 imported, 1 rejected") and why each rejected line was.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { buttonClass } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/Field";
import { Icon } from "../../../components/ui/Icon";
import { importReceipts } from "../api/importReceipts";
import { isForbidden, staffKeys } from "../cache";
import {
  addBatch,
  batchReceipts,
  importSummary,
  isJsonLinesName,
  MAX_SHOWN_ERRORS,
  readReceiptLines,
  receiptCount,
  startTotals,
  type ImportTotals,
} from "../receipts";
import s from "../staff.module.css";

/** A line of the import's JSON form (docs/receipts.md). */
const EXAMPLE = JSON.stringify({
  receipt: "30010003",
  store: "5012",
  storeName: "Parramatta",
  purchasedAt: "2026-11-23T09:30:00+11:00",
  email: "ada@example.com",
  loyalty: "6008940012345678",
  items: [{ productCode: "10000016", name: "Linen Lamp", quantity: 2, unitPrice: 4700 }],
  discounts: [{ description: "Spend & save", amount: 400 }],
  payments: [{ type: "eftpos", amount: 9000, last4: "1234" }],
});

type State =
  | { step: "idle" }
  | { step: "importing"; sent: number; total: number }
  | { step: "done"; file: string; totals: ImportTotals }
  | { step: "failed"; file: string; totals: ImportTotals; sent: number; total: number; message: string };

function batchErrorText(err: unknown): string {
  if (isForbidden(err)) return "Your role can't import receipts, or your staff session has ended.";
  if (err instanceof ApiError) {
    if (err.status === 413) return "A batch of receipts was too large for the shop to take.";
    if (err.status === 429) return "Too many requests just now. Please wait a moment and try again.";
    if (err.fields.receipts) return "The shop could not read a batch of receipts.";
  }
  return "The shop could not be reached, or it failed.";
}

function Summary({ totals, title }: { totals: ImportTotals; title: string }) {
  const shown = totals.errors.slice(0, MAX_SHOWN_ERRORS);
  const more = totals.errors.length - shown.length + totals.unexplained;
  return (
    <>
      <dl className={s.importCounts} data-testid="import-counts">
        <div>
          <dt>Read</dt>
          <dd>{totals.read}</dd>
        </div>
        <div>
          <dt>Imported</dt>
          <dd>{totals.inserted}</dd>
        </div>
        <div>
          <dt>Already there</dt>
          <dd>{totals.alreadyThere}</dd>
        </div>
        <div>
          <dt>Rejected</dt>
          <dd>{totals.rejected}</dd>
        </div>
        <div>
          <dt>Attached to customers</dt>
          <dd>{totals.attached}</dd>
        </div>
      </dl>
      {shown.length > 0 || more > 0 ? (
        <section aria-labelledby="import-errors-heading" className={s.importErrors}>
          <h3 id="import-errors-heading">{title}</h3>
          <ul data-testid="import-errors">
            {shown.map((e, i) => (
              <li key={i}>{e.text}</li>
            ))}
          </ul>
          {more > 0 ? <p className={s.muted}>And {receiptCount(more)} more rejected.</p> : null}
        </section>
      ) : null}
    </>
  );
}

export function ReceiptImport() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState("");
  const [state, setState] = useState<State>({ step: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLHeadingElement>(null);
  const busy = state.step === "importing";

  useEffect(() => {
    if (state.step === "done" || state.step === "failed") result.current?.focus();
  }, [state.step]);

  const run = async (f: File) => {
    setState({ step: "importing", sent: 0, total: 0 });
    let text: string;
    try {
      text = await f.text();
    } catch {
      setState({ step: "idle" });
      setFileError("That file could not be read. Choose it again.");
      input.current?.focus();
      return;
    }
    const read = readReceiptLines(text);
    if (read.receipts.length === 0 && read.rejected.length === 0) {
      setState({ step: "idle" });
      setFileError("That file has no receipts: it should hold one receipt a line.");
      input.current?.focus();
      return;
    }
    const total = read.receipts.length;
    let totals = startTotals(read.rejected);
    let sent = 0;
    setState({ step: "importing", sent, total });
    for (const batch of batchReceipts(read.receipts)) {
      try {
        const answer = await importReceipts(batch.map((r) => r.receipt));
        totals = addBatch(totals, answer, batch);
      } catch (err) {
        if (isForbidden(err)) void client.invalidateQueries({ queryKey: staffKeys.session });
        const message = batchErrorText(err);
        setState({ step: "failed", file: f.name, totals, sent, total, message });
        return;
      }
      sent += batch.length;
      setState({ step: "importing", sent, total });
    }
    setState({ step: "done", file: f.name, totals });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!file) {
      setFileError("Choose a file of receipts (.jsonl).");
      input.current?.focus();
      return;
    }
    if (!isJsonLinesName(file.name)) {
      setFileError("Choose a JSON lines file (.jsonl). CSV files are imported with the command line.");
      input.current?.focus();
      return;
    }
    setFileError("");
    void run(file);
  };

  return (
    <>
      <form noValidate className={s.importForm} onSubmit={submit} aria-label="Import till receipts">
        <TextField
          id="receipts-file"
          ref={input}
          label="Receipts file (.jsonl)"
          hint="JSON lines as the tills export them: one receipt a line, amounts in cents."
          type="file"
          accept=".jsonl,.ndjson,.json,application/x-ndjson,application/jsonl,application/json"
          className={s.fileField}
          error={fileError}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setFileError("");
          }}
        />
        <details className={s.example}>
          <summary>What a line looks like</summary>
          <pre>{EXAMPLE}</pre>
          <p>
            $90.00 is 9000. Each receipt is checked: its items, discounts and payments must add up, and a
            rejected one is listed with its line number. The rest of the file is imported.
          </p>
        </details>
        <div className={s.formActions}>
          <button type="submit" className={buttonClass("primary")} aria-disabled={busy || undefined}>
            {busy ? "Importing…" : "Import receipts"}
          </button>
        </div>
        <p className={s.progress} role="status">
          {state.step === "importing"
            ? state.total === 0
              ? "Reading the file…"
              : `Importing… ${state.sent} of ${receiptCount(state.total)} sent.`
            : ""}
        </p>
      </form>
      {state.step === "done" || state.step === "failed" ? (
        <section
          aria-labelledby="import-result-heading"
          className={s.importResult}
          data-testid="import-result"
        >
          <div
            className={`${s.resultHead} ${
              state.step === "failed"
                ? s.toneError
                : state.totals.rejected > 0
                  ? s.toneWarning
                  : s.toneSuccess
            }`}
          >
            <Icon name={state.step === "done" && state.totals.rejected === 0 ? "check" : "alert"} size={20} />
            <div>
              {/* Focused when the import ends, so it is read out (no live region: once is enough). */}
              <h2 id="import-result-heading" ref={result} tabIndex={-1}>
                {state.step === "done" ? importSummary(state.totals) : "The import stopped"}
              </h2>
              {state.step === "done" ? (
                <p>
                  {state.file}: {receiptCount(state.totals.read)} read.{" "}
                  {state.totals.rejected > 0
                    ? "Mend the rejected lines and import the file again: receipts already imported are left as they are."
                    : "Importing the file again adds nothing twice."}
                </p>
              ) : (
                <p>
                  {state.message} {state.sent} of {receiptCount(state.total)} in {state.file} were sent first.
                  Importing the file again is safe: receipts already imported are left as they are.
                </p>
              )}
            </div>
          </div>
          <Summary
            totals={state.totals}
            title={state.step === "done" ? "Rejected lines" : "Rejected lines so far"}
          />
        </section>
      ) : null}
    </>
  );
}
