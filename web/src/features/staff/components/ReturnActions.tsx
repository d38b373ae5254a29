// Receive a requested return (its parcel arrived) and refund a received one (or refund again one a
// payment provider refused), as the role allows.
import { useLayoutEffect, useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { buttonClass } from "../../../components/ui/Button";
import { receiveReturn } from "../api/receiveReturn";
import { refundReturn } from "../api/refundReturn";
import { afterReturnChange, refreshAfterError } from "../cache";
import { useAnnounce } from "./announce";
import { actionErrorText, refundAnnouncement, refundButtonText, returnActions } from "../rules";
import type { ReturnStatus, StaffSession } from "../types";
import s from "../staff.module.css";

export function ReturnActions({
  returnCode,
  orderCode,
  status,
  session,
}: {
  returnCode: string;
  orderCode: string;
  status: ReturnStatus;
  session: StaffSession;
}) {
  const client = useQueryClient();
  const announce = useAnnounce();
  const wrap = useRef<HTMLDivElement>(null);
  const actions = returnActions(status, session);
  const m = useMutation({
    mutationFn: (action: "receive" | "refund") =>
      action === "receive" ? receiveReturn(returnCode) : refundReturn(returnCode),
    onSuccess: (answer, action) => {
      afterReturnChange(client, orderCode);
      announce(action === "receive" ? `Return ${returnCode} received.` : refundAnnouncement(answer.return));
      wrap.current?.focus();
    },
    onError: () => refreshAfterError(client, orderCode),
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
          onClick={() => m.mutate(a)}
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
    </div>
  );
}
