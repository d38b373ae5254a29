// Receive a requested return (its parcel arrived) and refund a received one (or refund again one a
// payment provider refused), as the role allows. Money leaves the shop on Refund: a dialog says how
// much and to whom before it is sent.
import { useLayoutEffect, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { buttonClass } from "../../../components/ui/Button";
import { receiveReturn } from "../api/receiveReturn";
import { refundReturn } from "../api/refundReturn";
import { afterReturnChange, refreshAfterError } from "../cache";
import { useAnnounce } from "./announce";
import { StaffDialog } from "./StaffDialog";
import { actionErrorText, refundAnnouncement, refundButtonText, returnActions } from "../rules";
import type { ReturnStatus, StaffSession } from "../types";
import s from "../staff.module.css";

export function ReturnActions({
  returnCode,
  orderCode,
  status,
  session,
  amount,
}: {
  returnCode: string;
  orderCode: string;
  status: ReturnStatus;
  session: StaffSession;
  /** What the refund gives back, formatted ($49.00): the confirmation says it. */
  amount: string;
}) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const sent = useRef(false);
  const announce = useAnnounce();
  const wrap = useRef<HTMLDivElement>(null);
  const actions = returnActions(status, session);
  const m = useMutation({
    mutationFn: (action: "receive" | "refund") =>
      action === "receive" ? receiveReturn(returnCode) : refundReturn(returnCode),
    onSuccess: (answer, action) => {
      sent.current = action === "refund";
      setConfirming(false);
      afterReturnChange(client, orderCode);
      announce(action === "receive" ? `Return ${returnCode} received.` : refundAnnouncement(answer.return));
      wrap.current?.focus();
    },
    onError: () => {
      setConfirming(false);
      refreshAfterError(client, orderCode);
    },
  });

  // Received → Refund: focus moves on to the next action when there is one.
  useLayoutEffect(() => {
    const el = wrap.current;
    if (el && document.activeElement === el) el.querySelector<HTMLElement>("button:not([disabled])")?.focus();
  }, [status]);

  const error = m.isError ? actionErrorText(m.error) : "";
  if (actions.length === 0 && !error) {
    return (
      <span className={s.muted}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No actions</span>
      </span>
    );
  }
  return (
    <div
      className={s.actions}
      ref={wrap}
      tabIndex={-1}
      role="group"
      aria-label={`Actions for return ${returnCode}`}
    >
      {actions.map((a) => (
        <button
          key={a}
          type="button"
          className={`${buttonClass("primary")} ${s.small}`}
          data-action={a}
          disabled={m.isPending}
          aria-haspopup={a === "refund" ? "dialog" : undefined}
          onClick={(e) => {
            if (a === "receive") return m.mutate(a);
            opener.current = e.currentTarget;
            sent.current = false;
            setConfirming(true);
          }}
        >
          {m.isPending && m.variables === a
            ? a === "receive"
              ? "Receiving…"
              : "Refunding…"
            : a === "receive"
              ? "Receive"
              : refundButtonText(status)}
          <span className="visually-hidden"> return {returnCode}</span>
        </button>
      ))}
      {error ? (
        <p className={s.inlineError} role="alert">
          {error}
        </p>
      ) : null}
      <StaffDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !m.isPending) setConfirming(false);
        }}
        title={`${refundButtonText(status)} return ${returnCode}`}
        description={
          <>
            <strong>{amount}</strong> goes back to the payments of order {orderCode}, and the customer is
            e-mailed. A refund can&apos;t be undone.
          </>
        }
        onCloseAutoFocus={(e) => {
          // Back to Refund when it was not sent; once sent, the group takes the focus (the next action).
          e.preventDefault();
          if (opener.current?.isConnected && !sent.current) opener.current.focus();
          else wrap.current?.focus();
        }}
      >
        <div className={s.formActions}>
          <button
            type="button"
            className={buttonClass("primary")}
            disabled={m.isPending}
            onClick={() => m.mutate("refund")}
          >
            {m.isPending ? "Refunding…" : `Refund ${amount}`}
          </button>
          <button
            type="button"
            className={buttonClass("secondary")}
            disabled={m.isPending}
            onClick={() => setConfirming(false)}
          >
            Don&apos;t refund
          </button>
        </div>
      </StaffDialog>
    </div>
  );
}
