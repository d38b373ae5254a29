import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver, zRule } from "../../../lib/validation";
import { TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { Icon } from "../../../components/ui/Icon";
import { lookupEmailRule, lookupProblem, orderNumberRule } from "../messages";
import type { Lookup } from "../types";
import s from "../order.module.css";

const schema = z.object({ orderId: zRule(orderNumberRule), email: zRule(lookupEmailRule) });

/**
 * The order number and e-mail a guest finds an order with (trackOrder, searchOrderForReturn): both
 * trimmed and checked before anything is sent; the server's field errors go on the fields, any other
 * failure in a message at the top that takes the focus. A failure clears the e-mail.
 */
export function LookupForm<T>({
  label,
  submitLabel,
  busyLabel,
  initial,
  find,
  onFound,
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  initial?: Partial<Lookup> | undefined;
  find: (lookup: Lookup) => Promise<T>;
  onFound: (answer: T, lookup: Lookup) => void;
}) {
  const uid = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const form = useForm<Lookup>({
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { orderId: initial?.orderId ?? "", email: initial?.email ?? "" },
    resolver: zodResolver(schema),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const onValid = async (v: Lookup) => {
    const lookup = { orderId: v.orderId.trim(), email: v.email.trim() };
    setProblem(null);
    setBusy(true);
    try {
      const answer = await find(lookup);
      onFound(answer, lookup);
    } catch (err) {
      // The seed's rule: a failed search or track clears the e-mail (the order number stays), so
      // the next try is typed afresh rather than sent again with what may be the wrong address.
      form.setValue("email", "");
      const p = lookupProblem(err);
      const names = (["orderId", "email"] as const).filter((n) => p.fields[n]);
      names.forEach((n, i) =>
        form.setError(n, { type: "server", message: p.fields[n] }, { shouldFocus: i === 0 }),
      );
      if (p.message) setProblem(p.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => void form.handleSubmit(onValid)(e)}
      data-testid="lookup-form"
    >
      {problem ? (
        <div ref={problemRef} className={s.summary} role="alert" tabIndex={-1} data-testid="lookup-error">
          <p className={s.summaryTitle}>
            <Icon name="alert" size={20} />
            {problem}
          </p>
        </div>
      ) : null}
      <TextField
        id={`${uid}-order`}
        label="Order number"
        hint="It's in your order confirmation e-mail, for example 30000123."
        inputMode="numeric"
        autoComplete="off"
        error={errors.orderId?.message}
        {...form.register("orderId")}
      />
      <TextField
        id={`${uid}-email`}
        label="E-mail address"
        hint="The e-mail address you ordered with."
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <button type="submit" className={buttonClass("primary", true)} disabled={busy} aria-disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
