// The moves a consignment allows, as buttons: Pick and Ready for collection happen at once; Ship,
// Collected and Cancel ask for their details in a dialog. The same component serves the queue's rows
// and the order page.
import { useLayoutEffect, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { buttonClass } from "../../../components/ui/Button";
import { afterMove, updateConsignment, type MoveInput } from "../api/updateConsignment";
import { refreshAfterError } from "../cache";
import { useAnnounce } from "./announce";
import { actionErrorText, allowedMoves, MOVE_DONE, MOVE_LABELS, movesNeedDetails, SHORTCUTS } from "../rules";
import type { Consignment, MoveTo, StaffSession } from "../types";
import { CancelForm, CancelWarning, CollectedForm, ShipForm } from "./MoveForms";
import { StaffDialog } from "./StaffDialog";
import s from "../staff.module.css";

const DIALOG_TITLES: Partial<Record<MoveTo, string>> = {
  shipped: "Ship",
  collected: "Mark collected",
  cancelled: "Cancel",
};

/**
 * A consignment as a sentence names it: the order alone when it is the order's only shipment
 * ("Ship order 30000010", not "Ship Shipment 1 of 1"), else which shipment of which order.
 */
export function consignmentName(label: string, orderCode: string): string {
  return /\b1 of 1$/.test(label) ? `order ${orderCode}` : `${label.toLowerCase()} of order ${orderCode}`;
}

export function ConsignmentActions({
  orderCode,
  consignment,
  mode,
  session,
  customer,
  shortcuts = false,
  placeholder = true,
}: {
  orderCode: string;
  consignment: Pick<Consignment, "code" | "label" | "status">;
  mode: string;
  session: StaffSession;
  /** Who the order is for: a hint in the Collected dialog. */
  customer?: string;
  /** Show the queue's keyboard shortcuts on the buttons. */
  shortcuts?: boolean;
  /** A dash (a table's cell) when there is nothing to do; else nothing. */
  placeholder?: boolean;
}) {
  const client = useQueryClient();
  const announce = useAnnounce();
  const wrap = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<MoveTo | null>(null);
  // Whether the dialog's move was made (its button is going: focus stays on the group).
  const moved = useRef(false);
  // The button that opened the dialog (focus goes back to it when the dialog closes without a move).
  const opener = useRef<HTMLButtonElement | null>(null);
  const allowed = allowedMoves(consignment.status, mode, session);
  const what = consignmentName(consignment.label, orderCode);
  const m = useMutation({
    mutationFn: (input: MoveInput) => updateConsignment(input),
    onSuccess: (answer, input) => {
      afterMove(client, answer);
      announce(`${what.charAt(0).toUpperCase()}${what.slice(1)} ${MOVE_DONE[input.status]}.`);
    },
    onError: () => refreshAfterError(client, orderCode),
  });

  // After a move its button goes: focus waits on the group, then moves to the next action.
  useLayoutEffect(() => {
    const el = wrap.current;
    if (el && document.activeElement === el) el.querySelector<HTMLElement>("button:not([disabled])")?.focus();
  }, [consignment.status]);

  const move = (status: MoveTo, details: Record<string, string> = {}) =>
    m.mutateAsync({ orderCode, consignmentCode: consignment.code, status, ...details }).then(() => {
      if (movesNeedDetails(status)) {
        moved.current = true;
        setDialog(null);
      } else {
        wrap.current?.focus();
      }
    });

  if (allowed.length === 0) {
    if (!placeholder) return null;
    return (
      <span className={s.muted}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No actions</span>
      </span>
    );
  }
  const immediateError = m.isError && dialog === null ? actionErrorText(m.error) : "";
  const idPrefix = `move-${consignment.code}`;
  return (
    <div className={s.actions} ref={wrap} tabIndex={-1} role="group" aria-label={`Actions for ${what}`}>
      {allowed.map((to) => {
        const key = shortcuts ? SHORTCUTS[to] : undefined;
        const detail = movesNeedDetails(to);
        return (
          <button
            key={to}
            type="button"
            className={`${buttonClass(to === "cancelled" ? "secondary" : "primary")} ${s.small} ${
              to === "cancelled" ? s.dangerOutline : ""
            }`}
            data-move={to}
            data-shortcut={key}
            aria-keyshortcuts={key ? key.toUpperCase() : undefined}
            disabled={m.isPending && !detail}
            onClick={(e) => {
              m.reset();
              moved.current = false;
              opener.current = e.currentTarget;
              if (detail) setDialog(to);
              else void move(to).catch(() => {});
            }}
          >
            {m.isPending && !detail && m.variables?.status === to ? "Saving…" : MOVE_LABELS[to]}
            {detail ? "…" : ""}
            <span className="visually-hidden">
              {" "}
              {consignment.label}, order {orderCode}
            </span>
            {key ? (
              <kbd className={s.kbd} aria-hidden="true">
                {key.toUpperCase()}
              </kbd>
            ) : null}
          </button>
        );
      })}
      {immediateError ? (
        <p className={s.inlineError} role="alert">
          {immediateError}
        </p>
      ) : null}
      <StaffDialog
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={`${dialog ? DIALOG_TITLES[dialog] : ""} ${what}`}
        description={dialog === "cancelled" ? <CancelWarning /> : undefined}
        onCloseAutoFocus={(e) => {
          // Back to the button that opened it; once the move is made that button goes, so focus
          // waits on the group (then moves to the next action).
          e.preventDefault();
          const back = opener.current;
          if (!moved.current && back?.isConnected) back.focus();
          else wrap.current?.focus();
        }}
      >
        {dialog === "shipped" ? (
          <ShipForm idPrefix={idPrefix} submit={(v) => move("shipped", v)} onCancel={() => setDialog(null)} />
        ) : dialog === "collected" ? (
          <CollectedForm
            idPrefix={idPrefix}
            customer={customer}
            submit={(v) => move("collected", v)}
            onCancel={() => setDialog(null)}
          />
        ) : dialog === "cancelled" ? (
          <CancelForm
            idPrefix={idPrefix}
            submit={(v) => move("cancelled", v)}
            onCancel={() => setDialog(null)}
          />
        ) : null}
      </StaffDialog>
    </div>
  );
}
