import { Link } from "react-router";
import { useReasonName } from "../api/refundReasons";
import { formatDateTime, refundLineText } from "../rules";
import type { OrderReturn, StaffReturn, StaffSession } from "../types";
import { ReturnActions } from "./ReturnActions";
import { StatusChip } from "./StatusChip";
import s from "../staff.module.css";

/**
 * Returns, oldest first, each with Receive or Refund as its status and the role allow: every order's
 * (the returns queue), or one order's (`order`: its page, without the order and customer columns).
 */
export function ReturnsTable({
  rows,
  session,
  orderHref,
  order,
}:
  | {
      rows: StaffReturn[];
      session: StaffSession;
      orderHref?: (orderCode: string) => string;
      order?: undefined;
    }
  | { rows: OrderReturn[]; session: StaffSession; orderHref?: undefined; order: string }) {
  const reason = useReasonName();
  const all = order === undefined;
  const list: (OrderReturn & Partial<StaffReturn>)[] = rows;
  return (
    <table className={s.table} data-testid={all ? "returns" : "order-returns"}>
      <caption className="visually-hidden">
        {all ? "Returns, oldest first" : `Returns of order ${order}`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Return</th>
          {all ? <th scope="col">Order</th> : null}
          <th scope="col">Requested</th>
          {all ? <th scope="col">Customer</th> : null}
          <th scope="col">Items</th>
          <th scope="col">Refund</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {list.map((r) => {
          const orderCode = r.orderCode ?? order ?? "";
          const href = orderHref?.(orderCode);
          return (
            <tr key={r.returnCode} data-return={r.returnCode} data-order={orderCode}>
              <td data-label="Return" className={s.orderCell}>
                {r.returnCode}
              </td>
              {all ? (
                <td data-label="Order">
                  {href ? (
                    <Link to={href}>
                      <span className="visually-hidden">Order </span>
                      {orderCode}
                    </Link>
                  ) : (
                    orderCode
                  )}
                </td>
              ) : null}
              <td data-label="Requested">
                <time dateTime={r.created}>{formatDateTime(r.created)}</time>
              </td>
              {all ? (
                <td data-label="Customer">
                  {r.customer}
                  <span className={s.sub}>{r.email}</span>
                </td>
              ) : null}
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
                      <li key={i} data-refund-status={f.status}>
                        {refundLineText(f)}
                      </li>
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
                  orderCode={orderCode}
                  status={r.status}
                  session={session}
                  amount={r.estimatedRefund.formattedValue}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
