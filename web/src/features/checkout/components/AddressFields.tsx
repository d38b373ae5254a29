import { useId, useMemo, useRef, useState } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../lib/api";
import { fields, internationalPostcodeRule, msg, zodResolver, zRule } from "../../../lib/validation";
import { Notice, SelectField } from "../../../components/ui/Field";
import { ManualAddressFields } from "../../../components/forms/ManualAddressFields";
import { focusAtEnd, type Unfound } from "../../../components/forms/addressFinder";
import { PersonFields } from "../../../components/forms/PersonFields";
import { PhoneField } from "../../../components/forms/PhoneField";
import { australianAddressRules, personRules } from "../../../components/forms/rules";
import { buttonClass } from "../../../components/ui/Button";
import { fieldErrors, messages, stepMessage } from "../messages";
import type { AddressFields as AddressFieldsInput } from "../api/setDeliveryAddress";
import type { CheckoutSlots } from "../slots";
import type { CheckoutAddress, Country } from "../types";
import s from "../checkout.module.css";

export interface AddressValues {
  firstName: string;
  lastName: string;
  phone: string;
  singleLineId: string;
  singleLineLabel: string;
  line1: string;
  line2: string;
  town: string;
  state: string;
  postalCode: string;
  country: string;
}

/** What the form hands its owner: the name, mobile and country, and the address as the wire has it. */
export interface AddressSubmit {
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  address: AddressFieldsInput;
}

type Mode = "single" | "manual";

const ORDER: (keyof AddressValues)[] = [
  "firstName",
  "lastName",
  "phone",
  "country",
  "singleLineId",
  "line1",
  "line2",
  "town",
  "state",
  "postalCode",
];

const WIRE: Record<string, keyof AddressValues> = {
  firstName: "firstName",
  lastName: "lastName",
  phone: "phone",
  mobileNumber: "phone",
  singleLineId: "singleLineId",
  singleLineLabel: "singleLineId",
  line1: "line1",
  line2: "line2",
  town: "town",
  state: "state",
  postalCode: "postalCode",
  country: "country",
  address: "singleLineId",
};

const requiredText = (label: string) => zRule((v) => (v.trim() ? undefined : msg.required(label)));

function schemaFor(mode: Mode, australian: boolean, phone: "required" | "optional" | "none") {
  const base = {
    ...personRules(),
    ...(phone === "none" ? {} : { phone: fields.mobile(phone === "required") }),
  };
  if (!australian) {
    return z.looseObject({
      ...base,
      country: zRule((v) => (v ? undefined : msg.select("country"))),
      line1: fields.addressLine1(),
      line2: fields.addressLine2(),
      town: requiredText("town or city"),
      postalCode: zRule(internationalPostcodeRule),
    });
  }
  if (mode === "single") return z.looseObject({ ...base, singleLineId: fields.selectedAddress() });
  return z.looseObject({ ...base, ...australianAddressRules() });
}

/**
 * A name and address for the checkout: first and last name, mobile (delivery), the single-line
 * finder with a manual fallback (Australia), or the manual fields with a country (billing). The fields'
 * messages come from lib/validation; the server's field errors go under their fields.
 */
