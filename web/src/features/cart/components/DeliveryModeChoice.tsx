import { useId, useRef, useState } from "react";
import { Icon } from "../../../components/ui/Icon";
import { TextField } from "../../../components/ui/Field";
import { useEarlyText } from "../../../lib/hydration";
import { postcodeRule } from "../../../lib/validation";
import type { Cart, DeliveryModeCode, DeliveryModeOption } from "../types";
import s from "../basket.module.css";

/** The modes every basket is offered, standing in while the basket's own are on their way. */
const STANDING_IN: (DeliveryModeOption & { placeholder: true })[] = (
  [
    ["CNC", "Click & collect"],
    ["HD", "Home delivery"],
    ["ED", "Express delivery"],
  ] as const
).map(([id, name]) => ({
  id,
  name,
  available: true,
  advantage: false,
  deliveryToStore: id === "CNC",
  fee: { value: 0, formattedValue: "" },
  placeholder: true,
}));

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
  // The shopper's postcode is known only after the first render of a page from the server: an
  // untouched box follows it.
  const [given, setGiven] = useState(postcode);
  if (given !== postcode) {
    setGiven(postcode);
    if (draft === given) setDraft(postcode);
  }
  // The basket arrives rendered from the server: a postcode typed before its code had loaded is kept.
  const box = useRef<HTMLInputElement>(null);
  useEarlyText(box, postcode, setDraft);
  const [error, setError] = useState<string | undefined>();
  const chosen = pendingMode ?? cart.deliveryMode?.code ?? null;
  // While the modes load, the three stand in with what the page knows already (their names, and
  // where to collect or deliver), so that nothing below them moves when they arrive: only their
  // fees and whether each is available fill in (docs/cart.md, "The basket in the browser").
  const placeholders = loading && modes.length === 0;
  const shown: (DeliveryModeOption & { placeholder?: boolean })[] = placeholders ? STANDING_IN : modes;
  return (
    <fieldset className={s.modes} aria-busy={loading || pendingMode !== null || undefined}>
      <legend>How would you like to get it?</legend>
      {failed ? (
        <p className={s.modeError} role="alert">
          {failed}
        </p>
      ) : null}
      {placeholders ? <p className="visually-hidden">Finding delivery options…</p> : null}
      {shown.map((m) => {
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
              disabled={!m.available || m.placeholder}
              aria-disabled={pendingMode !== null || undefined}
              onChange={() => (pendingMode === null ? onChoose(m.id) : undefined)}
              aria-describedby={`${id}-desc`}
            />
            <label htmlFor={id}>
              <span className={s.modeName}>
                <Icon name={m.id === "CNC" ? "store" : m.id === "ED" ? "zap" : "truck"} size={18} />
                {m.name}
              </span>
              <span className={s.modeFee}>
                {m.placeholder ? (
                  <span className={s.feePending} aria-hidden="true" />
                ) : m.fee.value === 0 ? (
                  "Free"
                ) : (
                  m.fee.formattedValue
                )}
              </span>
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
          ref={box}
          label="Delivery postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={draft}
          error={error}
          onChange={(e) => {
            // An error said about the last text goes with it.
            setDraft(e.target.value);
            setError(undefined);
          }}
        />
        <button type="submit" className={s.secondaryButton}>
          Update
        </button>
      </form>
    </fieldset>
  );
}
