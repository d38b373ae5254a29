import { OrderTotals, modeFee } from "../../../components/ui/OrderTotals";
import { isCollection, orderPaymentText } from "../status";
import type { Order } from "../types";
import s from "../order.module.css";

/** Payments, then subtotal, delivery, discounts, total and the GST in it. */
export function OrderMoney({ order }: { order: Order }) {
  // The mode's own fee; the bulky and gift card fees are rows of their own.
  const fee = modeFee(order.deliveryFee, order.bulkyFee, order.giftCardDeliveryFee) ?? order.deliveryFee;
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
      <OrderTotals
        classes={{ list: s.totals, total: s.totalRow }}
        subtotal={{ value: order.subtotal.formattedValue }}
        delivery={{
          label: isCollection(order) ? "Click & collect" : "Delivery",
          value: fee.value === 0 ? "Free" : fee.formattedValue,
        }}
        bulkyFee={order.bulkyFee}
        giftCardDeliveryFee={order.giftCardDeliveryFee}
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
