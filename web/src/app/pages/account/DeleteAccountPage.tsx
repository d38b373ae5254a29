import { useState } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../lib/api";
import { fields, zodResolver } from "../../../lib/validation";
import { Checkbox, FieldError, Notice, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { PersonFields } from "../../../components/forms/PersonFields";
import { personRules } from "../../../components/forms/rules";
import { useDeleteAccount } from "../../../features/account/api/deleteAccount";
import { forgetCustomer } from "../../../features/account/api/getSession";
import { useAccountGate } from "../../../features/account/components/AccountGate";
import { fieldErrors, genericMessage, messages } from "../../../features/account/messages";
import { usePageTitle } from "../../usePageTitle";
import p from "./accountPages.module.css";

const CONFIRM = "Please confirm that you understand your account will be deleted";

const schema = z.object({
  email: fields.email(),
  ...personRules(),
  confirm: z.boolean().refine((v) => v, CONFIRM),
});
type Values = z.infer<typeof schema>;

/** Delete account: the shopper confirms who they are and that they understand; then the request screen. */
export default function DeleteAccountPage() {
  usePageTitle("Delete account");
  const client = useQueryClient();
  const navigate = useNavigate();
  const gate = useAccountGate();
  const m = useDeleteAccount();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: "onTouched",
    defaultValues: { email: "", firstName: "", lastName: "", confirm: false },
    resolver: zodResolver(schema),
  });
  const { register, formState } = form;
  const onValid = (v: Values) => {
    setError(null);
    m.mutate(v, {
      onSuccess: (r) => {
        void Promise.resolve(navigate("/account-deletion-requested", { replace: true, state: r })).then(() =>
          forgetCustomer(client),
        );
      },
      onError: (err) => {
        if (gate.handleError(err)) return;
        if (err instanceof ApiError && err.code === "ERR_VALIDATION") {
          const byField = fieldErrors(err);
          const names = Object.keys(byField).filter((n): n is keyof Values => n in schema.shape);
          names.forEach((n, i) =>
            form.setError(n, { type: "server", message: byField[n] }, { shouldFocus: i === 0 }),
          );
          if (!names.length) setError(messages["invalid-data"]);
          return;
        }
        setError(genericMessage(err));
      },
    });
  };
  return (
    <section aria-labelledby="delete-title">
      <h1 id="delete-title">Delete account</h1>
      <Notice tone="warning" title="This can't be undone">
        <p>
          Deleting your account erases your personal details, saved addresses and order history from our
          systems within 2 to 5 business days. You'll be signed out straight away and won't be able to sign in
          again. Orders already placed will still be delivered, and any OnePass membership ends.
        </p>
      </Notice>
      <form
        className={p.panel}
        noValidate
        aria-labelledby="delete-title"
        onSubmit={form.handleSubmit(onValid)}
      >
        <p>To confirm it's you, enter the details on your account.</p>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className={p.formNarrow}>
          <TextField
            id="del-email"
            label="E-mail address"
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register("email")}
          />
          <PersonFields id={(n) => `del-${n}`} register={register} errors={formState.errors} stacked />
          <Checkbox
            id="del-confirm"
            label="I understand that my account and its details will be permanently deleted"
            aria-invalid={formState.errors.confirm ? true : undefined}
            aria-describedby={formState.errors.confirm ? "del-confirm-error" : undefined}
            {...register("confirm")}
          />
          {formState.errors.confirm?.message ? (
            <FieldError id="del-confirm-error">{formState.errors.confirm.message}</FieldError>
          ) : null}
        </div>
        <div className={p.actions}>
          <button type="submit" className={`${buttonClass("primary")} ${p.danger}`} disabled={m.isPending}>
            {m.isPending ? "Sending request…" : "Delete my account"}
          </button>
        </div>
      </form>
    </section>
  );
}
