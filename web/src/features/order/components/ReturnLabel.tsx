import { Button } from "../../../components/ui/Button";
import { Icon } from "../../../components/ui/Icon";
import type { Schema } from "../../../lib/api";
import { barcodeSrc } from "./Receipt";
import l from "../label.module.css";

export type ReturnLabelData = Schema<"ReturnLabelJSON">;

/**
 * The printable prepaid return label (docs/orders.md "The return label"): the returns centre's
 * Reply Paid address, the sender, the return code with its Code 128 barcode and the items; then how
 * to send it (an Australia Post outlet) and the Print button. Printed, only the label is on paper.
 */
export function ReturnLabel({ label }: { label: ReturnLabelData }) {
  return (
    <>
      <article className={l.label} aria-labelledby="label-title" data-testid="return-label">
        <div className={l.head}>
          <h1 id="label-title">Return {label.returnCode}</h1>
          <span className={l.prepaid}>Reply Paid · Postage prepaid</span>
        </div>
        <div className={l.addresses}>
          <section className={l.address} aria-labelledby="label-from">
            <h2 id="label-from">From</h2>
            <p data-testid="label-from">
              {label.from.name}
              {label.from.lines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
              {label.from.phone ? (
                <>
                  <br />
                  {label.from.phone}
                </>
              ) : null}
            </p>
          </section>
          <section className={`${l.address} ${l.to}`} aria-labelledby="label-to">
            <h2 id="label-to">Deliver to</h2>
            <p data-testid="label-to">
              {label.to.name}
              {label.to.lines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </p>
          </section>
        </div>
        <img
          className={l.barcode}
          src={barcodeSrc(label.barcode)}
          alt={`Barcode for return ${label.returnCode}`}
          width={360}
          height={80}
          data-testid="label-barcode"
        />
        <p className={l.code}>
          Return {label.returnCode} · Order {label.orderCode} · Post by {label.postBy}
        </p>
        <section className={l.items} aria-labelledby="label-items">
          <h2 id="label-items">In this parcel</h2>
          <ul>
            {label.items.map((it, i) => (
              <li key={`${it.name}-${i}`}>
                {it.name}
                {it.detail ? ` (${it.detail})` : ""} × {it.quantity}
              </li>
            ))}
          </ul>
        </section>
      </article>
      <section className={`${l.steps} ${l.noPrint}`} aria-labelledby="label-steps">
        <h2 id="label-steps">How to send it back</h2>
        <ol>
          <li>Print this label and pack the items securely, with their tags if you still have them.</li>
          <li>Stick the label on the outside of the parcel, over any old labels.</li>
          <li>
            Drop the parcel at any Australia Post outlet by {label.postBy}. Postage is on us: there&apos;s
            nothing to pay.
          </li>
        </ol>
        <p>We&apos;ll e-mail you when it reaches us, and refund your original payment method.</p>
      </section>
      <div className={l.actions}>
        <Button variant="primary" onClick={() => window.print()}>
          <Icon name="printer" size={18} /> Print label
        </Button>
      </div>
    </>
  );
}
