import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../lib/api";
import { fields, zodResolver } from "../../../lib/validation";
import { PersonFields } from "../../../components/forms/PersonFields";
import { PhoneField } from "../../../components/forms/PhoneField";
import { personRules } from "../../../components/forms/rules";
import { Notice } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { setPickupContact } from "../api/setPickupDetails";
import { fieldErrors, stepMessage } from "../messages";
import { BASKET_PATH, storeLines } from "../rules";
import type { Checkout } from "../types";
import s from "../checkout.module.css";

interface PickupValues {
  firstName: string;
  lastName: string;
  mobileNumber: string;
}

const pickupSchema = z.looseObject({ ...personRules(), mobileNumber: fields.mobile(true) });

/** Click and collect: the store, and who collects (name and the mobile we text when it is ready). */
export function PickupForm({
  checkout,
  shopperName,
  onSaved,
  onCancel,
}: {
  checkout: Checkout;
  shopperName: { firstName: string; lastName: string };
  onSaved: () => Promise<unknown>;
  onCancel?: (() => void) | undefined;
}) {
  const uid = useId();
  const store = checkout.cart.pickupStore;
  const [error, setError] = useState<string | null>(null);
  const resolver = useMemo(
    () => zodResolver<PickupValues>(pickupSchema as unknown as z.ZodType<PickupValues>),
    [],
  );
  const form = useForm<PickupValues>({
    // Checked when the form is submitted, then as the shopper corrects it: checking each field as
    // it is left made an error appear under it on the way to the button, moving the button out
    // from under the pointer between press and release (the first click was lost).
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      firstName: store?.firstName || shopperName.firstName,
      lastName: store?.lastName || shopperName.lastName,
      mobileNumber: store?.mobileNumber ?? "",
    },
    resolver,
  });
  const { register, formState } = form;
  if (!store) {
    return (
      <Notice tone="warning">
        <p>
          Choose a store for click &amp; collect in your basket. <Link to={BASKET_PATH}>Back to basket</Link>
        </p>
      </Notice>
    );
  }
  const onValid = async (v: PickupValues) => {
    setError(null);
    try {
      await setPickupContact(store, { ...v, ...(checkout.email ? { email: checkout.email } : {}) });
      await onSaved();
    } catch (err) {
      if (err instanceof ApiError && err.code === "ERR_VALIDATION") {
        const byField = fieldErrors(err, { mobileNumber: "mobileNumber", phone: "mobileNumber" });
        const names = (["firstName", "lastName", "mobileNumber"] as const).filter((n) => byField[n]);
        if (names.length) {
          names.forEach((n, i) =>
            form.setError(n, { type: "server", message: byField[n] }, { shouldFocus: i === 0 }),
          );
          return;
        }
      }
      setError(stepMessage(err));
    }
  };
  return (
    <div>
      <div className={s.storeCard}>
        <p className={s.storeName}>{storeLines(store)[0]}</p>
        <p className={s.muted}>{storeLines(store).slice(1).join(", ")}</p>
        {store.collectionPoint ? <p className={s.muted}>Collect from: {store.collectionPoint}</p> : null}
      </div>
      <form
        noValidate
        aria-label="Who is collecting"
        className={s.narrow}
        onSubmit={(e) => void form.handleSubmit(onValid)(e)}
      >
        <h3 className={s.subTitle}>Who is collecting?</h3>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <PersonFields
          id={(n) => `${uid}-${n === "firstName" ? "first" : "last"}`}
          register={register}
          errors={formState.errors}
        />
        <PhoneField
          id={`${uid}-mobile`}
          hint="We'll text when your order is ready to collect."
          error={formState.errors.mobileNumber?.message}
          field={register("mobileNumber")}
        />
        <div className={s.actions}>
          <button type="submit" className={buttonClass("primary")} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Saving…" : "Save collection details"}
          </button>
          {onCancel ? (
            <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
