import type { Facet, FacetOption } from "../types";
import { Icon } from "../../../components/ui/Icon";
import s from "../listing.module.css";
import { formatCount } from "../../../lib/numbers";
import { refocusWhenLost } from "../../../lib/focus";

/**
 * Collapsible facet groups: checkboxes with counts, the category tree, colour swatches. Each option
 * is a link to the listing with it toggled, so filtering works without JavaScript (a page the server
 * rendered); with it, the link acts as a checkbox in place (role, Space key, no page load).
 */
export function Facets({
  facets,
  onToggle,
  hrefFor,
}: {
  facets: Facet[];
  onToggle: (name: string, value: string) => void;
  /** The listing's address with the option toggled. */
  hrefFor: (name: string, value: string) => string;
}) {
  // The options keep their identity across answers (keyed by facet and value), so the one toggled keeps
  // the focus; if the new answer has it no more, the focus goes to its group (docs/web.md, "Keyboard
  // focus"), in the same list (the drawer's or the column's), rather than to the body.
  const toggle = (from: HTMLElement, name: string, value: string) => {
    const root = from.closest<HTMLElement>("[data-facets]");
    refocusWhenLost(() => {
      if (!root?.isConnected) return null;
      const same = [...root.querySelectorAll<HTMLElement>("a[data-facet]")].find(
        (a) => a.dataset.facet === name && a.dataset.value === value,
      );
      const group = [...root.querySelectorAll<HTMLElement>("details[data-facet-group]")].find(
        (d) => d.dataset.facetGroup === name,
      );
      return same ?? group?.querySelector("summary") ?? root.querySelector<HTMLElement>("summary");
    });
    onToggle(name, value);
  };
  return (
    <div data-facets="">
      {facets.map((f, i) => (
        <details
          key={f.name}
          data-facet-group={f.name}
          className={s.facet}
          open={i < 4 || f.options.some((o) => o.status === "selected")}
        >
          <summary>
            {f.display_name}
            <Icon name="chevronDown" size={18} />
          </summary>
          <Options facet={f} options={f.options} onToggle={toggle} hrefFor={hrefFor} />
        </details>
      ))}
    </div>
  );
}

function Options({
  facet,
  options,
  onToggle,
  hrefFor,
}: {
  facet: Facet;
  options: FacetOption[];
  onToggle: (from: HTMLElement, name: string, value: string) => void;
  hrefFor: (name: string, value: string) => string;
}) {
  return (
    <ul className={s.options}>
      {options.map((o) => {
        const selected = o.status === "selected";
        return (
          <li key={o.value}>
            <a
              className={s.option}
              href={hrefFor(facet.name, o.value)}
              role="checkbox"
              aria-checked={selected}
              rel="nofollow"
              data-facet={facet.name}
              data-value={o.value}
              onClick={(e) => {
                e.preventDefault();
                onToggle(e.currentTarget, facet.name, o.value);
              }}
              onKeyDown={(e) => {
                if (e.key === " ") {
                  e.preventDefault();
                  onToggle(e.currentTarget, facet.name, o.value);
                }
              }}
            >
              <span className={s.check} aria-hidden="true">
                {selected ? <Icon name="check" size={14} /> : null}
              </span>
              {o.hex ? <span className={s.swatch} style={{ background: o.hex }} aria-hidden="true" /> : null}
              <span>{o.display_name}</span>
              <span className={s.optionCount}>
                {formatCount(o.count)}
                <span className="visually-hidden"> products</span>
              </span>
            </a>
            {o.children && o.children.length > 0 && facet.data.displayType === "nested" ? (
              <Options facet={facet} options={o.children} onToggle={onToggle} hrefFor={hrefFor} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Finds the display name of a selected value for its chip. */
export function optionLabel(facets: Facet[], name: string, value: string): string {
  const walk = (opts: FacetOption[]): string | undefined => {
    for (const o of opts) {
      if (o.value === value) return o.display_name;
      const c = o.children ? walk(o.children) : undefined;
      if (c) return c;
    }
    return undefined;
  };
  const f = facets.find((x) => x.name === name);
  return (f && walk(f.options)) ?? value;
}
