// Pages the server rendered are hydrated: the browser's first render must write the markup the
// server wrote, so what only the browser knows (local storage, cookies, the session) is read after
// it, and a render that is not hydrating reads it at once (docs/decisions.md "First paint from the
// server").
import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from "react";

let hydrating = false;
let early: HTMLElement[] = [];

declare global {
  interface Window {
    /** Buttons clicked before hydration, kept by the server's inline script (shell.go). */
    __early?: HTMLElement[];
  }
}

/** Whether this code runs in the server's renderer (no document). */
export const onServer = typeof document === "undefined";

/**
 * Marks the start of hydrating the server's markup (main.tsx). It ends once the root and the page's
 * own part have both been taken over (useHydrationDone, usePageHydrated).
 */
export function startHydration(): void {
  hydrating = true;
}

/**
 * Ends hydration: mounted once at the root, its effect runs after the hydrated tree commits. Until
 * then the server's inline script goes on holding presses: the root is taken over in slices (a
 * transition), and a press between two would reach markup React is halfway through. From here on
 * React itself replays a click on markup it has not taken over yet (a Suspense boundary waiting).
 */
export function useHydrationDone(): void {
  useEffect(() => {
    early = window.__early ?? [];
    window.__early = undefined;
    rootDone = true;
    replayWhenTakenOver();
  }, []);
}

let rootDone = false;
let pageDone = false;

/**
 * Marks the page's own part taken over: mounted inside the Suspense boundary that holds the page
 * (Layout), which React takes over after the root, in a task of its own. The press held before
 * hydration is replayed once both are: on markup still waiting, a replayed press was now and then
 * lost (Load more, one run in twelve).
 */
export function usePageHydrated(): void {
  useEffect(() => {
    pageDone = true;
    replayWhenTakenOver();
  }, []);
}

function replayWhenTakenOver(): void {
  if (!rootDone || !pageDone) return;
  // The page's part is hydrated after the root, in a pass of its own: until then what renders in
  // it must still write the server's markup.
  hydrating = false;
  const clicked = early;
  early = [];
  // Outside React's own work, as a shopper's click would be.
  if (clicked.length > 0) setTimeout(() => replayEarlyClick(clicked), 0);
}

/**
 * Clicks the last button, radio button or check box a shopper pressed while the page's code was
 * loading, now that it has a handler (the markup is the same elements React took over). Only the
 * last: a double press on "Size guide" opens the guide once instead of opening and closing it.
 *
 * Markup inside a Suspense boundary may not be taken over yet; an event on it makes React take it
 * over at once. A click would be too late for a radio button: the browser checks it before React
 * sees the click, React takes the checked box for the rendered state, and then puts it back. So an
 * "input" event (which a button or a radio button's handlers never see) asks first.
 */
export function replayEarlyClick(clicked: readonly HTMLElement[]): void {
  const last = clicked.at(-1);
  if (!last?.isConnected) return;
  // The press gave the button focus, as a shopper's does; if taking the markup over lost it (a busy
  // phone), give it back first, so that a dialog it opens hands focus back to it when it closes.
  if (document.activeElement !== last) last.focus({ preventScroll: true });
  last.dispatchEvent(new Event("input", { bubbles: true }));
  last.click();
}

/**
 * Whether a render now must match the server's: on the server, or while hydrating (the root, then
 * the page's own part).
 */
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

/**
 * Keeps what a shopper typed into a server-rendered text box before the page's code had loaded
 * (the markup's box takes keys before anything handles them): once hydrated, a box whose text is
 * not the rendered one hands it to take, which makes it the component's state.
 */
export function useEarlyText(
  box: RefObject<HTMLInputElement | null>,
  rendered: string,
  take: (typed: string, focused: boolean) => void,
): void {
  const first = useRef({ rendered, take });
  useEffect(() => {
    const el = box.current;
    if (el && el.value !== first.current.rendered)
      first.current.take(el.value, document.activeElement === el);
  }, [box]);
}
