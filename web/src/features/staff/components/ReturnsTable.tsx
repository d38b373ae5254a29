import { Link } from "react-router";
import { useReasonName } from "../hooks";
import { formatDateTime } from "../rules";
import type { StaffReturn, StaffSession } from "../types";
import { ReturnActions } from "./ReturnActions";
import { StatusChip } from "./StatusChip";
import s from "../staff.module.css";

/** Returns, oldest first, each with Receive or Refund as its status and the role allow. */
export function ReturnsTable({
  rows,
  session,
  orderHref,
}: {
  rows: StaffReturn[];
  session: StaffSession;
  orderHref?: (orderCode: string) => string;
}) {
  const reason = useReasonName();
  return (
    <table className={s.table} data-testid="returns">
      <caption className="visually-hidden">Returns, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">Return</th>
          <th scope="col">Order</th>
          <th scope="col">Requested</th>
          <th scope="col">Customer</th>
          <th scope="col">Items</th>
          <th scope="col">Refund</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const href = orderHref?.(r.orderCode);
          return (
            <tr key={r.returnCode} data-return={r.returnCode} data-order={r.orderCode}>
              <td data-label="Return" className={s.orderCell}>
                {r.returnCode}
              </td>
              <td data-label="Order">
                {href ? (
                  <Link to={href}>
                    <span className="visually-hidden">Order </span>
                    {r.orderCode}
                  </Link>
                ) : (
                  r.orderCode
                )}
              </td>
              <td data-label="Requested">
                <time dateTime={r.created}>{formatDateTime(r.created)}</time>
              </td>
              <td data-label="Customer">
                {r.customer}
                <span className={s.sub}>{r.email}</span>
              </td>
              <td data-label="Items">
                <ul className={s.items}>
                  {r.entries.map((e) => (
                    <li key={e.entryNumber}>
                      {e.returnQty} × {e.name}
                      {e.reasonForReturn ? <span className={s.sub}>{reason(e.reasonForReturn)}</span> : null}
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label="Refund">
                {r.refunds.length > 0 ? (
                  <ul className={s.items}>
                    {r.refunds.map((f, i) => (
                      <li key={i}>{f.text}</li>
                    ))}
                  </ul>
                ) : (
                  <>
                    {r.estimatedRefund.formattedValue}
                    <span className={s.sub}>estimated</span>
                  </>
                )}
              </td>
              <td data-label="Status">
                <StatusChip status={r.status} />
              </td>
              <td data-label="Actions">
                <ReturnActions
                  returnCode={r.returnCode}
                  orderCode={r.orderCode}
                  status={r.status}
                  session={session}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
