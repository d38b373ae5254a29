import type { ButtonHTMLAttributes } from "react";
import s from "./ui.module.css";

type Variant = "primary" | "secondary" | "ghost";

export function buttonClass(variant: Variant = "primary", full = false): string {
  return [s.button, s[variant], full ? s.full : ""].filter(Boolean).join(" ");
}

export function Button({
  variant = "primary",
  full = false,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; full?: boolean }) {
  return (
    <button
      type="button"
      className={[buttonClass(variant, full), className].filter(Boolean).join(" ")}
      {...rest}
    />
  );
}
