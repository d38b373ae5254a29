// An order's consignments: one line each for the history's cards, or the timeline of the order's
// page with each one's progress and the carrier's tracking link.
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { collectionDetailsPath } from "../paths";
import { carrierName, consignmentSteps, displayDate, isCollection, statusTone } from "../status";
import type { Consignment, Order } from "../types";
import { StatusChip } from "./StatusChip";
import s from "../order.module.css";

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
