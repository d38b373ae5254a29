import { createElement, type ReactNode } from "react";
import { onServer } from "./hydration";

/**
 * Parts of the layout whose markup is the same from one page to the next: the header (for pages
 * alike in what it shows of them) and the footer. The server's renderer writes such a part from
 * the markup it rendered for an earlier page with the same key instead of rendering it again: a
 * fifth of a product page's render (docs/decisions.md "Parts kept between renders"). The browser
 * renders them as ever, and hydrates markup that is the same either way.
 *
 * A kept part holds no element of its own kind (no header in the header): its markup is what lies
 * between its opening tag and the first closing tag of that kind.
 */
type Tag = "header" | "footer";

interface Props {
  as: Tag;
  className: string | undefined;
  /** What the part is rendered from that changes as a whole (the menu's answer): kept per object. */
  from?: object;
  /** What else the part shows of the page, as a string (the search term in the header's box). */
  by?: string;
  children: ReactNode;
}

interface Pending {
  open: string;
  close: string;
  keep: Map<string, string>;
  by: string;
}

/** Keys kept per `from`: a part keyed by what a shopper types (a search term) cannot grow for ever. */
const MAX_KEYS = 32;

const always = {};
const kept = new WeakMap<object, Map<string, string>>();
let pending: Pending[] = [];

export function Kept({ as, className, from = always, by = "", children }: Props) {
  if (!onServer) return createElement(as, { className }, children);
  let keep = kept.get(from);
  if (!keep) {
    keep = new Map();
    kept.set(from, keep);
  }
  const html = keep.get(by);
  if (html !== undefined) return createElement(as, { className, dangerouslySetInnerHTML: { __html: html } });
  const open = className ? `<${as} class="${className}">` : `<${as}>`;
  pending.push({ open, close: `</${as}>`, keep, by });
  return createElement(as, { className }, children);
}

/**
 * Runs a server render and keeps the markup of the parts it rendered in full, for the next pages.
 * A part whose markup cannot be found whole, or that left something to the browser, is not kept.
 */
export function keepingParts(render: () => string): string {
  pending = [];
  const html = render();
  for (const p of pending) {
    const start = html.indexOf(p.open);
    const end = start < 0 ? -1 : html.indexOf(p.close, start);
    if (end < 0) continue;
    const inner = html.slice(start + p.open.length, end);
    if (inner.includes("<!--$!")) continue;
    if (p.keep.size >= MAX_KEYS) p.keep.delete(p.keep.keys().next().value as string);
    p.keep.set(p.by, inner);
  }
  pending = [];
  return html;
}
