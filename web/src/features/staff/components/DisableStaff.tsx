// Disable a staff account (admin), after a confirmation: the member can no longer sign in and their
// sessions end at once. There is no way back in the back office (the API has no enable).
import { useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { buttonClass } from "../../../components/ui/Button";
import { Notice } from "../../../components/ui/Field";
import { disableStaff } from "../api/disableStaff";
import { isForbidden, staffKeys } from "../cache";
import { useAnnounce } from "./announce";
import type { StaffListMember } from "../types";
import { StaffDialog } from "./StaffDialog";
import s from "../staff.module.css";

function disableErrorText(err: unknown): string {
  if (isForbidden(err)) return "Only an admin can disable staff accounts, or your staff session has ended.";
  if (err instanceof ApiError && err.status === 404)
    return "There is no staff account with that e-mail any more. The list has been refreshed.";
  return "We couldn't disable that account just now. Please try again.";
}

export function DisableStaff({ member }: { member: StaffListMember }) {
  const client = useQueryClient();
  const announce = useAnnounce();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  const opener = useRef<HTMLButtonElement>(null);
  const who = member.name || member.email;
  const m = useMutation({
    mutationFn: () => disableStaff(member.email),
    onSuccess: () => {
      done.current = true;
      client.setQueryData<{ staff: StaffListMember[] }>(staffKeys.members, (old) =>
        old
          ? { staff: old.staff.map((x) => (x.email === member.email ? { ...x, disabled: true } : x)) }
          : old,
      );
      void client.invalidateQueries({ queryKey: staffKeys.members });
      setOpen(false);
      announce(`${who}'s staff account is disabled.`);
    },
    onError: (err) => {
      void client.invalidateQueries({ queryKey: staffKeys.members });
      if (isForbidden(err)) void client.invalidateQueries({ queryKey: staffKeys.session });
    },
  });
  return (
    <div ref={wrap} tabIndex={-1} className={s.actions} role="group" aria-label={`Actions for ${who}`}>
      {member.disabled ? (
        <span className={s.muted}>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">No actions</span>
        </span>
      ) : (
        <button
          type="button"
          ref={opener}
          className={`${buttonClass("secondary")} ${s.small} ${s.dangerOutline}`}
          onClick={() => {
            m.reset();
            done.current = false;
            setOpen(true);
          }}
        >
          Disable…<span className="visually-hidden"> {who}</span>
        </button>
      )}
      <StaffDialog
        open={open}
        onOpenChange={(o) => {
          if (!m.isPending) setOpen(o);
        }}
        title={`Disable ${who}?`}
        description={
          <span className={s.warning}>
            <strong>{member.email} will no longer be able to sign in</strong>, and any session of theirs ends
            now. The back office can&apos;t enable the account again.
          </span>
        }
        onCloseAutoFocus={(e) => {
          // Back to the Disable button; once disabled the button goes, so focus waits on the group.
          e.preventDefault();
          const back = opener.current;
          if (!done.current && back?.isConnected) back.focus();
          else wrap.current?.focus();
        }}
      >
        {m.isError ? <Notice tone="error">{disableErrorText(m.error)}</Notice> : null}
        <div className={s.formActions}>
          <button
            type="button"
            className={`${buttonClass("primary")} ${s.danger}`}
            aria-disabled={m.isPending || undefined}
            onClick={() => {
              if (!m.isPending) m.mutate();
            }}
          >
            {m.isPending ? "Disabling…" : "Disable account"}
          </button>
          <button type="button" className={buttonClass("secondary")} onClick={() => setOpen(false)}>
            Back
          </button>
        </div>
      </StaffDialog>
    </div>
  );
}
