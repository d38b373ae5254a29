import { TextField } from "../ui/Field";
import type { ErrorsOf, Registrar } from "./registrar";
import s from "./forms.module.css";

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
  const fields = (
    <>
      <TextField
        id={id("firstName")}
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register("firstName")}
      />
      <TextField
        id={id("lastName")}
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register("lastName")}
      />
    </>
  );
  return stacked ? fields : <div className={s.pair}>{fields}</div>;
}
