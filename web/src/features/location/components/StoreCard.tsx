import type { ReactNode } from "react";
import { Icon } from "../../../components/ui/Icon";
import { buttonClass } from "../../../components/ui/Button";
import { formatHours } from "../../../lib/hours";
import { STOCK_TEXT, type StockStatus } from "../../../lib/stock";
import type { StoreSummary } from "../types";
import s from "../stores.module.css";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A stock status in words with its icon; "Stock unknown" for anything else. */
export function StockLabel({ status, units }: { status: StockStatus | undefined; units?: number }) {
  if (!status)
    return (
      <span className={`${s.status} ${s.unknown}`}>
        <Icon name="help" size={16} />
        Stock unknown
      </span>
    );
  const icon = status === "outOfStock" ? "x" : status === "lowStock" ? "alert" : "check";
  return (
    <span className={`${s.status} ${s[status]}`}>
      <Icon name={icon} size={16} />
      {STOCK_TEXT[status]}
      {status === "lowStock" && units ? ` (${units} left)` : ""}
    </span>
  );
}

/** Distance without a map: "under 100 m", "850 m" under a kilometre, else "12.3 km". */
export function formatDistance(km: number | undefined): string {
  if (km === undefined || !Number.isFinite(km)) return "";
  if (km < 0.1) return "under 100 m";
  if (km < 1) return `${Math.round(km * 100) * 10} m`;
  return `${km.toFixed(1)} km`;
}

/** The store's full address on one line. */
export const addressLine = (st: StoreSummary) =>
  [st.address.line1, `${st.address.town} ${st.address.state} ${st.address.postalCode}`.trim()]
    .filter(Boolean)
    .join(", ");

/**
 * One store: name, distance, address, phone, today's hours and the week's, collection points, an
 * optional stock line and "Set as my store" (or "Your store").
 */
export function StoreCard({
  store,
  isMine,
  onSetStore,
  stock,
  headingLevel = 2,
  active = false,
  today = new Date().getDay(),
}: {
  store: StoreSummary;
  isMine: boolean;
  onSetStore: (st: StoreSummary) => void;
  stock?: ReactNode;
  headingLevel?: 2 | 3;
  /** The active store (the first of a stock answer): its hours are shown open. */
  active?: boolean;
  today?: number;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const name = store.displayName || store.name;
  const todayName = DAYS[today];
  const hours = store.openingHours ?? [];
  const todays = hours.find((h) => h.day === todayName)?.hours;
  const points = store.collectionPoints.length
    ? store.collectionPoints
    : store.collectionPoint
      ? [store.collectionPoint]
      : [];
  return (
    <article className={`${s.card} ${isMine ? s.mine : ""}`} aria-label={name}>
      <div className={s.cardHead}>
        <H>{name}</H>
        {store.distanceKm !== undefined ? (
          <span className={s.distance}>
            {formatDistance(store.distanceKm)}
            <span className="visually-hidden"> away</span>
          </span>
        ) : null}
      </div>
      <address className={s.address}>{addressLine(store)}</address>
      <p className={s.meta}>
        {todays !== undefined ? <span>Today: {formatHours(todays)}</span> : null}
        {store.phone ? (
          <a href={`tel:${store.phone.replace(/\s/g, "")}`}>
            <span className="visually-hidden">Phone </span>
            {store.phone}
          </a>
        ) : null}
      </p>
      {stock ? <div>{stock}</div> : null}
      {hours.length > 0 || points.length > 0 ? (
        <details className={s.details} open={active || undefined}>
          <summary>
            Opening hours and collection<span className="visually-hidden">: {name}</span>
          </summary>
          {hours.length > 0 ? (
            <table className={s.hours}>
              <caption className="visually-hidden">Opening hours, {name}</caption>
              <tbody>
                {hours.map((h) => (
                  <tr key={h.day} className={h.day === todayName ? s.today : undefined}>
                    <th scope="row">{h.day}</th>
                    <td>{formatHours(h.hours)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {points.length > 0 ? <p className={s.variantStock}>Collect from: {points.join(", ")}</p> : null}
        </details>
      ) : null}
      <div className={s.actions}>
        {isMine ? (
          <span className={s.yourStore}>
            <Icon name="check" size={16} /> Your store
          </span>
        ) : (
          <button type="button" className={buttonClass("secondary")} onClick={() => onSetStore(store)}>
            Set as my store<span className="visually-hidden">: {name}</span>
          </button>
        )}
      </div>
    </article>
  );
}
