import { buttonClass } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Field";
import { LABELS } from "../paymentModes";
import type { PaymentMode, PayPalAccount } from "../types";
import { NEW_CARD, SavedPaypalChoice } from "./SavedChoice";
import s from "../checkout.module.css";

/**
 * Paying on the provider's page (PayPal, Afterpay, Zip, Flypay): where the shopper goes and what it
 * takes; a signed-in customer's saved PayPal account pays without leaving, and a new one may be saved.
 */
export function RedirectPanel({
  uid,
  mode,
  amount,
  paypalSaved,
  paypalSource,
  offerPaypalSave,
  savePaypal,
  placing,
  placingAny,
  busy,
  placingText,
  onPaypalChoice,
  onSavePaypal,
  onPlace,
}: {
  uid: string;
  mode: PaymentMode;
  /** What is left to pay, formatted. */
  amount: string;
  paypalSaved: PayPalAccount[];
  paypalSource: string;
  offerPaypalSave: boolean;
  savePaypal: boolean;
  /** This panel's press is being placed. */
  placing: boolean;
  /** Any press is being placed. */
  placingAny: boolean;
  /** Any press is being placed, or a method is being saved. */
  busy: boolean;
  placingText: string;
  onPaypalChoice: (v: string) => void;
  onSavePaypal: (on: boolean) => void;
  onPlace: () => void;
}) {
  const savedPaypal = mode === "paypal" && paypalSource !== NEW_CARD;
  return (
    <div className={s.methodPanel}>
      {mode === "paypal" && paypalSaved.length > 0 ? (
        <SavedPaypalChoice
          name={`${uid}-paypal`}
          accounts={paypalSaved}
          value={paypalSource}
          disabled={placingAny}
          onChange={onPaypalChoice}
        />
      ) : null}
      {savedPaypal ? (
        <p className={s.muted}>
          We'll take {amount} from your saved PayPal account when you place your order.
        </p>
      ) : (
        <p className={s.muted}>
          You'll go to {LABELS[mode]} to approve the payment of {amount}, then come back here for your
          confirmation.
        </p>
      )}
      {mode === "paypal" && offerPaypalSave ? (
        <Checkbox
          id={`${uid}-save-paypal`}
          label="Save PayPal for faster checkout"
          hint="Links your PayPal account to your Wattle account. Remove it any time in My Account."
          checked={savePaypal}
          disabled={busy}
          onChange={(e) => onSavePaypal(e.target.checked)}
        />
      ) : null}
      <button
        type="button"
        className={`${buttonClass("primary", true)} ${s.placeOrder}`}
        disabled={busy}
        onClick={onPlace}
        data-testid="place-order"
      >
        {placing ? placingText : savedPaypal ? "Place order" : `Continue to ${LABELS[mode]}`}
      </button>
    </div>
  );
}
