import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../ui/Field";

/** A postcode: four digits in Australia (the number pad), up to ten characters elsewhere. */
export function PostcodeField({
  id,
  field,
  error,
  australian = true,
  describedBy,
}: {
  id: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
  australian?: boolean;
  /** Another message this field is described by (an error about the suburb, state and postcode together). */
  describedBy?: string | undefined;
}) {
  return (
    <TextField
      id={id}
      label="Postcode"
      inputMode={australian ? "numeric" : "text"}
      autoComplete="postal-code"
      maxLength={australian ? 4 : 10}
      error={error}
      aria-describedby={describedBy}
      {...field}
    />
  );
}
