import { memo, useEffect, useRef, useState, type KeyboardEvent as KeyEvent } from "react";
import { useLocation } from "react-router";
import type { NavNode } from "../types";
import s from "../nav.module.css";
import { PlainLink } from "../../../components/ui/PlainLink";

/**
 * Desktop department bar: hover or click opens a panel of categories and their leaves. The keyboard
 * (the disclosure navigation pattern, with the menu pattern's arrow keys): Tab or ←/→ (Home/End)
 * between departments, Enter/Space or ↓ opens one (↓ puts the focus on its first link), ↑/↓ move
 * between the panel's links, Escape closes it and puts the focus back on its department.
 */
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
  const bar = useRef<HTMLUListElement>(null);
  // ↓ on a closed department opens it, then its first (↑: last) link takes the focus.
  const entering = useRef<"first" | "last" | null>(null);
  const buttons = () => [...(bar.current?.querySelectorAll<HTMLButtonElement>(":scope > li > button") ?? [])];
  const panelLinks = (code: string) => [
    ...(document.getElementById(`mega-${code}`)?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []),
  ];

  /** The department bar's keys: ←/→ (Home/End) between departments, ↓ into the open panel. */
  const onButtonKey = (e: KeyEvent<HTMLButtonElement>, code: string) => {
    const all = buttons();
    const i = all.indexOf(e.currentTarget);
    const to = (j: number) => {
      const next = all[(j + all.length) % all.length];
      if (!next) return;
      next.focus();
      // A panel open stays open, for the department now focused.
      if (open) setOpen(next.dataset.code ?? null);
    };
    if (e.key === "ArrowRight") to(i + 1);
    else if (e.key === "ArrowLeft") to(i - 1);
    else if (e.key === "Home") to(0);
    else if (e.key === "End") to(all.length - 1);
    else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      const last = e.key === "ArrowUp";
      if (open === code) {
        const links = panelLinks(code);
        (last ? links[links.length - 1] : links[0])?.focus();
      } else {
        setOpen(code);
        entering.current = last ? "last" : "first";
      }
    } else return;
    e.preventDefault();
  };

  /** In a panel: ↑/↓ (Home/End) between its links, Escape back to its department's button. */
  const onPanelKey = (e: KeyEvent<HTMLDivElement>, code: string) => {
    const links = panelLinks(code);
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    const to = (j: number) => links[Math.max(0, Math.min(links.length - 1, j))]?.focus();
    if (e.key === "ArrowDown") to(i + 1);
    else if (e.key === "ArrowUp") {
      if (i <= 0)
        buttons()
          .find((b) => b.dataset.code === code)
          ?.focus();
      else to(i - 1);
    } else if (e.key === "Home") to(0);
    else if (e.key === "End") to(links.length - 1);
    else if (e.key === "Escape") {
      setOpen(null);
      buttons()
        .find((b) => b.dataset.code === code)
        ?.focus();
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };

  useEffect(() => {
    if (!open || !entering.current) return;
    // (the panel was just rendered for this department)
    const links = panelLinks(open);
    (entering.current === "last" ? links[links.length - 1] : links[0])?.focus();
    entering.current = null;
  }, [open]);

  return (
    <nav
      className={`${s.bar} ${s.desktopOnly}`}
      aria-label="Departments"
      onMouseLeave={() => setOpen(null)}
      onBlur={(e) => {
        // The focus left the bar (Tab past the last link): the panel no longer covers the page.
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(null);
      }}
    >
      <div className="container">
        <ul ref={bar} className={`${s.list} ${s.scriptOnly}`}>
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
                data-code={d.code}
                onClick={() => setOpen(open === d.code ? null : d.code)}
                onKeyDown={(e) => onButtonKey(e, d.code)}
              >
                {d.name}
              </button>
              {/* The panel follows its button (the disclosure navigation pattern): Tab goes from the
                button into it, before the next department. */}
              {open === d.code ? (
                <div className={s.panel} id={`mega-${d.code}`} onKeyDown={(e) => onPanelKey(e, d.code)}>
                  <div className="container">
                    <p>
                      <PlainLink to={d.url} className={s.shopAll}>
                        Shop all {d.name}
                      </PlainLink>
                    </p>
                    <div className={s.columns}>
                      {d.children.map((c) => (
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
    </nav>
  );
});
