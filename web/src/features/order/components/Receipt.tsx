import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { OrderTotals } from "../../../components/ui/OrderTotals";
import { Button, buttonClass } from "../../../components/ui/Button";
import { orderHistoryPath, storeOrderPath, storeOrderSummaryPath } from "../paths";
import { receiptPaymentText } from "../status";
import type { Receipt } from "../types";
import s from "../order.module.css";

/** The barcode (an SVG document from the server) as an image: never put into the page as markup. */
export const barcodeSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * A store purchase: the store, date, register and receipt number, each item with its quantity and
 * prices, the discounts, the totals and how it was paid.
 */
export function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const units = receipt.items.reduce((n, it) => n + it.quantity, 0);
  return (
    <article aria-labelledby="receipt-title" data-testid="receipt-details">
      <Link to={orderHistoryPath("store")} className={s.back}>
        <Icon name="chevronLeft" size={18} /> In-store purchases
      </Link>
      <div className={s.pageHead}>
        <h1 id="receipt-title">{receipt.storeName}</h1>
      </div>
      <p className={s.lead}>
        Purchased {receipt.purchasedDate} · {plural(units, "item")} · Receipt {receipt.code}
      </p>
      <div className={s.detailGrid}>
        <div className={s.detailMain}>
          <section className={s.section} aria-labelledby="receipt-items-title">
            <h2 id="receipt-items-title">Items</h2>
            <table className={s.table}>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className={s.num}>
                    Qty
                  </th>
                  <th scope="col" className={s.num}>
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {receipt.items.map((it, i) => (
                  <tr key={`${it.productCode}-${i}`}>
                    <td>
                      {it.name}
                      <br />
                      <span className={`${s.muted} ${s.small}`}>
                        {it.unitPrice.formattedValue} each · item {it.productCode}
                      </span>
                    </td>
                    <td className={s.num}>{it.quantity}</td>
                    <td className={s.num}>{it.total.formattedValue}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className={s.section} aria-labelledby="receipt-discounts-title">
            <h2 id="receipt-discounts-title">Discounts</h2>
            {receipt.discounts.length === 0 ? (
              <p className={s.muted}>No discounts on this purchase.</p>
            ) : (
              <ul className={s.payments}>
                {receipt.discounts.map((d, i) => (
                  <li key={`${d.description}-${i}`}>
                    <span>{d.description}</span>
                    <span className={s.discount}>−{d.amount.formattedValue}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className={s.detailSide}>
          <section className={s.section} aria-labelledby="receipt-paid-title">
            <h2 id="receipt-paid-title">Payment</h2>
            <ul className={s.payments} aria-label="Paid with">
              {receipt.payments.map((p, i) => (
                <li key={`${p.type}-${i}`}>
                  <span>{receiptPaymentText(p)}</span>
                  <span>{p.amount.formattedValue}</span>
                </li>
              ))}
            </ul>
            <ReceiptTotals receipt={receipt} />
          </section>
          <section className={s.section} aria-labelledby="receipt-store-title">
            <h2 id="receipt-store-title">Store</h2>
            <p>
              {receipt.storeName}
              <br />
              <span className={s.muted}>
                Store {receipt.storeNumber} · Register {receipt.register}
              </span>
            </p>
            <Link to={storeOrderSummaryPath(receipt.code)} className={buttonClass("secondary", true)}>
              <Icon name="receipt" size={18} /> Receipt for returns
            </Link>
          </section>
        </div>
      </div>
    </article>
  );
}

function ReceiptTotals({ receipt }: { receipt: Receipt }) {
  return (
    <OrderTotals
      classes={{ list: s.totals, total: s.totalRow }}
      subtotal={{ value: receipt.subtotal.formattedValue }}
      discount={receipt.discountTotal}
      total={{ value: receipt.total.formattedValue }}
      gst={{ value: receipt.gst.formattedValue }}
    />
  );
}

/**
 * The printable receipt: the purchase as the till printed it, with the receipt's barcode, which a
 * store scans to return or exchange items.
 */
export function ReceiptSummary({
  receipt,
  barcode,
  abn,
}: {
  receipt: Receipt;
  barcode: string;
  abn: string;
}) {
  return (
    <article className={s.paper} aria-labelledby="summary-title" data-testid="receipt-summary">
      <div className={s.paperHead}>
        <h1 id="summary-title">{receipt.storeName}</h1>
        <p className={s.small}>
          Tax invoice{abn ? ` · ABN ${abn}` : ""} · {receipt.purchasedDate} · Register {receipt.register}
        </p>
      </div>
      <ul className={s.paperRows} aria-label="Items">
        {receipt.items.map((it, i) => (
          <li key={`${it.productCode}-${i}`}>
            <span>
              {it.name}
              {it.quantity > 1 ? ` × ${it.quantity}` : ""}
            </span>
            <span>{it.total.formattedValue}</span>
          </li>
        ))}
        {receipt.discounts.map((d, i) => (
          <li key={`d-${i}`}>
            <span>{d.description}</span>
            <span>−{d.amount.formattedValue}</span>
          </li>
        ))}
      </ul>
      <div className={s.paperTotals}>
        <ReceiptTotals receipt={receipt} />
      </div>
      <ul className={s.paperRows} aria-label="Paid with">
        {receipt.payments.map((p, i) => (
          <li key={`${p.type}-${i}`}>
            <span>{receiptPaymentText(p)}</span>
            <span>{p.amount.formattedValue}</span>
          </li>
        ))}
      </ul>
      <img
        className={s.barcode}
        src={barcodeSrc(barcode)}
        alt={`Barcode for receipt ${receipt.code}`}
        width={286}
        height={80}
        data-testid="receipt-barcode"
      />
      <p className={s.barcodeNote}>
        Show this barcode at any Wattle store to return or exchange items within 60 days.
      </p>
      <div className={s.printRow}>
        <Button variant="primary" onClick={() => window.print()}>
          <Icon name="printer" size={18} /> Print receipt
        </Button>
        <Link to={storeOrderPath(receipt.code)} className={buttonClass("secondary")}>
          Receipt details
        </Link>
      </div>
    </article>
  );
}
