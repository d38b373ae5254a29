import { useId, useState } from "react";
import { Checkbox, Notice } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { createBillingAddress } from "../api/createBillingAddress";
import { useBillingCountries } from "../api/listBillingCountries";
import { selectBillingAddress } from "../api/setBillingAddress";
import { stepMessage } from "../messages";
import { addressLines } from "../rules";
import type { CheckoutSlots } from "../slots";
import type { Checkout } from "../types";
import { AddressFields } from "./AddressFields";
import { SavedAddressChoice } from "./SavedAddressChoice";
import s from "../checkout.module.css";

/** What the billing section shows once it is complete. */
export function BillingSummary({ checkout }: { checkout: Checkout }) {
  if (checkout.billingSameAsDelivery) return <p>Same as delivery address</p>;
  const a = checkout.billingAddress;
  if (!a) return null;
  return (
    <address className={s.address}>
      <span>
        {a.firstName} {a.lastName}
      </span>
      {addressLines(a).map((l) => (
        <span key={l}>{l}</span>
      ))}
    </address>
  );
}

/**
 * The billing address: "Same as delivery address" (on by default for home and express delivery), or
 * a saved address, or a new one with its country (listBillingCountries).
 */
export function BillingStep({
  checkout,
  slots,
  onSaved,
  onCancel,
}: {
  checkout: Checkout;
  slots: CheckoutSlots;
  onSaved: (c: Checkout) => void;
  /** Leave the step as it was (it was complete and the shopper chose Change). */
  onCancel?: (() => void) | undefined;
}) {
  const uid = useId();
  const delivering = checkout.deliveryMode !== "CNC" && Boolean(checkout.deliveryAddress);
  const [same, setSame] = useState(
    delivering && (checkout.billingSameAsDelivery || !checkout.billingAddress),
  );
  const saved = checkout.signedIn ? checkout.savedAddresses : [];
  const currentSaved =
    !checkout.billingSameAsDelivery &&
    checkout.billingAddress?.id &&
    saved.some((a) => a.id === checkout.billingAddress?.id)
      ? checkout.billingAddress.id
      : null;
  const [choice, setChoice] = useState<string | null>(currentSaved ?? saved[0]?.id ?? null);
  const [adding, setAdding] = useState(saved.length === 0);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const countries = useBillingCountries(!same && adding);

  const select = async (addressId: string) => {
    setPending(true);
    setError(null);
    try {
      onSaved(await selectBillingAddress(addressId));
    } catch (err) {
      setError(stepMessage(err));
      return false;
    } finally {
      setPending(false);
    }
    return true;
  };

  return (
    <div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {delivering ? (
        <Checkbox
          id={`${uid}-same`}
          label="Same as delivery address"
          checked={same}
          disabled={pending}
          onChange={(e) => {
            const on = e.target.checked;
            setSame(on);
            if (on) void select("delivery");
          }}
        />
      ) : null}
      {same ? (
        checkout.billingSameAsDelivery ? (
          onCancel ? (
            <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
              Done
            </button>
          ) : null
        ) : (
          <p className={s.status} role="status">
            {pending ? "Saving…" : ""}
          </p>
        )
      ) : saved.length > 0 && !adding ? (
        <SavedAddressChoice
          label="Choose a billing address"
          name={`${uid}-billing`}
          addresses={saved}
          choice={choice}
          onChoose={setChoice}
          allowBlocked
          pending={pending}
          disabled={pending || !choice}
          submitLabel="Use this billing address"
          onSubmit={() => {
            if (choice) void select(choice);
          }}
          onAdd={() => setAdding(true)}
          onCancel={onCancel}
        />
      ) : countries.isPending ? (
        <Skeleton height={240} />
      ) : (
        <AddressFields
          initial={
            checkout.billingAddress && !checkout.billingSameAsDelivery
              ? checkout.billingAddress
              : checkout.deliveryAddress
                ? {
                    firstName: checkout.deliveryAddress.firstName,
                    lastName: checkout.deliveryAddress.lastName,
                  }
                : checkout.cart.pickupStore?.firstName
                  ? {
                      firstName: checkout.cart.pickupStore.firstName,
                      lastName: checkout.cart.pickupStore.lastName ?? "",
                    }
                  : undefined
          }
          slots={slots}
          phone="none"
          countries={countries.data?.countries ?? []}
          formLabel="Billing address"
          submitLabel="Use this billing address"
          pendingLabel="Saving…"
          onCancel={saved.length > 0 ? () => setAdding(false) : onCancel}
          onSubmit={async (v) => {
            try {
              onSaved(
                await createBillingAddress({
                  firstName: v.firstName,
                  lastName: v.lastName,
                  country: v.country,
                  ...v.address,
                }),
              );
              return null;
            } catch (err) {
              return err;
            }
          }}
        />
      )}
    </div>
  );
}
