/**
 * The shop's plain links (components/ui/PlainLink.tsx) carry `data-link` and no click handler of
 * their own: one listener on the document (app/LinkClicks.tsx) sends a plain click on any of them
 * through the router. `followedPath` says whether a click is one to take over, and where to: a left
 * click without a modifier key, not already handled (a component's own onClick may call
 * preventDefault), on a link of the shop's own origin that opens in this tab. Anything else (a
 * new tab, a download, another site) is left to the browser, as React Router's Link leaves it.
 */
export function followedPath(e: MouseEvent, origin: string): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return null;
  const start = e.target;
  if (!(start instanceof Element)) return null;
  const a = start.closest("a[data-link]");
  if (!(a instanceof HTMLAnchorElement)) return null;
  if ((a.target && a.target !== "_self") || a.hasAttribute("download")) return null;
  const url = new URL(a.href);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}
