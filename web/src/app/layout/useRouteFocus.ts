import { useEffect } from "react";
import { useLocation } from "react-router";
import { focusLost } from "../../lib/focus";

/** How long a new page has to show its main heading. */
const WAIT_MS = 8000;

/**
 * After a page change made in the app (a link, the search box, Back), the focus goes to the new
 * page's main heading, so the next Tab starts in the page and a screen reader says where it is
 * (docs/web.md, "Keyboard focus"), also when it comes from a page outside the layout (the checkout's
 * "Change delivery method"). The first page (the server's) is left alone; so is a change of the
 * query alone (a filter, a sort, Load more), and a new address that keeps the page (another colour of
 * a product: the control that made it keeps the focus).
 *
 * Until the heading is on the page (a page's code or data still loading) the focus is put on the main
 * landmark if it was lost. A key or pointer press meanwhile is the shopper's: nothing is moved after it,
 * nor when the page put the focus somewhere in itself.
 */
export function useRouteFocus(mainId = "main"): void {
  const { pathname, key } = useLocation();
  // The layout left for a page outside it (the checkout's own frame): coming back is a page change too.
  useEffect(
    () => () => {
      shown = OUTSIDE;
    },
    [],
  );
  useEffect(() => {
    const before = shown;
    shown = pathname;
    if (before === pathname) return;
    // The layout's first page: the document's own (key "default"), or one reached in the app from a
    // page outside the layout (the checkout's frame). (After the layout went, "default" is React's
    // development double mount, or Back to the document's first page.)
    if ((before === null || before === OUTSIDE) && key === "default") return;
    return focusNewPage(mainId);
  }, [pathname, key, mainId]);
}

/** What the shop's layout last showed: null before it first showed a page, OUTSIDE after it went. */
let shown: string | null = null;
const OUTSIDE = "\u0000outside";

/** Moves the focus to the main heading of the page just shown; returns a cancel. */
export function focusNewPage(mainId: string): () => void {
  const origin = document.activeElement;
  const main = document.getElementById(mainId);
  if (!main) return () => undefined;
  const deadline = Date.now() + WAIT_MS;
  let frame = 0;
  let done = false;
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    document.removeEventListener("keydown", stop, true);
    document.removeEventListener("pointerdown", stop, true);
  };
  document.addEventListener("keydown", stop, true);
  document.addEventListener("pointerdown", stop, true);
  const step = () => {
    if (done) return;
    const active = document.activeElement;
    // The control that made the change is still in the page and has the focus: the page is the same.
    if (active === origin && origin instanceof HTMLElement && origin.isConnected && main.contains(origin))
      return stop();
    // The page put the focus on something of its own.
    if (active && active !== main && active !== origin && main.contains(active)) return stop();
    const heading = main.querySelector<HTMLElement>("h1");
    if (heading) {
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
      return stop();
    }
    if (focusLost()) main.focus({ preventScroll: true });
    if (Date.now() > deadline) return stop();
    frame = requestAnimationFrame(step);
  };
  // After the browser has laid the new page out (and React's commit is done).
  frame = requestAnimationFrame(step);
  return stop;
}
