import { addressLines, storeLines } from "../rules";
import type { Checkout } from "../types";
import s from "../checkout.module.css";

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
