import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../lib/api";
import { fields, zodResolver } from "../../../lib/validation";
import { Notice, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { setDeliveryAddress, setPickupContact } from "../api";
import { fieldErrors, messages, stepMessage } from "../messages";
import { addressLines, autoSelectAddress, BASKET_PATH } from "../rules";
import type { CheckoutSlots } from "../slots";
import type { Checkout, CheckoutAddress, DeliveryAddressAnswer, PickupStore } from "../types";
import { AddressFields } from "./AddressFields";
import s from "../checkout.module.css";

/** The chosen delivery mode and the way back to the basket to change it. */
export function DeliveryModeLine({ checkout }: { checkout: Checkout }) {
  const mode = checkout.cart.deliveryMode;
  return (
    <p className={s.modeLine}>
      <span>
        {mode ? (
          <>
            <span className={s.muted}>Delivery method: </span>
            <strong>{mode.name}</strong>
          </>
        ) : (
          <strong>Gift card delivery</strong>
        )}
      </span>
      <Link to={BASKET_PATH} className={s.inlineAction}>
        Change delivery method
      </Link>
    </p>
  );
}

export function storeLines(st: PickupStore): string[] {
  const town = st.town ?? st.address?.town ?? "";
  const postalCode = st.postalCode ?? st.address?.postalCode ?? "";
  const state = st.state ?? st.address?.state ?? "";
  return [
    st.displayName || st.name || st.storeName || `Store ${st.storeNumber}`,
    [town, state, postalCode].filter(Boolean).join(" "),
  ].filter(Boolean);
}

/** What the delivery section shows once it is complete. */
export function DeliverySummary({ checkout }: { checkout: Checkout }) {
  const st = checkout.cart.pickupStore;
  if (checkout.deliveryMode === "CNC" && st) {
    return (
      <div>
        <p>
          <strong>Click &amp; collect</strong> from {storeLines(st).join(", ")}
        </p>
        {st.firstName ? (
          <p className={s.muted}>
            Collected by {st.firstName} {st.lastName}
            {st.mobileNumber ? `, ${st.mobileNumber}` : ""}
          </p>
        ) : null}
      </div>
    );
  }
  const a = checkout.deliveryAddress;
  if (!a) return null;
  return (
    <div>
      <p>
        <strong>{checkout.cart.deliveryMode?.name ?? "Delivery"}</strong> to {a.firstName} {a.lastName}
      </p>
      <address className={s.address}>
        {addressLines(a).map((l) => (
          <span key={l}>{l}</span>
        ))}
      </address>
    </div>
  );
}

/**
 * The delivery section: for home and express delivery the address (a signed-in customer's saved
 * addresses, or a name, mobile and address); for click and collect the store and who collects.
 */
export function DeliveryStep({
  checkout,
  slots,
  shopperName,
  onSaved,
  onPickupSaved,
  onCancel,
}: {
  checkout: Checkout;
  slots: CheckoutSlots;
  shopperName: { firstName: string; lastName: string };
  onSaved: (c: Checkout, feeChanged: boolean) => void;
  /** The pickup contact answers the cart's pickup store, not the checkout: the checkout is read again. */
  onPickupSaved: () => Promise<unknown>;
  /** Leave the step as it was (it was complete and the shopper chose Change). */
  onCancel?: (() => void) | undefined;
}) {
  return (
    <div>
      <DeliveryModeLine checkout={checkout} />
      {checkout.deliveryMode === "CNC" ? (
        <PickupForm
          checkout={checkout}
          shopperName={shopperName}
          onSaved={onPickupSaved}
          onCancel={onCancel}
        />
      ) : (
        <DeliveryAddress
          checkout={checkout}
          slots={slots}
          shopperName={shopperName}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      )}
    </div>
  );
}

async function send(input: Parameters<typeof setDeliveryAddress>[0]): Promise<DeliveryAddressAnswer> {
  return setDeliveryAddress(input);
}

function DeliveryAddress({
  checkout,
  slots,
  shopperName,
  onSaved,
  onCancel,
}: {
  checkout: Checkout;
  slots: CheckoutSlots;
  shopperName: { firstName: string; lastName: string };
  onSaved: (c: Checkout, feeChanged: boolean) => void;
  onCancel?: (() => void) | undefined;
}) {
  const uid = useId();
  const saved = useMemo(() => (checkout.signedIn ? checkout.savedAddresses : []), [checkout]);
  const auto = useMemo(() => autoSelectAddress(saved), [saved]);
  const current =
    checkout.deliveryAddress?.id && saved.some((a) => a.id === checkout.deliveryAddress?.id)
      ? checkout.deliveryAddress.id
      : null;
  const [choice, setChoice] = useState<string | null>(current ?? auto.selected);
  const [adding, setAdding] = useState(saved.length === 0);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const autoSaved = useRef(false);

  const chooseSaved = async (id: string) => {
    setPending(true);
    setError(null);
    try {
      const c = await send({ id });
      onSaved(c, Boolean(c.deliveryFeeChanged));
    } catch (err) {
      setError(
        err instanceof ApiError && err.code === "ERR_ADDRESS_DELIVERY_BLOCKED"
          ? messages["address-delivery-blocked"]
          : stepMessage(err),
      );
    } finally {
      setPending(false);
    }
  };

  // The only saved address, when it is not a parcel locker, is used without a click (seed 000 §4).
  useEffect(() => {
    if (autoSaved.current || checkout.deliveryAddress || !auto.save || !auto.selected) return;
    autoSaved.current = true;
    void chooseSaved(auto.selected);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto, checkout.deliveryAddress]);

  if (saved.length > 0 && !adding) {
    return (
      <form
        noValidate
        aria-label="Choose a delivery address"
        onSubmit={(e) => {
          e.preventDefault();
          if (!choice) {
            setError("Please select an address");
            return;
          }
          void chooseSaved(choice);
        }}
      >
        {error ? (
          <Notice tone="error" id={`${uid}-error`}>
            {error}
          </Notice>
        ) : null}
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>Your saved addresses</legend>
          <ul className={s.radioList}>
            {saved.map((a) => (
              <SavedAddressOption
                key={a.id}
                name={`${uid}-address`}
                address={a}
                checked={choice === a.id}
                onChange={() => {
                  setChoice(a.id);
                  setError(null);
                }}
              />
            ))}
          </ul>
        </fieldset>
        <div className={s.actions}>
          <button type="submit" className={buttonClass("primary")} disabled={pending}>
            {pending ? "Saving…" : "Deliver to this address"}
          </button>
          <button type="button" className={buttonClass("secondary")} onClick={() => setAdding(true)}>
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

  const initial: Partial<CheckoutAddress> | undefined =
    checkout.deliveryAddress && !current
      ? checkout.deliveryAddress
      : { firstName: shopperName.firstName, lastName: shopperName.lastName };

  return (
    <AddressFields
      initial={initial}
      slots={slots}
      phone="required"
      formLabel="Delivery address"
      submitLabel="Use this address"
      pendingLabel="Saving…"
      onCancel={saved.length > 0 ? () => setAdding(false) : onCancel}
      onSubmit={async (v) => {
        try {
          const c = await send({
            firstName: v.firstName,
            lastName: v.lastName,
            phone: v.phone,
            ...v.address,
          });
          onSaved(c, Boolean(c.deliveryFeeChanged));
          return null;
        } catch (err) {
          return err;
        }
      }}
    />
  );
}

/** One saved address as a radio; a parcel locker cannot be chosen for delivery. */
export function SavedAddressOption({
  name,
  address: a,
  checked,
  onChange,
  allowBlocked = false,
}: {
  name: string;
  address: CheckoutAddress;
  checked: boolean;
  onChange: () => void;
  allowBlocked?: boolean;
}) {
  const id = `${name}-${a.id}`;
  const blocked = a.isBlocked && !allowBlocked;
  return (
    <li className={`${s.radioCard} ${checked ? s.radioChecked : ""}`}>
      <input
        type="radio"
        id={id}
        name={name}
        value={a.id}
        checked={checked}
        disabled={blocked}
        onChange={onChange}
        aria-describedby={blocked ? `${id}-blocked` : undefined}
      />
      <label htmlFor={id}>
        <span className={s.radioTitle}>
          {[a.firstName, a.lastName].filter(Boolean).join(" ")}
          {a.defaultAddress ? <span className={s.tag}>Default</span> : null}
        </span>
        <span className={s.muted}>{addressLines(a).join(", ")}</span>
        {blocked ? (
          <span id={`${id}-blocked`} className={s.blockedNote}>
            Parcel locker: {messages["address-delivery-blocked"]}
          </span>
        ) : null}
      </label>
    </li>
  );
}

// --- click and collect --------------------------------------------------------------------------------

interface PickupValues {
  firstName: string;
  lastName: string;
  mobileNumber: string;
}

const pickupSchema = z.looseObject({
  firstName: fields.firstName(),
  lastName: fields.lastName(),
  mobileNumber: fields.mobile(true),
});

function PickupForm({
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
        <div className={s.pair}>
          <TextField
            id={`${uid}-first`}
            label="First name"
            autoComplete="given-name"
            error={formState.errors.firstName?.message}
            {...register("firstName")}
          />
          <TextField
            id={`${uid}-last`}
            label="Last name"
            autoComplete="family-name"
            error={formState.errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <TextField
          id={`${uid}-mobile`}
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="We'll text when your order is ready to collect."
          error={formState.errors.mobileNumber?.message}
          {...register("mobileNumber")}
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
