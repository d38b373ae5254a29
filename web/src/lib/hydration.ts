// Pages the server rendered are hydrated: the browser's first render must write the markup the
// server wrote, so what only the browser knows (local storage, cookies, the session) is read after
// it, and a render that is not hydrating reads it at once (docs/decisions.md "First paint from the
// server").
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";

let hydrating = false;

/** Whether this code runs in the server's renderer (no document). */
export const onServer = typeof document === "undefined";

/** Marks the start of hydrating the server's markup (main.tsx); Hydrated marks its end. */
export function startHydration(): void {
  hydrating = true;
}

/** Ends hydration: mounted once at the root, its effect runs after the hydrated tree commits. */
export function useHydrationDone(): void {
  useEffect(() => {
    hydrating = false;
  }, []);
}

/** Whether a render now must match the server's: on the server, or while hydrating. */
export function serverMarkup(): boolean {
  return onServer || hydrating;
}

/**
 * State that starts from what only the browser knows: read() at once, except on the server and while
 * hydrating, which start from fallback and read it right after the first commit.
 */
export function useBrowserState<T>(read: () => T, fallback: T): [T, Dispatch<SetStateAction<T>>] {
  const [late] = useState(serverMarkup);
  // read is taken once, as useState's initialiser would be.
  const first = useRef(read);
  const [value, setValue] = useState<T>(() => (late ? fallback : read()));
  useEffect(() => {
    if (late) setValue(first.current());
  }, [late]);
  return [value, setValue];
}
