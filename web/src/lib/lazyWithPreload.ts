// Code loaded on demand, which can also be loaded ahead of its first render: a page the server
// rendered is hydrated only once its code is here, so React takes the server's markup over at once
// instead of keeping it aside (dehydrated) until the code arrives, when an update from above (the
// session answering) would make it throw the markup away and show the fallback.
import { createElement, lazy, useState, type ComponentType, type ReactElement } from "react";

/** A component whose code loads on demand or ahead (preload). */
export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  preload: () => Promise<void>;
}

export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m.default;
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Preloaded(props: P): ReactElement {
    // Each mount keeps the type it started with: switching from the lazy wrapper to the loaded
    // component would mount the page afresh and lose its state.
    const [direct] = useState(() => loaded);
    return createElement(direct ?? Lazy, props);
  }
  Preloaded.preload = preload;
  return Preloaded;
}

/** Loads the code of whatever preloadable components these route elements are. */
export function preloadElements(elements: unknown[]): Promise<void[]> {
  const loads: Promise<void>[] = [];
  for (const el of elements) {
    const type = (el as { type?: { preload?: () => Promise<void> } } | null)?.type;
    if (typeof type?.preload === "function") loads.push(type.preload());
  }
  return Promise.all(loads);
}
