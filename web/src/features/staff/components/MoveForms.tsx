// The details a move asks for: Ship (carrier and tracking number), Collected (who collected it),
// Cancel (a reason, with the warning that it refunds and puts the stock back).
import { useState } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../../lib/api";
import { zodResolver } from "../../../lib/validation";
import { Notice, SelectField, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import {
  actionErrorText,
  cancelSchema,
  CARRIERS,
  collectedSchema,
  MOVE_TEXT_MAX,
  serverFieldMessage,
  shipSchema,
  TRACKING_MAX,
  type CancelValues,
  type CollectedValues,
  type ShipValues,
} from "../rules";
import s from "../staff.module.css";

/** Submits the form's values; rejects with the API's error. */
export type SubmitMove = (values: Record<string, string>) => Promise<unknown>;

/**
 * Runs submit and, on failure, puts the server's field messages under their fields and returns the
 * form's message (empty when the fields say it all).
 */
async function run<T extends FieldValues>(
  submit: SubmitMove,
  values: T,
  setError: UseFormSetError<T>,
  names: Path<T>[],
): Promise<string> {
  try {
    await submit(values as Record<string, string>);
    return "";
  } catch (err) {
    let placed = false;
    if (err instanceof ApiError) {
      for (const [field, key] of Object.entries(err.fields)) {
        if ((names as string[]).includes(field)) {
          setError(field as Path<T>, { message: serverFieldMessage(field, key) }, { shouldFocus: !placed });
          placed = true;
        }
      }
    }
    return placed ? "" : actionErrorText(err);
  }
}

interface ActionsProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
  danger?: boolean;
  onCancel: () => void;
  cancelLabel?: string;
}

function Actions({ pending, label, pendingLabel, danger, onCancel, cancelLabel = "Back" }: ActionsProps) {
  return (
    <div className={s.formActions}>
      <button
        type="submit"
        className={danger ? `${buttonClass("primary")} ${s.danger}` : buttonClass("primary")}
        aria-disabled={pending || undefined}
      >
        {pending ? pendingLabel : label}
      </button>
      <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}

/** A move that asks for one line of text (who collected it, why it is cancelled). */
function OneTextForm<T extends Record<string, string>>({
  schema,
  name,
  id,
  label,
  hint,
  submit,
  actions,
}: {
  schema: z.ZodType<T>;
  name: Path<T>;
  id: string;
  label: string;
  hint: string;
  submit: SubmitMove;
  actions: Omit<ActionsProps, "pending">;
}) {
  const [formError, setFormError] = useState("");
  const { register, handleSubmit, setError, formState } = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: { [name]: "" } as DefaultValues<T>,
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = formState;
  const error = errors[name]?.message;
  return (
    <form
      noValidate
      className={s.dialogForm}
      onSubmit={handleSubmit(async (v) => {
        if (isSubmitting) return;
        setFormError(await run(submit, v, setError, [name]));
      })}
    >
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <TextField
        id={id}
        label={label}
        hint={hint}
        autoComplete="off"
        maxLength={MOVE_TEXT_MAX}
        error={typeof error === "string" ? error : undefined}
        {...register(name)}
      />
      <Actions pending={isSubmitting} {...actions} />
    </form>
  );
}

/** Ship: the carrier (a select) and its tracking number. */
export function ShipForm({
  idPrefix,
  submit,
  onCancel,
}: {
  idPrefix: string;
  submit: SubmitMove;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState("");
  const { register, handleSubmit, setError, formState } = useForm<ShipValues>({
    resolver: zodResolver(shipSchema),
    defaultValues: { carrier: "", trackingNumber: "" },
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = formState;
  return (
    <form
      noValidate
      className={s.dialogForm}
      onSubmit={handleSubmit(async (v) => {
        if (isSubmitting) return;
        setFormError(await run(submit, v, setError, ["carrier", "trackingNumber"]));
      })}
    >
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <SelectField
        id={`${idPrefix}-carrier`}
        label="Carrier"
        error={errors.carrier?.message}
        {...register("carrier")}
      >
        <option value="">Choose a carrier</option>
        {CARRIERS.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-tracking`}
        label="Tracking number"
        autoComplete="off"
        spellCheck={false}
        maxLength={TRACKING_MAX}
        error={errors.trackingNumber?.message}
        {...register("trackingNumber")}
      />
      <Actions pending={isSubmitting} label="Ship" pendingLabel="Shipping…" onCancel={onCancel} />
    </form>
  );
}

/** Collected: who collected it (as on their ID). */
export function CollectedForm({
  idPrefix,
  submit,
  onCancel,
  customer,
}: {
  idPrefix: string;
  submit: SubmitMove;
  onCancel: () => void;
  customer?: string;
}) {
  return (
    <OneTextForm<CollectedValues>
      schema={collectedSchema}
      name="collectedBy"
      id={`${idPrefix}-collected-by`}
      label="Collected by"
      hint={customer ? `The name on their ID. The order is for ${customer}.` : "The name on their ID."}
      submit={submit}
      actions={{ label: "Mark collected", pendingLabel: "Saving…", onCancel }}
    />
  );
}

/** The warning above the cancel form (the dialog's description). */
export function CancelWarning() {
  return (
    <span className={s.warning}>
      <strong>This refunds the shopper and puts the stock back.</strong> The consignment&apos;s items are
      refunded to the order&apos;s payments, the shopper is e-mailed, and it can&apos;t be undone.
    </span>
  );
}

/** Cancel: a reason (the dialog warns that it refunds the shopper and puts the stock back). */
export function CancelForm({
  idPrefix,
  submit,
  onCancel,
}: {
  idPrefix: string;
  submit: SubmitMove;
  onCancel: () => void;
}) {
  return (
    <OneTextForm<CancelValues>
      schema={cancelSchema}
      name="reason"
      id={`${idPrefix}-reason`}
      label="Reason"
      hint="The shopper sees this."
      submit={submit}
      actions={{
        label: "Cancel consignment",
        pendingLabel: "Cancelling…",
        danger: true,
        onCancel,
        cancelLabel: "Keep it",
      }}
    />
  );
}
