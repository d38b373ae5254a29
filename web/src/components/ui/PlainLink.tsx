import type { AnchorHTMLAttributes } from "react";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path in the shop, from its root ("/c/home-lighting", "/search?searchTerm=lamp"). */
  to: string;
};

/**
 * A link within the shop that costs no more than an anchor: React Router's Link runs about ten hooks
 * per link to work out its href and handle its click, and a collection page has over a hundred links
 * (96 cards, the menu, the footer). A plain link's click goes through the router all the same: the
 * app's one document listener takes it over (lib/links.ts, app/LinkClicks.tsx). For a path relative
 * to the current page, or a navigation that carries state or replaces history, use Link.
 */
export function PlainLink({ to, ...rest }: Props) {
  return <a {...rest} href={to} data-link="" />;
}
