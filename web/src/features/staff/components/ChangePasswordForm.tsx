// Change the signed-in member's password: the current one, then the new one twice. The server ends
// the member's other sessions; this browser stays signed in. Success is a message that takes focus
// (so it is read out once, without the announcer).
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { zodResolver } from "../../../lib/validation";
import { Checkbox, Notice, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { changeStaffPassword } from "../api/changeStaffPassword";
import { isForbidden, staffKeys } from "../cache";
import { changePasswordSchema, serverFieldMessage, type ChangePasswordValues } from "../rules";
import s from "../staff.module.css";

/** What a failed change tells the member, beside the field messages. */
function changeErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 403) return "Your staff session has ended. Sign in again to change your password.";
    if (err.status === 429) return "Too many attempts just now. Please wait a moment and try again.";
  }
  return "We couldn't change your password just now. Please try again.";
}

export function ChangePasswordForm({ email }: { email: string }) {
  const client = useQueryClient();
  const [formError, setFormError] = useState("");
  const [done, setDone] = useState(false);
  const [show, setShow] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", password: "", confirm: "" },
    reValidateMode: "onChange",
  });
  const m = useMutation({ mutationFn: changeStaffPassword });
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const { errors } = formState;
  const type = show ? "text" : "password";
  return (
    <>
      {done ? (
        <div ref={doneRef} tabIndex={-1} className={s.doneBox} data-testid="password-changed">
          <Notice tone="success" title="Your password has been changed.">
            <p>
              You stay signed in here. Any other browser signed in as you has been signed out: sign in there
              with the new password.
            </p>
          </Notice>
        </div>
      ) : null}
      <form
        noValidate
        className={s.passwordForm}
        aria-label="Change password"
        onSubmit={handleSubmit((v) => {
          if (m.isPending) return;
          setFormError("");
          setDone(false);
          m.mutate(
            { currentPassword: v.currentPassword, password: v.password },
            {
              onSuccess: () => {
                reset();
                setShow(false);
                setDone(true);
              },
              onError: (err) => {
                let placed = false;
                if (err instanceof ApiError) {
                  for (const [f, key] of Object.entries(err.fields)) {
                    if (f === "currentPassword" || f === "password") {
                      setError(f, { message: serverFieldMessage(f, key) }, { shouldFocus: !placed });
                      placed = true;
                    }
                  }
                }
                if (!placed) setFormError(changeErrorText(err));
                // A 403 may be the staff session ending: check it (the sign-in form then shows).
                if (isForbidden(err)) void client.invalidateQueries({ queryKey: staffKeys.session });
              },
            },
          );
        })}
      >
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          id="staff-current-password"
          label="Current password"
          type={type}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
        <TextField
          id="staff-new-password"
          label="New password"
          hint="At least 8 characters; not a common password, your e-mail or your name."
          type={type}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <TextField
          id="staff-confirm-password"
          label="New password again"
          type={type}
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register("confirm")}
        />
        <Checkbox
          id="staff-show-passwords"
          label="Show passwords"
          checked={show}
          onChange={(e) => setShow(e.target.checked)}
        />
        <div className={s.formActions}>
          <button type="submit" className={buttonClass("primary")} aria-disabled={m.isPending || undefined}>
            {m.isPending ? "Changing…" : "Change password"}
          </button>
        </div>
      </form>
    </>
  );
}
