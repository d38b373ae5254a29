import { useState, type ComponentType, type Ref } from "react";
import type { UseFormReturn } from "react-hook-form";
import { focusAtEnd, type AddressFinderProps, type Unfound } from "../../../components/forms/addressFinder";
import { ManualAddressFields } from "../../../components/forms/ManualAddressFields";
import { PersonFields } from "../../../components/forms/PersonFields";
import { PhoneField } from "../../../components/forms/PhoneField";
import { FieldError, TextField } from "../../../components/ui/Field";
import { messageAt, type AddressMode, type ReturnValues } from "../returnForm";
import s from "../order.module.css";

/**
 * Step 3 of the return form: the sender (name, e-mail, mobile) and the sender's address, by the
 * single-line finder or typed in. The suburb, state and postcode may share one error (location).
 */
export function ReturnSender({
  form,
  id,
  mode,
  singleLineId,
  AddressFinder,
  finder,
  finderInput,
  onSwitchMode,
  onAddressPicked,
}: {
  form: UseFormReturn<ReturnValues>;
  id: (name: string) => string;
  mode: AddressMode;
  singleLineId: string;
  AddressFinder: ComponentType<AddressFinderProps>;
  /** Whether the single-line finder is on (feature singleLineAddressLookup). */
  finder: boolean;
  finderInput: Ref<HTMLInputElement>;
  onSwitchMode: (next: AddressMode) => void;
  /** A suggestion was chosen or cleared: the server's summary no longer stands. */
  onAddressPicked: () => void;
}) {
  const { errors, isSubmitted } = form.formState;
  const locationError = messageAt(errors, "location");
  // The finder did not know the address: the manual fields say so.
  const [unfound, setUnfound] = useState(false);
  const switchMode = (next: AddressMode, u?: Unfound) => {
    setUnfound(Boolean(u));
    onSwitchMode(next);
    if (u?.line1) form.setValue("line1", u.line1);
    // Line 1 takes the focus, after what was carried into it, to go on typing.
    if (next === "manual") requestAnimationFrame(() => focusAtEnd(id("line1")));
  };
  return (
    <section className={s.formCard} aria-labelledby="details-step-title">
      <h2 id="details-step-title" className={s.stepTitle}>
        <span className={s.stepNo} aria-hidden="true">
          3
        </span>
        Your details
      </h2>
      <p className={s.muted}>We'll e-mail your return label and send updates about the return here.</p>
      <PersonFields id={id} register={form.register} errors={errors} />
      <div className={s.pair}>
        <TextField
          id={id("email")}
          label="E-mail address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register("email")}
        />
        <PhoneField
          id={id("phone")}
          hint="Printed on your label, so Australia Post can reach you about the parcel."
          error={errors.phone?.message}
          field={form.register("phone")}
        />
      </div>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>Your address</legend>
        <p className={`${s.muted} ${s.small}`}>
          The sender's address on your prepaid return label. You drop the parcel at any Australia Post outlet.
        </p>
        {mode === "single" ? (
          <AddressFinder
            id={id("finder")}
            inputRef={finderInput}
            selected={singleLineId}
            error={errors.singleLineId?.message}
            onSelect={(sug) => {
              form.setValue("singleLineId", sug?.id ?? "", { shouldValidate: Boolean(sug) && isSubmitted });
              form.setValue("singleLineLabel", sug?.label ?? "");
              onAddressPicked();
            }}
            onManual={(u) => switchMode("manual", u)}
          />
        ) : (
          <ManualAddressFields
            id={id}
            register={form.register}
            errors={errors}
            describedBy={locationError ? `${id("location")}-error` : undefined}
            unfound={unfound}
            onSearch={finder ? () => switchMode("single") : undefined}
            bare
          >
            {locationError ? (
              <div className={s.groupError}>
                <FieldError id={`${id("location")}-error`}>{locationError}</FieldError>
              </div>
            ) : null}
          </ManualAddressFields>
        )}
      </fieldset>
    </section>
  );
}
