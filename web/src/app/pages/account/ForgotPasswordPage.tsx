import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../lib/api";
import { fields, zodResolver } from "../../../lib/validation";
import { Notice, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { useRequestPasswordReset } from "../../../features/account/api/requestPasswordReset";
import { genericMessage, messages } from "../../../features/account/messages";
import { usePageTitle } from "../../usePageTitle";
import p from "./accountPages.module.css";

const schema = z.object({ emailAddress: fields.email() });
type Values = z.infer<typeof schema>;

/** Notices other pages send the shopper here with (?notice=). */
const NOTICES: Record<string, string> = {
  "missing-token": messages["missing-token"],
  "invalid-token": messages["invalid-token"],
};

/**
 * Forgot password: the shopper's e-mail (prefilled from ?username=), then a confirmation that says
 * the same whether or not the e-mail has an account.
 */
export default function ForgotPasswordPage() {
  usePageTitle("Forgot your password?");
  const [params] = useSearchParams();
  const m = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: "onTouched",
    defaultValues: { emailAddress: params.get("username") ?? "" },
    resolver: zodResolver(schema),
  });
  const notice = NOTICES[params.get("notice") ?? ""];

  const onValid = ({ emailAddress }: Values) => {
    setError(null);
    m.mutate(emailAddress, {
      onSuccess: () => setSentTo(emailAddress.trim()),
      onError: (err) => {
        if (err instanceof ApiError && err.code === "ERR_VALIDATION") {
          form.setError(
            "emailAddress",
            { type: "server", message: messages["email-invalid"] },
            { shouldFocus: true },
          );
        } else {
          setError(genericMessage(err));
        }
      },
    });
  };

  if (sentTo) {
    return (
      <div className="container">
        <div className={p.narrowPage} data-testid="forgot-password-sent">
          <h1>Check your e-mail</h1>
          <Notice tone="success">
            <p>
              If an account exists for <strong>{sentTo}</strong>, we've sent a link to reset your password.
            </p>
          </Notice>
          <p>
            The link works once and expires after one hour. If it doesn't arrive in a few minutes, check your
            junk folder.
          </p>
          <div className={p.actions}>
            <Link to="/login" className={buttonClass("primary")}>
              Back to sign in
            </Link>
            <button
              type="button"
              className={buttonClass("ghost")}
              onClick={() => {
                setSentTo(null);
                m.reset();
              }}
            >
              Send another link
            </button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="container">
      <div className={p.narrowPage}>
        <h1>Forgot your password?</h1>
        {notice ? <Notice tone="warning">{notice}</Notice> : null}
        <p className={p.lead}>
          Enter the e-mail address you sign in with and we'll send you a link to reset your password.
        </p>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label="Reset your password">
          <TextField
            id="forgot-email"
            label="E-mail address"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={form.formState.errors.emailAddress?.message}
            {...form.register("emailAddress")}
          />
          <button type="submit" className={buttonClass("primary", true)} disabled={m.isPending}>
            {m.isPending ? "Sending…" : "Send reset link"}
          </button>
        </form>
        <p className={p.small}>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      </div>
    </div>
  );
}
