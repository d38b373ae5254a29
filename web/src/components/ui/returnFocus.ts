import { useCallback, useRef } from "react";

/**
 * For a dialog opened from code rather than by its own Dialog.Trigger (a card's Quick view, the store
 * picker, the department drawer): remember() notes the control that had focus when it opened, and
 * onCloseAutoFocus (Radix Dialog.Content's prop) puts focus back there on close instead of on the body.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    const el = document.activeElement;
    opener.current = el instanceof HTMLElement && el !== document.body ? el : null;
  }, []);
  const onCloseAutoFocus = useCallback((e: Event) => {
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected) {
      e.preventDefault();
      el.focus();
    }
  }, []);
  return { remember, onCloseAutoFocus };
}
