import type { UndoEntry } from "../../../features/cart/undo";
import s from "../basket.module.css";

/**
 * The removals that can still be undone, each with Undo and Dismiss. A removal puts the focus on its
 * Undo (useBasketEntries), the newest last.
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
  return (
    <div className={s.toasts} role="status" aria-live="polite">
      {entries.map((u) => (
        <div key={u.id} className={s.toast}>
          <span>{u.label}</span>
          <button type="button" onClick={() => onUndo(u.id)} data-undo={u.label}>
            Undo
          </button>
          <button type="button" className={s.toastClose} aria-label="Dismiss" onClick={() => onDismiss(u.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
