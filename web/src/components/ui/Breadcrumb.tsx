import { Skeleton } from "./Skeleton";
import s from "./breadcrumb.module.css";
import { PlainLink } from "./PlainLink";

/**
 * The trail's first link, to the home page. It carries the shop's name rather than "Home" because
 * a department is called Home too ("Home / Home / Lighting" read as a stutter).
 */
export const ROOT_CRUMB = { label: "Wattle", url: "/" };

/** A breadcrumb trail from the shop's home page; the last item is the current page. */
export function Breadcrumb({ items }: { items: { label: string; url?: string }[] }) {
  return (
    <nav className={s.crumbs} aria-label="Breadcrumb">
      <ol>
        {[ROOT_CRUMB, ...items].map((it, i) => (
          <li key={`${i}-${it.label}`} aria-current={it.url ? undefined : "page"}>
            {it.url ? <PlainLink to={it.url}>{it.label}</PlainLink> : it.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The trail's placeholder: one line, the trail's height, while the page loads. */
export function BreadcrumbSkeleton() {
  return (
    <div className={s.crumbs} aria-hidden="true">
      <Skeleton className={s.line} width={240} />
    </div>
  );
}
