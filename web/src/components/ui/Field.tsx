import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from "react";
import { Icon } from "./Icon";
import s from "./field.module.css";

/** The ids a field's label, hint and error use, so aria-describedby links them. */
export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

/** A field's error: under the field in the error colour with an icon, announced when it appears. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={s.error} role="alert">
      <Icon name="alert" size={16} />
      <span>{children}</span>
    </div>
  );
}

interface FieldFrame {
  id: string;
  label: ReactNode;
  /** The message under the field (a string, or text with a link). */
  error?: ReactNode;
  hint?: ReactNode;
  /** Drawn inside the control's box at its end (the password field's Show button). */
  trailing?: ReactNode;
}

function describedBy(id: string, hint: unknown, error: unknown, extra?: string) {
  const ids = fieldIds(id);
  return [hint ? ids.hint : "", error ? ids.error : "", extra ?? ""].filter(Boolean).join(" ") || undefined;
}

/** A labelled text input (label above, hint, error linked by aria-describedby). */
export function TextField({
  id,
  label,
  error,
  hint,
  trailing,
  ref,
  className,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const ids = fieldIds(id);
  return (
    <div className={[s.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      {hint ? (
        <div id={ids.hint} className={s.hint}>
          {hint}
        </div>
      ) : null}
      <div className={s.control}>
        <input
          id={id}
          ref={ref}
          className={s.input}
          {...input}
          aria-invalid={error ? true : input["aria-invalid"]}
          aria-describedby={describedBy(id, hint, error, input["aria-describedby"])}
        />
        {trailing}
      </div>
      {error ? <FieldError id={ids.error}>{error}</FieldError> : null}
    </div>
  );
}

/** A labelled select. */
export function SelectField({
  id,
  label,
  error,
  hint,
  ref,
  children,
  ...select
}: Omit<FieldFrame, "trailing"> &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; children: ReactNode }) {
  const ids = fieldIds(id);
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      {hint ? (
        <div id={ids.hint} className={s.hint}>
          {hint}
        </div>
      ) : null}
      <select
        id={id}
        ref={ref}
        className={s.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {children}
      </select>
      {error ? <FieldError id={ids.error}>{error}</FieldError> : null}
    </div>
  );
}

/** A checkbox with its label beside it; the whole row is the 44 px target. */
export function Checkbox({
  id,
  label,
  hint,
  ref,
  ...input
}: { id: string; label: ReactNode; hint?: ReactNode; ref?: Ref<HTMLInputElement> } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type"
>) {
  const ids = fieldIds(id);
  return (
    <div className={s.check}>
      <input id={id} ref={ref} type="checkbox" aria-describedby={hint ? ids.hint : undefined} {...input} />
      <label htmlFor={id}>
        {label}
        {hint ? (
          <span id={ids.hint} className={s.hint}>
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}

type Tone = "error" | "info" | "success" | "warning";

/**
 * A message box for a whole form or page: an error or warning is announced at once (role=alert), a
 * success or information politely (role=status).
 */
export function Notice({
  tone = "info",
  title,
  children,
  id,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  id?: string;
}) {
  const icon = tone === "success" ? "check" : tone === "info" ? "help" : "alert";
  return (
    <div
      id={id}
      className={`${s.notice} ${s[`tone_${tone}`] ?? ""}`}
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
    >
      <Icon name={icon} size={20} />
      <div>
        {title ? <p className={s.noticeTitle}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
