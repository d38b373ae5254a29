// Keeping the keyboard focus when what had it goes (docs/web.md, "Keyboard focus"): a control that
// is replaced or unmounted by React leaves the focus on the body, and the next Tab starts from the
// top of the page. These helpers put it on the control's successor instead.

/** Whether the focus is nowhere in particular: on the body, or on nothing. */
export function focusLost(doc: Document = document): boolean {
  const el = doc.activeElement;
  return el === null || el === doc.body || el === doc.documentElement;
}

export interface Refocus {
  /** Stops waiting. */
  cancel: () => void;
}

/**
 * Waits (a frame at a time, up to timeoutMs) for the focus to be lost, then puts it on find()'s
 * element once there is one. The element that has the focus now is the one expected to go: while it
 * keeps the focus nothing is done; if the shopper (or the page) puts the focus somewhere else, waiting
 * stops. find() returning null means "not on the page yet".
 */
export function refocusWhenLost(
  find: () => HTMLElement | null | undefined,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Refocus {
  // Called once the focus is already lost (the control went before the call), there is nothing to
  // wait for: the body is not the element expected to go.
  const origin = focusLost() ? null : document.activeElement;
  const deadline = Date.now() + timeoutMs;
  let frame = 0;
  let done = false;
  const cancel = () => {
    done = true;
    cancelAnimationFrame(frame);
  };
  const step = () => {
    if (done) return;
    const active = document.activeElement;
    if (!focusLost() && active !== origin) return cancel();
    const origins = origin instanceof HTMLElement && origin.isConnected && active === origin;
    if (!origins) {
      const el = find();
      if (el) {
        if (!el.hasAttribute("tabindex") && !isFocusable(el)) el.setAttribute("tabindex", "-1");
        el.focus({ preventScroll: !offScreen(el) });
        return cancel();
      }
    }
    if (Date.now() > deadline) return cancel();
    frame = requestAnimationFrame(step);
  };
  step();
  return { cancel };
}

function isFocusable(el: HTMLElement): boolean {
  return el.matches("a[href], button, input, select, textarea, summary, [tabindex]");
}

function offScreen(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  return r.bottom < 0 || r.top > window.innerHeight;
}
