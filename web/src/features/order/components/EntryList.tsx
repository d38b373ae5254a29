import li from "../../../components/ui/lineItems.module.css";
import type { OrderEntry } from "../types";
import s from "../order.module.css";

/** The order's items with their images, options, quantities and prices. */
export function EntryList({ entries }: { entries: OrderEntry[] }) {
  return (
    <ul className={li.list}>
      {entries.map((e) => (
        <li key={e.entryNumber} className={li.item}>
          {e.imageUrl ? (
            <img src={e.imageUrl} alt="" width={64} height={64} loading="lazy" className={li.thumb} />
          ) : (
            <span className={li.thumb} aria-hidden="true" />
          )}
          <div className={s.entryText}>
            <span className={s.entryName}>{e.name}</span>
            {e.colour || e.size ? (
              <span className={s.muted}>{[e.colour, e.size].filter(Boolean).join(", ")}</span>
            ) : null}
            <span className={s.muted}>Qty {e.quantity}</span>
          </div>
          <span className={s.price}>{e.totalPrice.formattedValue}</span>
        </li>
      ))}
    </ul>
  );
}
