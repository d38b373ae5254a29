// The undo stack (docs/cart.md, "The basket in the browser": an undo entry is a label, a task and an
// expiry): a removal pushes an entry whose task puts the item back; it expires after its seconds
// (0 means never).
import { useCallback, useEffect, useState } from "react";

export interface UndoEntry {
  id: number;
  label: string;
  undoTask: () => Promise<unknown>;
  /** Epoch ms after which the entry can no longer be undone; 0 = never. */
  expires: number;
}

export interface UndoStack {
  entries: UndoEntry[];
}

let nextId = 1;

export function pushUndo(
  stack: UndoEntry[],
  label: string,
  undoTask: () => Promise<unknown>,
  seconds: number,
  now = Date.now(),
): UndoEntry[] {
  const entry: UndoEntry = { id: nextId++, label, undoTask, expires: seconds > 0 ? now + seconds * 1000 : 0 };
  return [...live(stack, now), entry];
}

/** The entries not yet expired. */
export function live(stack: UndoEntry[], now = Date.now()): UndoEntry[] {
  return stack.filter((e) => e.expires === 0 || e.expires > now);
}

/** Takes an entry off the stack (the latest when no id is given), if it has not expired. */
export function popUndo(
  stack: UndoEntry[],
  id?: number,
  now = Date.now(),
): { entry: UndoEntry | undefined; rest: UndoEntry[] } {
  const alive = live(stack, now);
  const entry = id === undefined ? alive[alive.length - 1] : alive.find((e) => e.id === id);
  return { entry, rest: alive.filter((e) => e !== entry) };
}

/** The stack as React state, dropping entries as they expire. */
export function useUndoStack(seconds: number) {
  const [stack, setStack] = useState<UndoEntry[]>([]);
  const next = stack.reduce((min, e) => (e.expires && e.expires < min ? e.expires : min), Infinity);
  useEffect(() => {
    if (next === Infinity) return;
    const t = setTimeout(() => setStack((s) => live(s)), Math.max(0, next - Date.now()) + 20);
    return () => clearTimeout(t);
  }, [next]);
  const push = useCallback(
    (label: string, task: () => Promise<unknown>) => setStack((s) => pushUndo(s, label, task, seconds)),
    [seconds],
  );
  const take = useCallback(
    (id: number): UndoEntry | undefined => {
      const { entry } = popUndo(stack, id);
      setStack((s) => popUndo(s, id).rest);
      return entry;
    },
    [stack],
  );
  const dismiss = useCallback((id: number) => setStack((s) => s.filter((e) => e.id !== id)), []);
  return { entries: stack, push, take, dismiss };
}
