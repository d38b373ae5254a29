import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../ui/Field";

/** A mobile number: a telephone keypad, the browser's autofill, and why we ask in the hint. */
export function PhoneField({
  id,
  field,
  error,
  label = "Mobile number",
  hint,
}: {
  id: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
  label?: string;
  hint?: ReactNode;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      hint={hint}
      error={error}
      {...field}
    />
  );
}
