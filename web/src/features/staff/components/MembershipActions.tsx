// OnePass's actions for customer service: Cancel membership (ends it now, optionally refunding the
// current period's payment, with a reason for the audit log) and Extend trial (1-90 days, trials
// only). Each asks in a dialog first; nothing is sent until it is confirmed.
import { useRef, useState } from "react";
import { useForm, type Path, type UseFormSetError } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { zodResolver } from "../../../lib/validation";
import { Checkbox, Notice, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { cancelMembership, afterMembershipChange, refreshMembership } from "../api/staffCancelMembership";
import { extendMembershipTrial } from "../api/extendMembershipTrial";
import {
  CANCEL_REASON_MAX,
  cancelMembershipSchema,
  daysText,
  EXTEND_DAYS_MAX,
  EXTEND_DAYS_MIN,
  extendSchema,
  membershipActions,
  membershipErrorText,
  membershipFieldMessage,
  type CancelMembershipValues,
  type ExtendValues,
  type StaffMembershipAnswer,
} from "../onepass";
import { can, formatDateTime } from "../rules";
import type { StaffSession } from "../types";
import { StaffDialog } from "./StaffDialog";
import s from "../staff.module.css";

type Dialog = "" | "cancel" | "extend";

/** Refusals that mean the membership moved on: the dialog closes and the page refetches it. */
const STALE = new Set([
  "ERR_MEMBERSHIP_NOT_ACTIVE",
  "ERR_MEMBERSHIP_NOT_TRIAL",
  "ERR_NOT_FOUND",
  "ERR_FORBIDDEN",
]);

/** Puts the server's field messages under their fields; true when it placed any. */
function placeFieldErrors<T extends Record<string, unknown>>(
  err: unknown,
  names: Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(err instanceof ApiError)) return false;
  let placed = false;
  for (const [field, key] of Object.entries(err.fields)) {
    if ((names as string[]).includes(field)) {
      setError(field as Path<T>, { message: membershipFieldMessage(field, key) }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}

export function MembershipActions({
  answer,
  searched,
  session,
  onDone,
}: {
  answer: StaffMembershipAnswer;
  /** The e-mail the page looked up (its query's key). */
  searched: string;
  session: StaffSession;
  /** After a change: what it did, for the page's status message. */
  onDone: (message: string) => void;
}) {
  const client = useQueryClient();
  const { membership, email } = answer;
  const who = answer.firstName || email;
  const allowed = membershipActions(membership.status, session);
  const [open, setOpen] = useState<Dialog>("");
  const [error, setErrorText] = useState("");
  const opener = useRef<HTMLButtonElement | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const sent = useRef(false);

  const finish = (message: string, next: StaffMembershipAnswer) => {
    sent.current = true;
    afterMembershipChange(client, searched, next);
    setErrorText("");
    setOpen("");
    onDone(message);
  };
  /** A refusal outside the form's fields: stale ones close the dialog and refetch; others stay in it. */
  const refused = (err: unknown, setFormError: (m: string) => void) => {
    if (err instanceof ApiError && STALE.has(err.code)) {
      setOpen("");
      setErrorText(membershipErrorText(err));
      refreshMembership(client, searched);
    } else {
      setFormError(membershipErrorText(err));
    }
  };

  if (!can(session, "staffCancelMembership") && !can(session, "extendMembershipTrial")) return null;
  const openDialog = (which: Dialog, from: HTMLButtonElement) => {
    opener.current = from;
    sent.current = false;
    setErrorText("");
    setOpen(which);
  };
  return (
    <div className={s.actions} ref={wrap} tabIndex={-1} role="group" aria-label="Membership actions">
      {allowed.extend ? (
        <button
          type="button"
          className={buttonClass("secondary")}
          aria-haspopup="dialog"
          onClick={(e) => openDialog("extend", e.currentTarget)}
        >
          Extend trial
        </button>
      ) : null}
      {allowed.cancel ? (
        <button
          type="button"
          className={`${buttonClass("secondary")} ${s.dangerOutline}`}
          aria-haspopup="dialog"
          onClick={(e) => openDialog("cancel", e.currentTarget)}
        >
          Cancel membership
        </button>
      ) : null}
      {!allowed.cancel && !allowed.extend ? (
        <p className={s.muted}>No actions: this membership has ended.</p>
      ) : null}
      {error ? (
        <p className={s.inlineError} role="alert">
          {error}
        </p>
      ) : null}
      <StaffDialog
        open={open !== ""}
        onOpenChange={(o) => {
          if (!o) setOpen("");
        }}
        title={open === "extend" ? `Extend ${who}'s free trial` : `Cancel ${who}'s OnePass`}
        description={
          open === "extend" ? (
            <>
              The trial ends {membership.trialEndDate ? formatDateTime(membership.trialEndDate) : "soon"}
              {membership.trialDaysRemaining !== null
                ? ` (${daysText(membership.trialDaysRemaining)} left)`
                : ""}
              . The days are added to it and {email} is e-mailed the new date.
            </>
          ) : (
            <>
              The membership of {email} ends now and its benefits stop. The customer is e-mailed. This
              can&apos;t be undone.
            </>
          )
        }
        onCloseAutoFocus={(e) => {
          // Back to the button when nothing was sent; once sent, the group (its buttons may be gone).
          e.preventDefault();
          if (opener.current?.isConnected && !sent.current) opener.current.focus();
          else wrap.current?.focus();
        }}
      >
        {open === "extend" ? (
          <ExtendForm
            onBack={() => setOpen("")}
            submit={(days, setFormError, setError) =>
              extendMembershipTrial({ email, days }).then(
                (next) =>
                  finish(
                    `${who}'s free trial was extended by ${daysText(days)}${
                      next.membership.trialEndDate
                        ? `: it now ends ${formatDateTime(next.membership.trialEndDate)}`
                        : ""
                    }.`,
                    next,
                  ),
                (err: unknown) => {
                  if (!placeFieldErrors<ExtendValues>(err, ["days"], setError)) refused(err, setFormError);
                },
              )
            }
          />
        ) : open === "cancel" ? (
          <CancelForm
            onBack={() => setOpen("")}
            submit={(input, setFormError, setError) =>
              cancelMembership({ email, ...input }).then(
                (next) =>
                  finish(
                    `${who}'s OnePass was cancelled${input.refund ? " and the current period's payment refunded" : ""}.`,
                    next,
                  ),
                (err: unknown) => {
                  if (!placeFieldErrors<CancelMembershipValues>(err, ["reason"], setError))
                    refused(err, setFormError);
                },
              )
            }
          />
        ) : null}
      </StaffDialog>
    </div>
  );
}

function ExtendForm({
  submit,
  onBack,
}: {
  submit: (
    days: number,
    setFormError: (m: string) => void,
    setError: UseFormSetError<ExtendValues>,
  ) => Promise<void>;
  onBack: () => void;
}) {
  const [formError, setFormError] = useState("");
  const { register, handleSubmit, setError, formState } = useForm<ExtendValues>({
    resolver: zodResolver(extendSchema),
    defaultValues: { days: "" },
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = formState;
  return (
    <form
      noValidate
      className={s.dialogForm}
      onSubmit={handleSubmit(async (v) => {
        if (isSubmitting) return;
        setFormError("");
        await submit(Number(extendSchema.parse(v).days), setFormError, setError);
      })}
    >
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <TextField
        id="extend-days"
        label="Days to add"
        hint={`From ${EXTEND_DAYS_MIN} to ${EXTEND_DAYS_MAX} days.`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        error={errors.days?.message}
        {...register("days")}
      />
      <div className={s.formActions}>
        <button type="submit" className={buttonClass("primary")} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? "Extending…" : "Extend trial"}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onBack}>
          Back
        </button>
      </div>
    </form>
  );
}

function CancelForm({
  submit,
  onBack,
}: {
  submit: (
    input: { refund: boolean; reason: string },
    setFormError: (m: string) => void,
    setError: UseFormSetError<CancelMembershipValues>,
  ) => Promise<void>;
  onBack: () => void;
}) {
  const [formError, setFormError] = useState("");
  const { register, handleSubmit, setError, formState } = useForm<CancelMembershipValues>({
    resolver: zodResolver(cancelMembershipSchema),
    defaultValues: { refund: false, reason: "" },
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = formState;
  return (
    <form
      noValidate
      className={s.dialogForm}
      onSubmit={handleSubmit(async (v) => {
        if (isSubmitting) return;
        setFormError("");
        await submit(cancelMembershipSchema.parse(v), setFormError, setError);
      })}
    >
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <Checkbox
        id="cancel-refund"
        label="Refund the current period's payment"
        hint="It goes back to the card it was paid with, in 3-5 business days."
        {...register("refund")}
      />
      <TextField
        id="cancel-reason"
        label="Reason (optional)"
        hint="Kept in the audit log."
        autoComplete="off"
        maxLength={CANCEL_REASON_MAX}
        error={errors.reason?.message}
        {...register("reason")}
      />
      <div className={s.formActions}>
        <button
          type="submit"
          className={`${buttonClass("primary")} ${s.danger}`}
          aria-disabled={isSubmitting || undefined}
        >
          {isSubmitting ? "Cancelling…" : "Cancel membership"}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onBack}>
          Keep membership
        </button>
      </div>
    </form>
  );
}
