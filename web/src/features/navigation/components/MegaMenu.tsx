import { memo, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { NavNode } from "../types";
import s from "../nav.module.css";
import { PlainLink } from "../../../components/ui/PlainLink";

/** Desktop department bar: hover, focus or click opens a panel of categories and their leaves. */
export const MegaMenu = memo(function MegaMenu({ departments }: { departments: NavNode[] }) {
  const location = useLocation();
  const where = location.pathname + location.search;
  // A panel belongs to the page it was opened on: navigating closes it without an effect.
  const [opened, setOpened] = useState<{ code: string; where: string } | null>(null);
  const open = opened?.where === where ? opened.code : null;
  const setOpen = (code: string | null) => setOpened(code ? { code, where } : null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpened(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const current = departments.find((d) => d.code === open);
  return (
    <nav className={`${s.bar} ${s.desktopOnly}`} aria-label="Departments" onMouseLeave={() => setOpen(null)}>
      <div className="container">
        <ul className={`${s.list} ${s.scriptOnly}`}>
          {departments.map((d) => (
            <li
              key={d.code}
              onMouseEnter={() => {
                window.clearTimeout(timer.current);
                timer.current = window.setTimeout(() => setOpen(d.code), 120);
              }}
            >
              <button
                type="button"
                className={s.top}
                aria-expanded={open === d.code}
                aria-controls={`mega-${d.code}`}
                onClick={() => setOpen(open === d.code ? null : d.code)}
              >
                {d.name}
              </button>
            </li>
          ))}
        </ul>
        {/* Without JavaScript the buttons above open nothing: the departments are plain links (shown
            only under scripting: none, so never followed by the app). */}
        <ul className={`${s.list} ${s.withoutScript}`}>
          {departments.map((d) => (
            <li key={d.code}>
              <a href={d.url} className={s.top}>
                {d.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {current ? (
        <div className={s.panel} id={`mega-${current.code}`}>
          <div className="container">
            <p>
              <PlainLink to={current.url} className={s.shopAll}>
                Shop all {current.name}
              </PlainLink>
            </p>
            <div className={s.columns}>
              {current.children.map((c) => (
                <div key={c.code}>
                  <h3>
                    <PlainLink to={c.url}>{c.name}</PlainLink>
                  </h3>
                  <ul>
                    {c.children.map((l) => (
                      <li key={l.code}>
                        <PlainLink to={l.url}>{l.name}</PlainLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </div>
      ) : null}
    </nav>
  );
});
