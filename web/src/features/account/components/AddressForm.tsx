import { useId, useMemo, useRef, useState } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../lib/api";
import { fields, zodResolver } from "../../../lib/validation";
import { Checkbox, Notice } from "../../../components/ui/Field";
import { ManualAddressFields } from "../../../components/forms/ManualAddressFields";
import { focusAtEnd, type Unfound } from "../../../components/forms/addressFinder";
import { PhoneField } from "../../../components/forms/PhoneField";
import { australianAddressRules } from "../../../components/forms/rules";
import { buttonClass } from "../../../components/ui/Button";
import { useCreateAddress } from "../api/createAddress";
import { useEditAddress } from "../api/editAddress";
import { useSetDefaultAddress } from "../api/setDefaultAddress";
import { fieldErrors, genericMessage, messages } from "../messages";
import type { Address, AddressFormType, AddressInput } from "../types";
import { AddressFinder } from "./AddressFinder";
import s from "./account.module.css";

interface Values {
  singleLineId: string;
  singleLineLabel: string;
  line1: string;
  line2: string;
  town: string;
  state: string;
  postalCode: string;
  phone: string;
  makeDefault: boolean;
}

const singleSchema = z.looseObject({ singleLineId: fields.selectedAddress(), phone: fields.mobile(false) });
const manualSchema = z.looseObject({ ...australianAddressRules(), phone: fields.mobile(false) });

/** Field order on screen, for moving focus to the first invalid one. */
const ORDER: Record<AddressFormType, (keyof Values)[]> = {
  single: ["singleLineId", "phone"],
  manual: ["line1", "line2", "town", "state", "postalCode", "phone"],
};

const WIRE_NAMES: Record<string, keyof Values> = {
  singleLineLabel: "singleLineId",
  singleLineId: "singleLineId",
  line1: "line1",
  line2: "line2",
  town: "town",
  state: "state",
  postalCode: "postalCode",
  phone: "phone",
};

/**
 * Add or edit an address: the single-line finder first, or the manual fields (line 1, line 2,
 * suburb, state, postcode); the shopper's mobile goes as the address's phone.
 */
