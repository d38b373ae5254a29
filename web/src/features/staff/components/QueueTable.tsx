// The fulfilment queue's table, oldest first. Keyboard: ↑/↓ (or J/K) move between rows; with a row
// focused P picks, S opens Ship and C opens Collected.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { locationLabel, modeLabel, moveForKey, allowedMoves } from "../rules";
import type { QueuedConsignment, StaffSession } from "../types";
import { ConsignmentActions } from "./ConsignmentActions";
import { StatusChip } from "./StatusChip";
import s from "../staff.module.css";

const typing = (el: EventTarget) =>
  el instanceof HTMLElement && (el.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(el.tagName));

export function QueueTable({
  rows,
  session,
  orderHref,
}: {
  rows: QueuedConsignment[];
  session: StaffSession;
  /** The order page's address, when the role may open orders. */
  orderHref?: (orderCode: string) => string;
}) {
  const [active, setActive] = useState(0);
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const caption = useRef<HTMLTableCaptionElement>(null);
  const focusedIndex = useRef<number | null>(null);
  const current = Math.min(active, Math.max(rows.length - 1, 0));

  // A row that leaves the list (shipped out of the open queue) takes focus with it: give it to the
  // row now in its place, or the table.
  useEffect(() => {
    const i = focusedIndex.current;
    if (i === null || (document.activeElement && document.activeElement !== document.body)) return;
    const next = rowRefs.current[Math.min(i, rows.length - 1)];
    if (next) next.focus();
    else caption.current?.focus();
  }, [rows]);

  const onKeyDown = (
    e: KeyboardEvent<HTMLTableRowElement>,
    i: number,
    allowed: ReturnType<typeof allowedMoves>,
  ) => {
    if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target) || e.defaultPrevented) return;
    const go = (j: number) => {
      const row = rowRefs.current[j];
      if (!row) return;
      e.preventDefault();
      setActive(j);
      row.focus();
    };
    if (e.key === "ArrowDown" || e.key === "j") return go(i + 1);
    if (e.key === "ArrowUp" || e.key === "k") return go(i - 1);
    const to = moveForKey(e.key, allowed);
    if (to) {
      e.preventDefault();
      e.currentTarget.querySelector<HTMLButtonElement>(`button[data-move="${to}"]`)?.click();
    }
  };

  return (
    <table className={s.table} data-testid="queue">
      <caption ref={caption} tabIndex={-1} className="visually-hidden">
        Consignments, oldest first
      </caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Placed</th>
          <th scope="col">Mode</th>
          <th scope="col">Consignment</th>
          <th scope="col">Status</th>
          <th scope="col">Destination</th>
          <th scope="col">Customer</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => {
          const c = r.consignment;
          const allowed = allowedMoves(c.status, r.deliveryMode, session);
          const href = orderHref?.(r.orderCode);
          return (
            <tr
              key={c.code}
              ref={(el) => {
                rowRefs.current[i] = el;
              }}
              tabIndex={i === current ? 0 : -1}
              data-order={r.orderCode}
              data-consignment={c.code}
              onFocus={() => {
                focusedIndex.current = i;
                if (i !== active) setActive(i);
              }}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget) {
                  focusedIndex.current = null;
                }
              }}
              onKeyDown={(e) => onKeyDown(e, i, allowed)}
            >
              <td data-label="Order" className={s.orderCell}>
                {href ? (
                  <Link to={href}>
                    <span className="visually-hidden">Order </span>
                    {r.orderCode}
                  </Link>
                ) : (
                  r.orderCode
                )}
              </td>
              <td data-label="Placed">
                <time dateTime={r.placed}>{r.placedDate}</time>
              </td>
              <td data-label="Mode">{modeLabel(r.deliveryMode)}</td>
              <td data-label="Consignment">
                <span className={s.strong}>{c.label}</span>
                <span className={s.sub}>{locationLabel(c.location)}</span>
                <ul className={s.items}>
                  {c.entries.map((e) => (
                    <li key={e.entryNumber}>
                      {e.quantity} × {e.name} <span className={s.code}>{e.productCode}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label="Status">
                <StatusChip status={c.status} />
                {c.trackingNumber ? <span className={s.sub}>{c.trackingNumber}</span> : null}
              </td>
              <td data-label="Destination">{r.destination}</td>
              <td data-label="Customer">{r.customer}</td>
              <td data-label="Actions">
                <ConsignmentActions
                  orderCode={r.orderCode}
                  consignment={c}
                  mode={r.deliveryMode}
                  session={session}
                  customer={r.customer}
                  shortcuts
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