export function AddressFields({
  initial,
  slots,
  phone,
  countries,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  formLabel,
}: {
  initial?: Partial<CheckoutAddress> | undefined;
  slots: CheckoutSlots;
  phone: "required" | "optional" | "none";
  /** With countries (billing), a country select; Australia keeps the finder and the states. */
  countries?: Country[] | undefined;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the address; resolves to the error to show, or null when saved. */
  onSubmit: (v: AddressSubmit) => Promise<unknown>;
  onCancel?: (() => void) | undefined;
  formLabel: string;
}) {
  const uid = useId();
  const id = (n: string) => `${uid}-${n}`;
  const [mode, setMode] = useState<Mode>(
    !slots.finder ? "manual" : initial?.formType === "manual" && initial.line1 ? "manual" : "single",
  );
  const [country, setCountry] = useState(initial?.country || "AU");
  const australian = country === "AU";
  const [formError, setFormError] = useState<string | null>(null);
  // The finder did not know the address: the manual fields say so.
  const [unfound, setUnfound] = useState(false);
  const [pending, setPending] = useState(false);
  const finderInput = useRef<HTMLInputElement>(null);
  const resolver = useMemo(
    () =>
      zodResolver<AddressValues>(schemaFor(mode, australian, phone) as unknown as z.ZodType<AddressValues>),
    [mode, australian, phone],
  );
  const form = useForm<AddressValues>({
    // Checked when the form is submitted, then as the shopper corrects it: checking each field as
    // it is left made an error appear under it on the way to the button, moving the button out
    // from under the pointer between press and release (the first click was lost).
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
    defaultValues: {
      firstName: initial?.firstName ?? "",
      lastName: initial?.lastName ?? "",
      phone: initial?.phone ?? "",
      singleLineId: initial?.singleLineId ?? "",
      singleLineLabel: initial?.singleLineLabel ?? "",
      line1: initial?.line1 ?? "",
      line2: initial?.line2 ?? "",
      town: initial?.town ?? "",
      state: initial?.state && initial.state !== "N/A" ? initial.state : "",
      postalCode: initial?.postalCode ?? "",
      country: initial?.country || "AU",
    },
    resolver,
  });
  const { register, formState, setValue } = form;
  const singleLineId = useWatch({ control: form.control, name: "singleLineId" });
  const effectiveMode: Mode = australian ? mode : "manual";

  function focusFirst(errors: FieldErrors<AddressValues>) {
    const first = ORDER.find((n) => errors[n]);
    if (!first) return;
    if (first === "singleLineId") finderInput.current?.focus();
    else form.setFocus(first);
  }

  const onValid = async (v: AddressValues) => {
    setFormError(null);
    const address: AddressFieldsInput =
      effectiveMode === "single"
        ? { formType: "single", singleLineId: v.singleLineId, singleLineLabel: v.singleLineLabel }
        : {
            formType: "manual",
            line1: v.line1.trim(),
            ...(v.line2.trim() ? { line2: v.line2.trim() } : {}),
            town: v.town.trim(),
            state: australian ? v.state : v.state.trim(),
            postalCode: v.postalCode.trim(),
          };
    setPending(true);
    let err: unknown;
    try {
      err = await onSubmit({
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        phone: v.phone.trim(),
        country,
        address,
      });
    } finally {
      setPending(false);
    }
    if (!err) return;
    if (err instanceof ApiError && err.code === "ERR_ADDRESS_DELIVERY_BLOCKED") {
      const field = effectiveMode === "single" ? "singleLineId" : "line1";
      form.setError(field, { type: "server", message: messages["address-delivery-blocked"] });
      focusFirst({ [field]: { type: "server" } });
      return;
    }
    if (err instanceof ApiError && err.code === "ERR_VALIDATION") {
      const byField = fieldErrors(err, WIRE);
      const names = ORDER.filter((n) => byField[n]);
      if (names.length) {
        names.forEach((n) => form.setError(n, { type: "server", message: byField[n] }));
        focusFirst(Object.fromEntries(names.map((n) => [n, { type: "server" }])));
        return;
      }
    }
    setFormError(stepMessage(err));
  };

  const switchMode = (next: Mode) => {
    form.clearErrors();
    setFormError(null);
    setUnfound(false);
    setMode(next);
    if (next === "single") requestAnimationFrame(() => finderInput.current?.focus());
    else requestAnimationFrame(() => focusAtEnd(id("line1")));
  };

  // To manual entry, asked for or because the finder knows no such address: line 1 takes what
  // was typed as far as it reads as a street line (the focus goes after it, to go on typing).
  const toManual = (u?: Unfound) => {
    switchMode("manual");
    if (u) {
      setUnfound(true);
      if (u.line1) setValue("line1", u.line1);
    }
  };

  const countryField = register("country");

  return (
    <form
      noValidate
      aria-label={formLabel}
      className={s.addressForm}
      onSubmit={(e) => void form.handleSubmit(onValid, focusFirst)(e)}
    >
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <PersonFields id={id} register={register} errors={formState.errors} />
      {phone !== "none" ? (
        <PhoneField
          id={id("phone")}
          label={phone === "required" ? "Mobile number" : "Mobile number (optional)"}
          hint="For delivery updates by SMS."
          error={formState.errors.phone?.message}
          field={register("phone")}
        />
      ) : null}
      {countries ? (
        <SelectField
          id={id("country")}
          label="Country"
          autoComplete="country"
          error={formState.errors.country?.message}
          {...countryField}
          onChange={(e) => {
            void countryField.onChange(e);
            setCountry(e.target.value);
            form.clearErrors(["state", "postalCode", "singleLineId"]);
          }}
        >
          {countries.length === 0 ? <option value="AU">Australia</option> : null}
          {countries.map((c) => (
            <option key={c.isocode} value={c.isocode}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {effectiveMode === "single" ? (
        <slots.AddressFinder
          id={id("finder")}
          label="Address"
          initialText={initial?.singleLineLabel ?? ""}
          selected={singleLineId}
          inputRef={finderInput}
          error={formState.errors.singleLineId?.message}
          onSelect={(sug) => {
            setValue("singleLineId", sug?.id ?? "", { shouldValidate: Boolean(sug) });
            setValue("singleLineLabel", sug?.label ?? "");
          }}
          onManual={toManual}
        />
      ) : (
        <ManualAddressFields
          id={id}
          australian={australian}
          register={register}
          errors={formState.errors}
          unfound={unfound}
          onSearch={slots.finder && australian ? () => switchMode("single") : undefined}
        />
      )}
      <div className={s.actions}>
        <button type="submit" className={buttonClass("primary")} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
