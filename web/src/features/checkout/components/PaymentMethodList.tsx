import { LABELS, MARKS, modeOf } from "../paymentModes";
import type { PaymentMethod, PaymentMode } from "../types";
import s from "../checkout.module.css";

/** The methods the cart may use as a radio list, an unavailable one with its reason. */
export function PaymentMethodList({
  name,
  methods,
  selected,
  saving,
  disabled,
  onChoose,
}: {
  name: string;
  methods: PaymentMethod[];
  selected: PaymentMode | null;
  saving: PaymentMode | null;
  disabled: boolean;
  onChoose: (mode: PaymentMode) => void;
}) {
  return (
    <fieldset className={s.fieldset} disabled={disabled}>
      <legend className={s.legend}>Choose how to pay</legend>
      <ul className={s.methodList}>
        {methods.map((m) => (
          <MethodOption
            key={m.id}
            name={name}
            method={m}
            checked={selected === modeOf(m.id)}
            saving={saving === modeOf(m.id)}
            onChange={() => {
              const mode = modeOf(m.id);
              if (mode) onChoose(mode);
            }}
          />
        ))}
      </ul>
    </fieldset>
  );
}

function MethodOption({
  name,
  method,
  checked,
  saving,
  onChange,
}: {
  name: string;
  method: PaymentMethod;
  checked: boolean;
  saving: boolean;
  onChange: () => void;
}) {
  const mode = modeOf(method.id)!;
  const id = `${name}-${method.id}`;
  const reason = !method.available ? method.reason || "Not available for this order." : "";
  return (
    <li className={`${s.radioCard} ${s.methodRow} ${checked ? s.radioChecked : ""}`} data-method={mode}>
      <input
        type="radio"
        id={id}
        name={name}
        value={mode}
        checked={checked}
        disabled={!method.available}
        onChange={onChange}
        aria-describedby={reason ? `${id}-reason` : undefined}
      />
      <label htmlFor={id}>
        <span className={s.methodName}>
          {method.name || LABELS[mode]}
          {saving ? <span className={s.muted}> · Saving…</span> : null}
        </span>
        {reason ? (
          <span id={`${id}-reason`} className={s.muted}>
            {reason}
          </span>
        ) : null}
      </label>
      <span className={s.mark} data-mark={mode} aria-hidden="true">
        {MARKS[mode]}
      </span>
    </li>
  );
}
