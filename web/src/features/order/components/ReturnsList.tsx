import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { displayDate, refundNote } from "../status";
import type { OrderReturn, RefundReason } from "../types";
import { StatusChip } from "./StatusChip";
import s from "../order.module.css";

/** The order's returns: status, estimated refund, items and the refunds made. */
export function ReturnsList({ returns, reasons = [] }: { returns: OrderReturn[]; reasons?: RefundReason[] }) {
  const reasonName = (code: string) => reasons.find((r) => r.code === code)?.name ?? REASONS[code] ?? code;
  return (
    <ul className={s.returns}>
      {returns.map((r) => (
        <li key={r.returnCode} className={s.returnCard} data-testid="return">
          <div className={s.nodeHead}>
            <h3>Return {r.returnCode}</h3>
            <StatusChip status={r.status} kind="return" />
          </div>
          <p>
            {r.status === "refunded" ? "Refund" : "Estimated refund"}{" "}
            <strong>{r.estimatedRefund.formattedValue}</strong>
            {r.created ? <span className={s.muted}> · requested {displayDate(r.created)}</span> : null}
          </p>
          <ul>
            {r.entries.map((e) => (
              <li key={`${e.entryNumber}-${e.productCode}`}>
                {e.name} × {e.returnQty}
                {e.reasonForReturn ? (
                  <span className={s.muted}> ({reasonName(e.reasonForReturn)})</span>
                ) : null}
              </li>
            ))}
          </ul>
          {r.status === "requested" && r.labelUrl ? (
            <p>
              <Link to={r.labelUrl} data-testid="return-label-link">
                <Icon name="printer" size={16} /> Print return label
              </Link>{" "}
              <span className={s.muted}>and drop the parcel at any Australia Post outlet.</span>
            </p>
          ) : null}
          {r.refunds.length > 0 ? (
            <p>
              {r.refunds.map((f, i) => (
                <span key={`${f.method}-${i}`} data-refund-status={f.status}>
                  {i > 0 ? "; " : ""}
                  {refundNote(f)}
                </span>
              ))}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The server's reasons (aftersale.RefundReasons), for pages that do not fetch them. */
const REASONS: Record<string, string> = {
  "changed-mind": "Changed my mind",
  "wrong-size": "Wrong size or fit",
  "not-as-described": "Not as described or pictured",
  faulty: "Faulty or damaged",
  "wrong-item": "Received the wrong item",
  "arrived-late": "Arrived too late",
  "better-price": "Found a better price",
};