export function AddressForm({
  address,
  finder = true,
  onSaved,
  onCancel,
  onGone,
  onLoginRequired,
}: {
  /** The address to edit; a new one without. */
  address?: Address | undefined;
  /** The single-line lookup is on (feature singleLineAddressLookup). */
  finder?: boolean;
  onSaved: (a: Address) => void;
  onCancel: () => void;
  /** The address is no longer the customer's (ERR_ADDRESS_UNAVAILABLE): close without an error. */
  onGone: () => void;
  onLoginRequired: (err: unknown) => boolean;
}) {
  const uid = useId();
  const id = (n: string) => `${uid}-${n}`;
  const create = useCreateAddress();
  const edit = useEditAddress();
  const setDefault = useSetDefaultAddress();
  const pending = create.isPending || edit.isPending || setDefault.isPending;
  const [mode, setMode] = useState<AddressFormType>(
    !finder
      ? "manual"
      : address
        ? address.formType === "single" && address.singleLineId
          ? "single"
          : "manual"
        : "single",
  );
  const [error, setError] = useState<string | null>(null);
  // The finder did not know the address: the manual fields say so.
  const [unfound, setUnfound] = useState(false);
  const finderInput = useRef<HTMLInputElement>(null);
  const resolver = useMemo(
    () =>
      zodResolver<Values>((mode === "single" ? singleSchema : manualSchema) as unknown as z.ZodType<Values>),
    [mode],
  );
  const form = useForm<Values>({
    // Checked when the form is submitted, then as the shopper corrects it: checking each field as
    // it is left made an error appear under it on the way to the button, moving the button out
    // from under the pointer between press and release (the first click was lost).
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false, // the finder is not a registered input: focus is moved below
    defaultValues: {
      singleLineId: address?.singleLineId ?? "",
      singleLineLabel: address?.singleLineLabel ?? "",
      line1: address?.line1 ?? "",
      line2: address?.line2 ?? "",
      town: address?.town ?? "",
      state: address?.state && address.state !== "N/A" ? address.state : "",
      postalCode: address?.postalCode ?? "",
      phone: address?.phone ?? "",
      makeDefault: false,
    },
    resolver,
  });
  const { register, formState, setValue } = form;
  const singleLineId = useWatch({ control: form.control, name: "singleLineId" });

  function focusFirst(errors: FieldErrors<Values>) {
    const first = ORDER[mode].find((n) => errors[n]);
    if (!first) return;
    if (first === "singleLineId") finderInput.current?.focus();
    else form.setFocus(first);
  }

  const onValid = (v: Values) => {
    setError(null);
    const input: AddressInput =
      mode === "single"
        ? {
            formType: "single",
            singleLineId: v.singleLineId,
            singleLineLabel: v.singleLineLabel,
            phone: v.phone,
          }
        : {
            formType: "manual",
            line1: v.line1,
            line2: v.line2,
            town: v.town,
            state: v.state,
            postalCode: v.postalCode,
            phone: v.phone,
          };
    const onError = (err: unknown) => {
      if (onLoginRequired(err)) return;
      if (err instanceof ApiError && err.code === "ERR_ADDRESS_UNAVAILABLE") {
        onGone();
        return;
      }
      if (err instanceof ApiError && err.code === "ERR_VALIDATION") {
        const byField = fieldErrors(err, WIRE_NAMES);
        const names = ORDER[mode].filter((n) => byField[n]);
        if (names.length) {
          names.forEach((n) => form.setError(n, { type: "server", message: byField[n] }));
          focusFirst(Object.fromEntries(names.map((n) => [n, { type: "server" }])));
          return;
        }
        setError(messages["invalid-data"]);
        return;
      }
      setError(genericMessage(err));
    };
    const onSuccess = (saved: Address) => {
      if (v.makeDefault && !saved.defaultAddress) {
        setDefault.mutate(saved.id, { onSettled: () => onSaved(saved) });
      } else {
        onSaved(saved);
      }
    };
    if (address) edit.mutate({ id: address.id, address: input }, { onSuccess, onError });
    else create.mutate(input, { onSuccess, onError });
  };

  const switchMode = (next: AddressFormType) => {
    form.clearErrors();
    setError(null);
    setUnfound(false);
    setMode(next);
  };

  // To manual entry, asked for or because the finder knows no such address: line 1 takes what
  // was typed as far as it reads as a street line, and the focus, after it, to go on typing.
  const toManual = (u?: Unfound) => {
    switchMode("manual");
    if (u) {
      setUnfound(true);
      if (u.line1) setValue("line1", u.line1);
    }
    requestAnimationFrame(() => focusAtEnd(id("line1")));
  };

  return (
    <form
      noValidate
      aria-label={address ? "Edit address" : "Add an address"}
      onSubmit={(e) => void form.handleSubmit(onValid, focusFirst)(e)}
      data-testid="address-form"
    >
      {error ? <Notice tone="error">{error}</Notice> : null}
      {mode === "single" ? (
        <AddressFinder
          id={id("finder")}
          inputRef={finderInput}
          initialText={address?.singleLineLabel ?? ""}
          selected={singleLineId}
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
          register={form.register}
          errors={formState.errors}
          unfound={unfound}
          onSearch={finder ? () => switchMode("single") : undefined}
        />
      )}
      <PhoneField
        id={id("phone")}
        label="Mobile number (optional)"
        hint="For delivery updates by SMS."
        error={formState.errors.phone?.message}
        field={register("phone")}
      />
      {!address?.defaultAddress ? (
        <Checkbox id={id("default")} label="Make this my default address" {...register("makeDefault")} />
      ) : null}
      <div className={s.formActions}>
        <button type="submit" className={buttonClass("primary")} disabled={pending}>
          {pending ? "Saving…" : "Save address"}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
