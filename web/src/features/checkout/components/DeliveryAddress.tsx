import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from "react";
import { ApiError } from "../../../lib/api";
import { Notice } from "../../../components/ui/Field";
import { setDeliveryAddress } from "../api/setDeliveryAddress";
import { messages, stepMessage } from "../messages";
import { autoSelectAddress } from "../rules";
import type { CheckoutSlots } from "../slots";
import type { Checkout, CheckoutAddress, DeliveryAddressAnswer } from "../types";
import { AddressFields } from "./AddressFields";
import { SavedAddressChoice } from "./SavedAddressChoice";

async function send(input: Parameters<typeof setDeliveryAddress>[0]): Promise<DeliveryAddressAnswer> {
  return setDeliveryAddress(input);
}

/**
 * Home and express delivery: a signed-in customer's saved addresses (the only one, unless it is a
 * parcel locker, used without a click), or a name, mobile and address.
 */
export function DeliveryAddress({
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

  // The only saved address, when it is not a parcel locker, is used without a click
  // (docs/checkout.md, "The page": saved addresses). The effect runs when the saved addresses
  // or the delivery address change, not when chooseSaved is made anew on each render.
  const chooseAuto = useEffectEvent((id: string) => void chooseSaved(id));
  useEffect(() => {
    if (autoSaved.current || checkout.deliveryAddress || !auto.save || !auto.selected) return;
    autoSaved.current = true;
    chooseAuto(auto.selected);
  }, [auto, checkout.deliveryAddress]);

  if (saved.length > 0 && !adding) {
    return (
      <SavedAddressChoice
        label="Choose a delivery address"
        name={`${uid}-address`}
        addresses={saved}
        choice={choice}
        onChoose={(id) => {
          setChoice(id);
          setError(null);
        }}
        pending={pending}
        disabled={pending}
        submitLabel="Deliver to this address"
        onSubmit={() => {
          if (!choice) {
            setError("Please select an address");
            return;
          }
          void chooseSaved(choice);
        }}
        onAdd={() => setAdding(true)}
        onCancel={onCancel}
      >
        {error ? (
          <Notice tone="error" id={`${uid}-error`}>
            {error}
          </Notice>
        ) : null}
      </SavedAddressChoice>
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
