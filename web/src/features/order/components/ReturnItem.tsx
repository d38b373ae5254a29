import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError, SelectField } from "../../../components/ui/Field";
import li from "../../../components/ui/lineItems.module.css";
import { notReturnableNote, type whyNotReturnable } from "../status";
import type { OrderEntry, RefundReason } from "../types";
import { ReturnStepper } from "./ReturnStepper";
import s from "../order.module.css";

/** One item of the order: what can go back, and (once chosen) how many and why. */
export function ReturnItem({
  entry,
  index,
  why,
  quantity,
  onQuantity,
  reasons,
  qtyId,
  reasonId,
  qtyError,
  reasonError,
  reasonField,
}: {
  entry: OrderEntry;
  index: number;
  why: ReturnType<typeof whyNotReturnable>;
  quantity: number;
  onQuantity: (n: number) => void;
  reasons: RefundReason[];
  qtyId: string;
  reasonId: string;
  qtyError: string | undefined;
  reasonError: string | undefined;
  reasonField: UseFormRegisterReturn;
}) {
  const max = entry.returnableQuantity;
  const options = [entry.colour, entry.size].filter(Boolean).join(", ");
  const chosen = quantity > 0;
  return (
    <li
      className={`${s.returnItem} ${chosen ? s.returnItemChosen : ""} ${max === 0 ? s.returnItemOff : ""}`}
      data-testid="return-item"
      data-index={index}
    >
      {entry.imageUrl ? (
        <img src={entry.imageUrl} alt="" width={64} height={64} loading="lazy" className={li.thumb} />
      ) : (
        <span className={li.thumb} aria-hidden="true" />
      )}
      <div className={s.entryText}>
        <span className={s.entryName}>{entry.name}</span>
        {options ? <span className={s.muted}>{options}</span> : null}
        <span className={s.muted}>
          Bought {entry.quantity} · {entry.totalPrice.formattedValue}
        </span>
        {max > 0 ? (
          <span>{max === entry.quantity ? "All" : max} can be returned</span>
        ) : why ? (
          <span>
            <strong>{notReturnableNote(why)}</strong>
          </span>
        ) : null}
      </div>
      {max > 0 ? (
        <div className={s.returnControls}>
          <div className={s.qtyField}>
            <label htmlFor={qtyId} className={s.qtyLabel} id={`${qtyId}-label`}>
              Quantity to return
            </label>
            <ReturnStepper
              id={qtyId}
              name={entry.name}
              value={quantity}
              max={max}
              onChange={onQuantity}
              error={qtyError}
            />
            {qtyError ? <FieldError id={`${qtyId}-error`}>{qtyError}</FieldError> : null}
          </div>
          {chosen || reasonError ? (
            <div className={s.reasonField}>
              <SelectField id={reasonId} label="Reason for return" error={reasonError} {...reasonField}>
                <option value="">Select a reason</option>
                {reasons.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
