import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "../../../components/ui/Icon";
import { useMembershipContent } from "../api/getMembershipContent";
import s from "./membership.module.css";

/**
 * "What's a OnePass price?": a disclosure next to the OnePass price (a product card or the product
 * page). The button says whether it is open (aria-expanded); the text is the tooltip slot's, asked
 * for when first opened (a listing page does not ask once per card). Escape or a press outside
 * closes it, and Escape gives the focus back to the button.
 */
export function OnePassTooltip() {
  const uid = useId();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const q = useMembershipContent("tooltip", asked);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onDown = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onDown);
    };
  }, [open]);

  const text = q.data?.text ?? (q.isError ? "The lower price OnePass members pay." : "Loading…");
  return (
    <span className={s.tip} ref={box}>
      <button
        ref={button}
        type="button"
        className={s.tipButton}
        aria-expanded={open}
        aria-controls={`${uid}-tip`}
        onClick={() => {
          setAsked(true);
          setOpen((o) => !o);
        }}
      >
        <Icon name="help" size={16} />
        <span className="visually-hidden">What's a OnePass price?</span>
      </button>
      <span id={`${uid}-tip`} className={s.tipBox} hidden={!open} role="note">
        {q.data?.title ? <strong>{q.data.title}. </strong> : null}
        {text}
      </span>
    </span>
  );
}
