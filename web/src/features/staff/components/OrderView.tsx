// One order as the back office sees it: the consignments with their entries and actions, the
// addresses, payments and totals, the returns with theirs, and the audit log.
import { OrderTotals } from "../../../components/ui/OrderTotals";
import {
  auditActionLabel,
  auditDetailText,
  auditSubjectLabel,
  carrierName,
  formatDateTime,
  locationLabel,
  modeLabel,
} from "../rules";
import type { OrderAddress, StaffOrderAnswer, StaffSession } from "../types";
import { ConsignmentActions } from "./ConsignmentActions";
import { ReturnsTable } from "./ReturnsTable";
import { StatusChip } from "./StatusChip";
import s from "../staff.module.css";

function Address({ a }: { a: OrderAddress }) {
  return (
    <address className={s.address}>
      {a.firstName} {a.lastName}
      <br />
      {a.line1}
      {a.line2 ? (
        <>
          <br />
          {a.line2}
        </>
      ) : null}
      <br />
      {a.town} {a.state} {a.postalCode}
      {a.phone ? (
        <>
          <br />
          {a.phone}
        </>
      ) : null}
    </address>
  );
}

export function OrderView({ answer, session }: { answer: StaffOrderAnswer; session: StaffSession }) {
  const { order, audit } = answer;
  const consignments = order.consignments ?? [];
  const returns = order.returns ?? [];
  const customer = order.pickup
    ? `${order.pickup.firstName} ${order.pickup.lastName}`
    : order.deliveryAddress
      ? `${order.deliveryAddress.firstName} ${order.deliveryAddress.lastName}`
      : "";
  const byNumber = new Map(order.entries.map((e) => [e.entryNumber, e]));
  const subject = (code: string) =>
    auditSubjectLabel(code, { code: order.code, collect: order.pickup !== null });
  return (
    <div className={s.order}>
      <dl className={s.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusChip status={order.status} />
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatDateTime(order.placed)}</dd>
        </div>
        <div>
          <dt>Mode</dt>
          <dd>{modeLabel(order.deliveryMode)}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd className={s.breakAll}>{order.email}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{order.total.formattedValue}</dd>
        </div>
        {order.refunded && order.refunded.value > 0 ? (
          <div>
            <dt>Refunded</dt>
            <dd>{order.refunded.formattedValue}</dd>
          </div>
        ) : null}
      </dl>

      <div className={s.orderGrid}>
        <section aria-labelledby="consignments-heading" className={s.orderMain}>
          <h2 id="consignments-heading">Consignments</h2>
          {consignments.length === 0 ? <p className={s.muted}>This order has no consignments.</p> : null}
          {consignments.map((c) => (
            <article
              key={c.code}
              className={s.card}
              aria-labelledby={`c-${c.code}`}
              data-consignment={c.code}
            >
              <div className={s.cardHead}>
                <h3 id={`c-${c.code}`}>
                  {c.label} <span className={s.code}>{c.code}</span>
                </h3>
                <StatusChip status={c.status} />
              </div>
              <p className={s.muted}>From {locationLabel(c.location)}</p>
              <table className={`${s.table} ${s.plain}`}>
                <caption className="visually-hidden">Items in {c.label}</caption>
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">Product</th>
                    <th scope="col" className={s.num}>
                      Qty
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {c.entries.map((e) => {
                    const full = byNumber.get(e.entryNumber);
                    return (
                      <tr key={e.entryNumber}>
                        <td data-label="Item">
                          {e.name}
                          {full && (full.colour || full.size) ? (
                            <span className={s.sub}>
                              {[full.colour, full.size].filter(Boolean).join(", ")}
                            </span>
                          ) : null}
                        </td>
                        <td data-label="Product" className={s.code}>
                          {e.productCode}
                        </td>
                        <td data-label="Qty" className={s.num}>
                          {e.quantity}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {c.status === "shipped" ? (
                <p>
                  {carrierName(c.carrier)}, tracking{" "}
                  {c.trackingUrl ? (
                    <a href={c.trackingUrl} target="_blank" rel="noreferrer noopener">
                      {c.trackingNumber}
                      <span className="visually-hidden"> (opens the carrier&apos;s site)</span>
                    </a>
                  ) : (
                    c.trackingNumber
                  )}
                  {c.shippedAt ? ` · shipped ${formatDateTime(c.shippedAt)}` : ""}
                </p>
              ) : null}
              {c.status === "collected" ? (
                <p>
                  Collected by {c.collectedBy}
                  {c.collectedAt ? ` · ${formatDateTime(c.collectedAt)}` : ""}
                </p>
              ) : null}
              {c.status === "cancelled" && c.cancelReason ? <p>Cancelled: {c.cancelReason}</p> : null}
              <ConsignmentActions
                orderCode={order.code}
                consignment={c}
                mode={order.deliveryMode}
                session={session}
                customer={customer}
                placeholder={false}
              />
            </article>
          ))}
        </section>

        <aside className={s.orderSide} aria-label="Order details">
          {order.pickup ? (
            <section className={s.card} aria-labelledby="pickup-heading">
              <h2 id="pickup-heading">Collection</h2>
              <p>
                {order.pickup.storeName} (store {order.pickup.storeNumber})
                {order.pickup.collectionPoint ? (
                  <span className={s.sub}>{order.pickup.collectionPoint}</span>
                ) : null}
              </p>
              <p>
                Collector: {order.pickup.firstName} {order.pickup.lastName}
                {order.pickup.phone ? <span className={s.sub}>{order.pickup.phone}</span> : null}
              </p>
            </section>
          ) : null}
          {order.deliveryAddress ? (
            <section className={s.card} aria-labelledby="delivery-heading">
              <h2 id="delivery-heading">Delivery address</h2>
              <Address a={order.deliveryAddress} />
            </section>
          ) : null}
          {order.billingAddress ? (
            <section className={s.card} aria-labelledby="billing-heading">
              <h2 id="billing-heading">Billing address</h2>
              <Address a={order.billingAddress} />
            </section>
          ) : null}
          <section className={s.card} aria-labelledby="payments-heading">
            <h2 id="payments-heading">Payments</h2>
            <ul className={s.plainList}>
              {order.payments.map((p) => (
                <li key={p.sequence}>
                  {p.method === "card" && p.cardType
                    ? `${p.cardType.toUpperCase()} ending ${p.last4}`
                    : p.last4
                      ? `${p.method} ending ${p.last4}`
                      : p.method}
                  : {p.amount.formattedValue}
                </li>
              ))}
            </ul>
            <OrderTotals
              classes={{ list: s.totals, total: s.strong }}
              subtotal={{ value: order.subtotal.formattedValue }}
              delivery={{ label: "Delivery", value: order.deliveryFee.formattedValue }}
              discount={order.orderDiscounts}
              total={{ value: order.total.formattedValue }}
              gst={{ label: "GST included", value: order.gst.formattedValue }}
            />
          </section>
        </aside>
      </div>

      <section aria-labelledby="returns-heading" className={s.section}>
        <h2 id="returns-heading">Returns</h2>
        {returns.length === 0 ? (
          <p className={s.muted}>No returns.</p>
        ) : (
          <ReturnsTable rows={returns} session={session} order={order.code} />
        )}
      </section>

      <section aria-labelledby="audit-heading" className={s.section}>
        <h2 id="audit-heading">Audit log</h2>
        {audit.length === 0 ? (
          <p className={s.muted}>No staff changes yet.</p>
        ) : (
          <table className={s.table} data-testid="audit">
            <caption className="visually-hidden">Staff changes to order {order.code}, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Subject</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {audit.map((e, i) => (
                <tr key={i}>
                  <td data-label="When">
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                  </td>
                  <td data-label="Who" className={s.breakAll}>
                    {e.actor}
                  </td>
                  <td data-label="What">{auditActionLabel(e.action)}</td>
                  <td data-label="Subject" data-subject={e.subject}>
                    {subject(e.subject)}
                  </td>
                  <td data-label="Details">{auditDetailText(e.detail) || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
