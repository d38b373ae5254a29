import type { ReactNode } from "react";

/**
 * A skip link, shown when focused. It moves focus to its target itself rather than following the
 * #hash: a hash change would push a history entry (and lose a listing's loaded pages kept in the
 * entry's state). Falls back to the main landmark when the target is not on the page. With land, the
 * focus goes to the target's first element matching it (the first result's link), when there is one.
 */
export function SkipLink({
  target,
  land,
  children,
}: {
  target: string;
  /** A selector within the target: where the focus lands. */
  land?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={`#${target}`}
      className="skip-link"
      onClick={(e) => {
        const el = document.getElementById(target) ?? document.getElementById("main");
        if (!el) return;
        e.preventDefault();
        el.focus({ preventScroll: true });
        el.scrollIntoView({ block: "start" });
        const first = land && el.id === target ? el.querySelector<HTMLElement>(land) : null;
        first?.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}
