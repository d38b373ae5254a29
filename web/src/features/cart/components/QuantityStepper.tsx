import { useState } from "react";
import st from "../../../components/ui/stepper.module.css";
import s from "../cart.module.css";

/**
 * − [n] + with 44 px targets. The field takes typed numbers too; the value is committed on blur or
 * Enter, clamped to 1…max. A quantity that is not a number is ignored (docs/cart.md, "The basket in the browser").
 * With onZero (the basket), a typed 0 is the seed's "removing sets quantity 0": the line goes, with
 * the basket's undo, instead of coming back as 1.
 */
export function QuantityStepper({
  id,
  value,
  max,
  onChange,
  label,
  disabled = false,
  min = 1,
  onZero,
}: {
  id: string;
  value: number;
  max: number;
  onChange: (n: number) => void;
  /** The accessible name: "Quantity" or "Quantity of Linen Table Lamp". */
  label: string;
  disabled?: boolean;
  min?: number;
  onZero?: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const top = Math.max(min, max);
  // Busy or at a limit, the buttons say so (aria-disabled) and do nothing, but keep the focus: a
  // disabled button drops it on the body, so "+" pressed twice with the keyboard pressed once.
  const lessOff = disabled || value <= min;
  const moreOff = disabled || value >= top;
  const commit = (raw: string) => {
    setDraft(null);
    if (disabled) return;
    const n = Number(raw);
    if (!raw.trim() || !Number.isInteger(n)) return;
    if (n === 0 && onZero) {
      onZero();
      return;
    }
    const clamped = Math.min(top, Math.max(min, n));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <div className={`${st.stepper} ${s.stepper}`} role="group" aria-label={label}>
      <button
        type="button"
        aria-label="Decrease quantity"
        aria-disabled={lessOff}
        onClick={() => (lessOff ? undefined : onChange(value - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label="Quantity"
        value={draft ?? String(value)}
        readOnly={disabled}
        aria-disabled={disabled || undefined}
        onChange={(e) => setDraft(e.target.value.replace(/[^\d]/g, "").slice(0, 5))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit(e.currentTarget.value);
          }
        }}
      />
      <button
        type="button"
        aria-label="Increase quantity"
        aria-disabled={moreOff}
        onClick={() => (moreOff ? undefined : onChange(value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
