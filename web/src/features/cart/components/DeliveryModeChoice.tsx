import { useId, useState } from "react";
import { Icon } from "../../../components/ui/Icon";
import { TextField } from "../../../components/ui/Field";
import { postcodeRule } from "../../../lib/validation";
import type { Cart, DeliveryModeCode, DeliveryModeOption } from "../types";
import s from "../basket.module.css";

const REASONS: Record<string, string> = {
  notForCollection: "Some items can't be collected from a store.",
  notForExpress: "Some items can't go by express.",
  noPostcode: "Enter your postcode to see if express delivers to you.",
  notInExpressArea: "Express doesn't deliver to your postcode yet.",
  noStock: "Not enough stock for this method.",
};

/** The delivery method on the basket: CNC, HD, ED with fee and why one is unavailable. */
export function DeliveryModeChoice({
  cart,
  modes,
  loading,
  failed,
  pendingMode,
  storeName,
  postcode,
  onChoose,
  onChangeStore,
  onPostcode,
}: {
  cart: Cart;
  modes: DeliveryModeOption[];
  loading: boolean;
  failed: string | null;
  pendingMode: DeliveryModeCode | null;
  storeName: string;
  postcode: string;
  onChoose: (id: DeliveryModeCode) => void;
  onChangeStore: () => void;
  onPostcode: (postcode: string) => void;
}) {
  const uid = useId();
  const [draft, setDraft] = useState(postcode);
  const [error, setError] = useState<string | undefined>();
  const chosen = pendingMode ?? cart.deliveryMode?.code ?? null;
  return (
    <fieldset className={s.modes} aria-busy={loading || pendingMode !== null || undefined}>
      <legend>How would you like to get it?</legend>
      {failed ? (
        <p className={s.modeError} role="alert">
          {failed}
        </p>
      ) : null}
      {loading && modes.length === 0 ? <p className={s.muted}>Finding delivery options…</p> : null}
      {modes.map((m) => {
        const id = `${uid}-${m.id}`;
        const reason = m.available
          ? ""
          : (REASONS[m.unavailableReason ?? ""] ?? "Not available for this basket.");
        return (
          <div key={m.id} className={`${s.mode} ${chosen === m.id ? s.modeChosen : ""}`}>
            <input
              type="radio"
              id={id}
              name={`${uid}-mode`}
              checked={chosen === m.id}
              // While a change is on its way the radios say so but keep the focus (a disabled one drops
              // it on the body); a press meanwhile is ignored.
              disabled={!m.available}
              aria-disabled={pendingMode !== null || undefined}
              onChange={() => (pendingMode === null ? onChoose(m.id) : undefined)}
              aria-describedby={`${id}-desc`}
            />
            <label htmlFor={id}>
              <span className={s.modeName}>
                <Icon name={m.id === "CNC" ? "store" : m.id === "ED" ? "zap" : "truck"} size={18} />
                {m.name}
              </span>
              <span className={s.modeFee}>{m.fee.value === 0 ? "Free" : m.fee.formattedValue}</span>
            </label>
            <p id={`${id}-desc`} className={s.modeDesc}>
              {reason ||
                (m.id === "CNC"
                  ? cart.pickupStore
                    ? `Collect from ${cart.pickupStore.displayName || cart.pickupStore.name}`
                    : storeName
                      ? `Collect from ${storeName}`
                      : "Choose a store to collect from"
                  : postcode
                    ? `Delivered to ${postcode}`
                    : "Enter your postcode")}
              {m.id === "CNC" && m.available ? (
                <>
                  {" "}
                  <button type="button" className={s.inlineLink} onClick={onChangeStore}>
                    {cart.pickupStore || storeName ? "Change store" : "Choose store"}
                  </button>
                </>
              ) : null}
            </p>
          </div>
        );
      })}
      <form
        className={s.postcodeRow}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const err = postcodeRule(draft);
          setError(err);
          if (!err) onPostcode(draft.trim());
        }}
      >
        <TextField
          id={`${uid}-postcode`}
          label="Delivery postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={draft}
          error={error}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className={s.secondaryButton}>
          Update
        </button>
      </form>
    </fieldset>
  );
}
