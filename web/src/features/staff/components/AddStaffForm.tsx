// Add a staff account (admin): e-mail, name and role. The answer's initial password is shown once,
// with a copy button; the member changes it after signing in.
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { zodResolver } from "../../../lib/validation";
import { Notice, SelectField, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { addStaff } from "../api/addStaff";
import { staffKeys } from "../cache";
import { useAnnounce } from "./announce";
import {
  addStaffSchema,
  ROLE_LABELS,
  serverFieldMessage,
  STAFF_NAME_MAX,
  type AddStaffValues,
} from "../rules";
import { STAFF_ROLES, type AddedStaff } from "../types";
import s from "../staff.module.css";

function InitialPassword({ added, onDone }: { added: AddedStaff; onDone: () => void }) {
  const [copied, setCopied] = useState<"" | "yes" | "no">("");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className={s.added} ref={box} tabIndex={-1} data-testid="initial-password-box">
      <h3>Staff account added</h3>
      <p>
        {added.staff.name || added.staff.email} ({ROLE_LABELS[added.staff.role]}) can sign in at /staff with{" "}
        {added.staff.email} and this password. It is shown only now: give it to them in person.
      </p>
      <div className={s.passwordRow}>
        <span className={s.passwordLabel}>Initial password:</span>
        <code className={s.password} data-testid="initial-password">
          {added.initialPassword}
        </code>
        <button
          type="button"
          className={`${buttonClass("secondary")} ${s.small}`}
          onClick={() => {
            void navigator.clipboard
              ?.writeText(added.initialPassword)
              .then(() => setCopied("yes"))
              .catch(() => setCopied("no"));
            if (!navigator.clipboard) setCopied("no");
          }}
        >
          Copy password
        </button>
        <span role="status" className={s.muted}>
          {copied === "yes"
            ? "Copied."
            : copied === "no"
              ? "Couldn't copy: select the password and copy it."
              : ""}
        </span>
      </div>
      <button type="button" className={`${buttonClass("primary")} ${s.small}`} onClick={onDone}>
        Done
      </button>
    </div>
  );
}

export function AddStaffForm() {
  const client = useQueryClient();
  const announce = useAnnounce();
  const [added, setAdded] = useState<AddedStaff | null>(null);
  const [formError, setFormError] = useState("");
  const { register, handleSubmit, setError, reset, setFocus, formState } = useForm<AddStaffValues>({
    resolver: zodResolver(addStaffSchema),
    defaultValues: { email: "", name: "", role: "fulfilment" },
    reValidateMode: "onChange",
  });
  const m = useMutation({
    mutationFn: addStaff,
    onSuccess: (answer) => {
      setAdded(answer);
      reset();
      announce(`Staff account added for ${answer.staff.email}. Their initial password is shown once.`);
      void client.invalidateQueries({ queryKey: staffKeys.members });
    },
  });
  const { errors } = formState;
  if (added) {
    return (
      <InitialPassword
        added={added}
        onDone={() => {
          setAdded(null);
          setTimeout(() => setFocus("email"));
        }}
      />
    );
  }
  return (
    <form
      noValidate
      className={s.addForm}
      onSubmit={handleSubmit((v) => {
        if (m.isPending) return;
        setFormError("");
        const input = addStaffSchema.parse(v);
        m.mutate(input, {
          onError: (err) => {
            const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
            for (const [f, key] of fields) {
              if (f === "email" || f === "name" || f === "role")
                setError(f, { message: serverFieldMessage(f, key) });
            }
            if (fields.length === 0) {
              setFormError(
                err instanceof ApiError && err.code === "ERR_CONFLICT"
                  ? "That e-mail already has a staff account."
                  : err instanceof ApiError && err.status === 403
                    ? "Only an admin can add staff."
                    : "We couldn't add that account just now. Please try again.",
              );
            }
          },
        });
      })}
    >
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <div className={s.addFields}>
        <TextField
          id="add-staff-email"
          label="Work e-mail"
          type="email"
          autoComplete="off"
          spellCheck={false}
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          id="add-staff-name"
          label="Name (optional)"
          autoComplete="off"
          maxLength={STAFF_NAME_MAX}
          error={errors.name?.message}
          {...register("name")}
        />
        <SelectField id="add-staff-role" label="Role" error={errors.role?.message} {...register("role")}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
      </div>
      <button type="submit" className={buttonClass("primary")} aria-disabled={m.isPending || undefined}>
        {m.isPending ? "Adding…" : "Add staff member"}
      </button>
    </form>
  );
}
