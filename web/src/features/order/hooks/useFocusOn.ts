import { useEffect, useRef } from "react";

/** Moves the focus to an element once it is on screen (the next step's heading, a summary). */
export function useFocusOn<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!key || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView?.({ block: "center" });
  }, [key]);
  return ref;
}
