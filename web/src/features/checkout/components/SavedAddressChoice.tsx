import type { ReactNode } from "react";
import { buttonClass } from "../../../components/ui/Button";
import type { SavedAddress } from "../types";
import { SavedAddressOption } from "./SavedAddressOption";
import s from "../checkout.module.css";

/**
 * A signed-in customer's saved addresses as radios, with the way to use the chosen one, to add a new
 * one, or (when the step was complete) to leave it as it was. The delivery and billing steps use it.
 */
export function SavedAddressChoice({
  label,
  name,
  addresses,
  choice,
  onChoose,
  allowBlocked = false,
  pending,
  disabled,
  submitLabel,
  onSubmit,
  onAdd,
  onCancel,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  /** The radios' name. */
  name: string;
  addresses: readonly SavedAddress[];
  choice: string | null;
  onChoose: (id: string) => void;
  /** A parcel locker may be chosen (billing). */
  allowBlocked?: boolean;
  pending: boolean;
  disabled: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onAdd: () => void;
  onCancel?: (() => void) | undefined;
  /** Drawn above the addresses (the step's error). */
  children?: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>Your saved addresses</legend>
        <ul className={s.radioList}>
          {addresses.map((a) => (
            <SavedAddressOption
              key={a.id}
              name={name}
              address={a}
              checked={choice === a.id}
              allowBlocked={allowBlocked}
              onChange={() => onChoose(a.id)}
            />
          ))}
        </ul>
      </fieldset>
      <div className={s.actions}>
        <button type="submit" className={buttonClass("primary")} disabled={disabled}>
          {pending ? "Saving…" : submitLabel}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onAdd}>
          Add a new address
        </button>
        {onCancel ? (
          <button type="button" className={`link-button ${s.rowLink}`} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
