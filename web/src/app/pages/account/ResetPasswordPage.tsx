import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../lib/api";
import { fields, zodResolver } from "../../../lib/validation";
import { Notice } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { useSetPassword } from "../../../features/account/api/setPassword";
import { genericMessage, messages } from "../../../features/account/messages";
import { ACCOUNT_HOME, safeRedirect } from "../../../features/account/navigation";
import { PasswordField } from "../../../features/account/components/PasswordField";
import { usePageTitle } from "../../usePageTitle";
import p from "./accountPages.module.css";

const MISMATCH = "The passwords don't match. Please enter the same password twice.";

const schema = z.object({ password: fields.newPassword(), confirm: z.string() }).superRefine((v, ctx) => {
  if (!v.confirm)
    ctx.addIssue({ code: "custom", path: ["confirm"], message: "Please confirm your new password" });
  else if (v.confirm !== v.password) ctx.addIssue({ code: "custom", path: ["confirm"], message: MISMATCH });
});
type Values = z.infer<typeof schema>;

/**
 * Reset password (/reset-password?token=…): a new password twice. No token: back to forgot password
 * with a notice. An invalid, expired or used token ends here with a way to ask for a new link.
 */
export default function ResetPasswordPage() {
  usePageTitle("Choose a new password");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const m = useSetPassword();
  const [invalidToken, setInvalidToken] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: "onTouched",
    defaultValues: { password: "", confirm: "" },
    resolver: zodResolver(schema),
  });

  if (!token) return <Navigate to="/forgot-password?notice=missing-token" replace />;

  const onValid = ({ password }: Values) => {
    setError(null);
    m.mutate(
      { password, token },
      {
        onSuccess: (r) => navigate(safeRedirect(r.redirectUrl) ?? ACCOUNT_HOME, { replace: true }),
        onError: (err) => {
          const code = err instanceof ApiError ? err.code : "";
          switch (code) {
            case "ERR_PASSWORDRESET_INVALID_TOKEN":
            case "ERR_PASSWORDRESET_GENERAL":
              setInvalidToken(true);
              return;
            case "WEAK_PASSWORD":
            case "ERR_VALIDATION":
              form.setError(
                "password",
                { type: "server", message: messages["insecure-password"] },
                { shouldFocus: true },
              );
              return;
            case "REUSE_PASSWORD":
              form.setError(
                "password",
                { type: "server", message: messages["reuse-password"] },
                { shouldFocus: true },
              );
              return;
            default:
              setError(genericMessage(err));
          }
        },
      },
    );
  };

  return (
    <div className="container">
      <div className={p.narrowPage}>
        <h1>Choose a new password</h1>
        {invalidToken ? (
          <div data-testid="reset-invalid-token">
            <Notice tone="error">{messages["invalid-token"]}</Notice>
            <Link to="/forgot-password" className={buttonClass("primary", true)}>
              Request a new link
            </Link>
          </div>
        ) : (
          <>
            {error ? <Notice tone="error">{error}</Notice> : null}
            <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label="Choose a new password">
              <PasswordField
                id="reset-password"
                label="New password"
                autoComplete="new-password"
                hint="6 to 32 characters, without ~ or spaces."
                error={form.formState.errors.password?.message}
                {...form.register("password")}
              />
              <PasswordField
                id="reset-confirm"
                label="Confirm new password"
                autoComplete="new-password"
                error={form.formState.errors.confirm?.message}
                {...form.register("confirm")}
              />
              <button type="submit" className={buttonClass("primary", true)} disabled={m.isPending}>
                {m.isPending ? "Saving…" : "Save new password"}
              </button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
