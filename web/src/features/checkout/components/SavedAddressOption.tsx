import { messages } from "../messages";
import { addressLines } from "../rules";
import type { CheckoutAddress } from "../types";
import s from "../checkout.module.css";

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
