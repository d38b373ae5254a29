import { useCallback, useRef, useState } from "react";

/**
 * Whether an element has come within `margin` of the viewport (once true, it stays true): for parts
 * of a page far below the first view, asked for only when the shopper scrolls towards them, so the
 * page's first seconds on a phone are spent on what is on screen. Pass the returned ref to the
 * element. Without IntersectionObserver the element counts as near at once.
 */
export function useNearViewport<T extends Element>(margin = "600px"): [(el: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (el: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!el || near) return;
      if (typeof IntersectionObserver === "undefined") {
        setNear(true);
        return;
      }
      const o = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            o.disconnect();
            setNear(true);
          }
        },
        { rootMargin: `${margin} 0px ${margin} 0px` },
      );
      o.observe(el);
      observer.current = o;
    },
    [near, margin],
  );
  return [ref, near];
}
