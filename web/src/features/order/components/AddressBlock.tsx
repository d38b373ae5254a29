import type { OrderAddress } from "../types";
import s from "../order.module.css";

/** An address as lines. */
export function AddressBlock({ address, name = true }: { address: OrderAddress; name?: boolean }) {
  return (
    <address className={s.address}>
      {name ? (
        <span>
          {address.firstName} {address.lastName}
        </span>
      ) : null}
      <span>{address.line1}</span>
      {address.line2 ? <span>{address.line2}</span> : null}
      <span>
        {address.town} {address.state} {address.postalCode}
      </span>
    </address>
  );
}
