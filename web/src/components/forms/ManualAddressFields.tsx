import type { ReactNode } from "react";
import { STATES } from "../../lib/validation";
import { SelectField, TextField } from "../ui/Field";
import { PostcodeField } from "./PostcodeField";
import type { ErrorsOf, Registrar } from "./registrar";
import s from "./forms.module.css";

type LineName = "line1" | "line2" | "town" | "state" | "postalCode";

/** Line 1's hint when the finder did not know the address. */
const UNFOUND = "We couldn't find that address, so please type it in.";

/**
 * An address typed in: street, apartment, suburb (town or city abroad), state (a select of the
 * Australian states, free text abroad) and postcode, with the way back to the single-line finder.
 * The owner registers the fields; an Australian address's rules are australianAddressRules().
 */
export function ManualAddressFields({
  id,
  register,
  errors,
  australian = true,
  describedBy,
  onSearch,
  bare = false,
  unfound = false,
  children,
}: {
  /** The form's id for a field name. */
  id: (name: string) => string;
  register: Registrar<LineName>;
  errors: ErrorsOf<LineName>;
  australian?: boolean;
  /** A message the suburb and postcode are also described by (an error about them together). */
  describedBy?: string | undefined;
  /** The finder is on: a "Search for your address instead" button switches back to it. */
  onSearch?: (() => void) | undefined;
  /** Within the owner's own fieldset: no fieldset of its own. */
  bare?: boolean;
  /**
   * The finder did not know the address typed into it (the form switched here by itself): line 1
   * says so, as its hint, which is read out when it takes the focus.
   */
  unfound?: boolean;
  /** Drawn under the state and postcode (a message about them together). */
  children?: ReactNode;
}) {
  const lines = (
    <>
      <TextField
        id={id("line1")}
        label="Street address"
        hint={unfound ? UNFOUND : undefined}
        autoComplete="address-line1"
        error={errors.line1?.message}
        {...register("line1")}
      />
      <TextField
        id={id("line2")}
        label="Apartment, unit or building (optional)"
        autoComplete="address-line2"
        error={errors.line2?.message}
        {...register("line2")}
      />
      <TextField
        id={id("town")}
        label={australian ? "Suburb" : "Town or city"}
        autoComplete="address-level2"
        error={errors.town?.message}
        aria-describedby={describedBy}
        {...register("town")}
      />
      <div className={s.pair}>
        {australian ? (
          <SelectField
            id={id("state")}
            label="State"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register("state")}
          >
            <option value="">Select</option>
            {STATES.map((st) => (
              <option key={st} value={st}>
                {st}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            id={id("state")}
            label="State or region (optional)"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register("state")}
          />
        )}
        <PostcodeField
          id={id("postalCode")}
          field={register("postalCode")}
          error={errors.postalCode?.message}
          australian={australian}
          describedBy={describedBy}
        />
      </div>
      {children}
      {onSearch ? (
        <button type="button" className={`link-button ${s.switchMode}`} onClick={onSearch}>
          Search for your address instead
        </button>
      ) : null}
    </>
  );
  if (bare) return lines;
  return (
    <fieldset className={s.fieldset}>
      <legend className="visually-hidden">Address</legend>
      {lines}
    </fieldset>
  );
}
