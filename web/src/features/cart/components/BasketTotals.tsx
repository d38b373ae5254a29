import { OrderTotals, modeFee } from "../../../components/ui/OrderTotals";
import type { Cart } from "../types";
import s from "../basket.module.css";

/** The summary card: subtotal, fees, discounts, total, GST, instalments, deposit, incentive. */
export function BasketTotals({ cart }: { cart: Cart }) {
  // The mode's own fee; the bulky and gift card fees are rows of their own. A cart of gift cards
  // only has no mode: its fee is the postage alone, and no delivery row.
  const fee = modeFee(cart.deliveryFee, cart.bulkyFee, cart.giftCardDeliveryFee);
  const original = modeFee(cart.originalDeliveryCost, cart.bulkyFee, cart.giftCardDeliveryFee);
  const showDelivery = !(cart.deliveryFee && !cart.deliveryMode && cart.giftCardDeliveryFee?.value);
  return (
    <>
      <OrderTotals
        classes={{ list: s.totals, total: s.total, gst: s.gst, saving: s.saving }}
        subtotal={{
          label: `Subtotal (${cart.totalUnitCount} ${cart.totalUnitCount === 1 ? "item" : "items"})`,
          value: cart.subtotal.formattedValue,
        }}
        delivery={
          showDelivery
            ? {
                label: cart.deliveryMode ? cart.deliveryMode.name : "Delivery",
                value: fee ? (
                  <>
                    {original && original.value > fee.value ? (
                      <s className={s.was}>
                        <span className="visually-hidden">Was </span>
                        {original.formattedValue}
                      </s>
                    ) : null}{" "}
                    {fee.value === 0 ? "Free" : fee.formattedValue}
                  </>
                ) : (
                  <span className={s.muted}>Choose a method</span>
                ),
              }
            : undefined
        }
        bulkyFee={cart.bulkyFee}
        giftCardDeliveryFee={cart.giftCardDeliveryFee}
        discount={cart.orderDiscounts}
        total={{ value: cart.total.formattedValue, testId: "basket-total" }}
        gst={{ value: cart.gst.formattedValue }}
        afterGst={[
          cart.preOrderDepositAmount && {
            label: "Pre-order deposit due now",
            value: cart.preOrderDepositAmount.formattedValue,
          },
          cart.preOrderOutstandingAmount && {
            label: "To pay when it ships",
            value: cart.preOrderOutstandingAmount.formattedValue,
          },
        ]}
      />
      {cart.installmentPrice && !cart.excludedForAfterpay ? (
        <p className={s.installment}>
          or 4 payments of <strong>{cart.installmentPrice.formattedValue}</strong> with Afterpay
        </p>
      ) : null}
    </>
  );
}
