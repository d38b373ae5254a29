import { useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { UndoEntry } from "../../../features/cart/undo";
import s from "../basket.module.css";

/**
 * The removals that can still be undone, each with Undo and Dismiss. A removal puts the focus on its
 * Undo (useBasketEntries), the newest last. The toasts float over the foot of the window: while they
 * are shown the document grows by what they cover (a spacer at the end of the body, so the footer's
 * last link can scroll above them too) and the browser scrolls what the keyboard reaches above them
 * (the document's scroll-padding), so they cover nothing a shopper needs, such as the postcode's
 * Update button.
 */
export function UndoToasts({
  entries,
  onUndo,
  onDismiss,
}: {
  entries: UndoEntry[];
  onUndo: (id: number) => void;
  onDismiss: (id: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  const shown = entries.length > 0;
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !shown) return;
    const html = document.documentElement;
    const measure = () => {
      // From the toasts' top to the window's foot: the toasts and whatever sits under them (the
      // basket's sticky total on a phone).
      const covered = Math.max(0, Math.ceil(window.innerHeight - el.getBoundingClientRect().top));
      setRoom(covered);
      html.style.scrollPaddingBottom = `${covered + 8}px`;
    };
    measure();
    const ro = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    ro?.observe(el);
    window.addEventListener("resize", measure);
    return () => {
      ro?.disconnect();
      window.removeEventListener("resize", measure);
      html.style.scrollPaddingBottom = "";
      setRoom(0);
    };
  }, [shown]);
  return (
    <>
      {shown ? createPortal(<div aria-hidden="true" style={{ height: room }} />, document.body) : null}
      <div className={s.toasts} role="status" aria-live="polite" ref={box} data-testid="undo-toasts">
        {entries.map((u) => (
          <div key={u.id} className={s.toast}>
            <span>{u.label}</span>
            <button type="button" onClick={() => onUndo(u.id)} data-undo={u.label}>
              Undo
            </button>
            <button
              type="button"
              className={s.toastClose}
              aria-label="Dismiss"
              onClick={() => onDismiss(u.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </>
  );
}
