import { Link } from "react-router";
import s from "./breadcrumb.module.css";

/** A breadcrumb trail; the last item is the current page. */
export function Breadcrumb({ items }: { items: { label: string; url?: string }[] }) {
  return (
    <nav className={s.crumbs} aria-label="Breadcrumb">
      <ol>
        {items.map((it, i) => (
          <li key={`${i}-${it.label}`} aria-current={it.url ? undefined : "page"}>
            {it.url ? <Link to={it.url}>{it.label}</Link> : it.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
