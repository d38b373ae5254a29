import { useState } from "react";
import st from "../../../components/ui/stepper.module.css";
import s from "../order.module.css";

/** − [n] + from 0 to what can be returned, with 44 px targets; typed numbers are clamped on blur. */
export function ReturnStepper({
  id,
  name,
  value,
  max,
  onChange,
  error,
}: {
  id: string;
  name: string;
  value: number;
  max: number;
  onChange: (n: number) => void;
  error: string | undefined;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (raw: string) => {
    setDraft(null);
    const n = Number(raw);
    if (!raw.trim() || !Number.isInteger(n)) return;
    const clamped = Math.min(max, Math.max(0, n));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <div
      className={`${st.stepper} ${s.stepper} ${error ? st.invalid : ""}`}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <button
        type="button"
        aria-label={`Return one fewer ${name}`}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={draft ?? String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setDraft(e.target.value.replace(/[^\d]/g, "").slice(0, 4))}
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
        aria-label={`Return one more ${name}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
