import type { CheckoutSlots } from "../slots";
import type { Checkout } from "../types";
import { DeliveryAddress } from "./DeliveryAddress";
import { DeliveryModeLine } from "./DeliveryModeLine";
import { PickupForm } from "./PickupForm";

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
