// How a shared form part takes its fields from the owner's react-hook-form: the owner's own
// `register` and `formState.errors`, narrowed to the names the part draws, so each part works with
// any form that has those fields.
import type { UseFormRegisterReturn } from "react-hook-form";

/** The owner's `register`, for the part's field names. */
export type Registrar<N extends string> = (name: N) => UseFormRegisterReturn;

/** The owner's `formState.errors`, for the part's field names. */
export type ErrorsOf<N extends string> = Partial<Record<N, { message?: string | undefined } | undefined>>;
