// The staff sign-in: work e-mail and password. A wrong pair says so without saying which half;
// five failures in a row lock the account for 15 minutes.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { zodResolver } from "../../../lib/validation";
import { Notice, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { signIn } from "../api/staffSignIn";
import { resetStaff } from "../cache";
import { serverFieldMessage, signInErrorText, signInSchema, type SignInValues } from "../rules";
import s from "../staff.module.css";

export function SignInForm() {
  const client = useQueryClient();
  const [formError, setFormError] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
    reValidateMode: "onChange",
  });
  const m = useMutation({
    mutationFn: (v: { email: string; password: string }) => signIn(v.email, v.password),
    onSuccess: (session) => resetStaff(client, session),
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      className={s.signInForm}
      aria-describedby={formError ? "staff-sign-in-error" : undefined}
      onSubmit={handleSubmit((v) => {
        if (m.isPending) return;
        setFormError("");
        m.mutate(
          { email: v.email.trim(), password: v.password },
          {
            onError: (err) => {
              const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
              for (const [f, key] of fields) {
                if (f === "email" || f === "password") setError(f, { message: serverFieldMessage(f, key) });
              }
              if (fields.length === 0) {
                setFormError(signInErrorText(err));
                setFocus("password");
              }
            },
          },
        );
      })}
    >
      {formError ? (
        <Notice tone="error" id="staff-sign-in-error">
          {formError}
        </Notice>
      ) : null}
      <TextField
        id="staff-email"
        label="Work e-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        id="staff-password"
        label="Password"
        type={showPassword ? "text" : "password"}
        autoComplete="current-password"
        error={errors.password?.message}
        trailing={
          <button
            type="button"
            className={s.reveal}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? "Hide" : "Show"}
            <span className="visually-hidden"> password</span>
          </button>
        }
        {...register("password")}
      />
      <button type="submit" className={buttonClass("primary", true)} aria-disabled={m.isPending || undefined}>
        {m.isPending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
