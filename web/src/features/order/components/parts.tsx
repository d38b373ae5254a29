// The pieces every order screen shares: status chips, the consignments' timeline with tracking
// links, the items, totals, payments, addresses and returns.
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { OrderTotals as Totals } from "../../../components/ui/OrderTotals";
import li from "../../../components/ui/lineItems.module.css";
import { collectionDetailsPath } from "../paths";
import {
  carrierName,
  consignmentSteps,
  consignmentStatusText,
  displayDate,
  isCollection,
  orderPaymentText,
  orderStatusText,
  returnStatusText,
  statusTone,
} from "../status";
import type { Consignment, Order, OrderAddress, OrderEntry, OrderReturn, RefundReason } from "../types";
import s from "../order.module.css";

type ChipKind = "order" | "consignment" | "return";

const textOf: Record<ChipKind, (status: string) => string> = {
  order: orderStatusText,
  consignment: consignmentStatusText,
  return: returnStatusText,
};

/** A status in words on a chip tinted by its tone. */
export function StatusChip({ status, kind = "order" }: { status: string; kind?: ChipKind }) {
  return (
    <span className={`${s.chip} ${s[`tone_${statusTone(status)}`] ?? ""}`} data-status={status}>
      {textOf[kind](status)}
    </span>
  );
}

/**
 * "Track it": the carrier's page for the parcel, in a new tab (rel=noopener). Its name says which
 * parcel and that it opens a new tab, after the visible words.
 */
export function TrackLink({ consignment, orderCode }: { consignment: Consignment; orderCode: string }) {
  if (!consignment.trackingUrl) return null;
  return (
    <a
      className={s.trackLink}
      href={consignment.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="track-it"
    >
      Track it
      <span className="visually-hidden">
        {`: ${consignment.label} of order ${orderCode} with ${carrierName(consignment.carrier)} (opens in a new tab)`}
      </span>
      <Icon name="externalLink" size={14} />
    </a>
  );
}

/** The carrier and tracking number of a consignment handed to one. */
function CarrierLine({ c }: { c: Consignment }) {
  if (!c.carrier && !c.trackingNumber) return null;
  return (
    <span>
      {carrierName(c.carrier)}
      {c.trackingNumber ? (
        <>
          {" · "}
          <span className={s.muted}>Tracking number</span> {c.trackingNumber}
        </>
      ) : null}
    </span>
  );
}

/** One line per consignment, for the history's order cards: label, status, tracking. */
export function ConsignmentLines({ order }: { order: Pick<Order, "code" | "consignments"> }) {
  const cs = order.consignments ?? [];
  if (cs.length === 0) return null;
  return (
    <ul className={s.parts} aria-label={`Parts of order ${order.code}`}>
      {cs.map((c) => (
        <li key={c.code} className={s.part} data-testid="consignment">
          <span className={s.partLabel}>{c.label}</span>
          <StatusChip status={c.status} kind="consignment" />
          {c.carrier ? <span className={s.muted}>{carrierName(c.carrier)}</span> : null}
          <TrackLink consignment={c} orderCode={order.code} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The consignments as a vertical timeline ("n of m"): each with its status, its progress, the
 * carrier's tracking link, what it holds and until when it can be returned.
 */
export function ConsignmentTimeline({ order, headingLevel = 3 }: { order: Order; headingLevel?: 3 | 4 }) {
  const cs = order.consignments ?? [];
  const collection = isCollection(order);
  const H = headingLevel === 3 ? "h3" : "h4";
  if (cs.length === 0) {
    return <p className={s.muted}>We're getting your order ready. Check back soon for its progress.</p>;
  }
  return (
    <ol className={s.timeline}>
      {cs.map((c) => {
        const steps = consignmentSteps(c, collection);
        const returnBy = displayDate(c.returnableUntil);
        const handedOn = displayDate(c.collectedAt || c.shippedAt);
        return (
          <li key={c.code} className={s.node} data-testid="consignment">
            <span className={`${s.dot} ${s[`dot_${statusTone(c.status)}`] ?? ""}`} aria-hidden="true" />
            <div className={s.nodeHead}>
              <H>{c.label}</H>
              <StatusChip status={c.status} kind="consignment" />
            </div>
            <div className={s.nodeBody}>
              {steps.length > 0 ? (
                <ol className={s.steps} aria-label={`Progress of ${c.label}`}>
                  {steps.map((st) => (
                    <li
                      key={st.key}
                      className={`${s.step} ${s[`step_${st.state}`] ?? ""}`}
                      aria-current={st.state === "current" ? "step" : undefined}
                    >
                      {st.state === "done" ? (
                        <Icon name="check" size={14} />
                      ) : (
                        <span className={s.stepMark} aria-hidden="true" />
                      )}
                      {st.label}
                      {st.state === "done" ? <span className="visually-hidden"> (done)</span> : null}
                    </li>
                  ))}
                </ol>
              ) : null}
              {c.carrier || c.trackingUrl ? (
                <p>
                  <CarrierLine c={c} /> <TrackLink consignment={c} orderCode={order.code} />
                </p>
              ) : null}
              {c.status === "cancelled" && c.cancelReason ? <p>Cancelled: {c.cancelReason}</p> : null}
              {c.collectedBy ? (
                <p>
                  Collected by {c.collectedBy}
                  {c.collectedAt ? ` on ${displayDate(c.collectedAt)}` : ""}
                </p>
              ) : handedOn && c.status === "shipped" ? (
                <p>Shipped on {handedOn}</p>
              ) : null}
              {c.entries.length > 0 ? (
                <ul className={s.itemsInline} aria-label={`Items in ${c.label}`}>
                  {c.entries.map((e) => (
                    <li key={`${e.entryNumber}`}>
                      {e.name} <span className={s.muted}>× {e.quantity}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {returnBy ? <p className={s.muted}>Returnable until {returnBy}</p> : null}
              {collection && c.status === "readyForCollection" ? (
                <p>
                  <Link to={collectionDetailsPath(order.code)}>How to collect</Link>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

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

/** Payments, then subtotal, delivery, discounts, total and the GST in it. */
export function OrderTotals({ order }: { order: Order }) {
  const fee = order.deliveryFee;
  return (
    <>
      {order.payments.length > 0 ? (
        <ul className={s.payments} aria-label="Paid with">
          {order.payments.map((p, i) => (
            <li key={`${p.method}-${p.sequence ?? i}-${i}`}>
              <span>{orderPaymentText(p)}</span>
              <span>{p.amount.formattedValue}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Totals
        classes={{ list: s.totals, total: s.totalRow }}
        subtotal={{ value: order.subtotal.formattedValue }}
        delivery={{
          label: isCollection(order) ? "Click & collect" : "Delivery",
          value: fee.value === 0 ? "Free" : fee.formattedValue,
        }}
        discount={order.orderDiscounts}
        total={{ value: order.total.formattedValue }}
        gst={{ value: order.gst.formattedValue }}
        afterGst={[
          order.refunded &&
            order.refunded.value > 0 && { label: "Refunded", value: order.refunded.formattedValue },
        ]}
      />
    </>
  );
}

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
          {r.refunds.length > 0 ? (
            <p>
              Refunded to{" "}
              {r.refunds.map((f, i) => (
                <span key={`${f.method}-${i}`}>
                  {i > 0 ? "; " : ""}
                  {f.text}
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
