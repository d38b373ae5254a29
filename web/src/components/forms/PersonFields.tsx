import { TextField } from "../ui/Field";
import type { ErrorsOf, Registrar } from "./registrar";
import s from "./forms.module.css";

const NAMES = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
] as const;

/**
 * First and last name, side by side (or one above the other where the form is a single column, as
 * the sign-up form is). The owner registers the fields; their rules are personRules().
 */
export function PersonFields({
  id,
  register,
  errors,
  stacked = false,
}: {
  /** The form's id for a field name. */
  id: (name: string) => string;
  register: Registrar<"firstName" | "lastName">;
  errors: ErrorsOf<"firstName" | "lastName">;
  stacked?: boolean;
}) {
  const fields = NAMES.map(({ name, label, autoComplete }) => (
    <TextField
      key={name}
      id={id(name)}
      label={label}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...register(name)}
    />
  ));
  return stacked ? <>{fields}</> : <div className={s.pair}>{fields}</div>;
}
