import type { Facet, FacetOption } from "./types";
import { Icon } from "../../components/ui/Icon";
import s from "./listing.module.css";

/** Collapsible facet groups: checkboxes with counts, the category tree, colour swatches. */
export function Facets({
  facets,
  onToggle,
  idPrefix,
}: {
  facets: Facet[];
  onToggle: (name: string, value: string) => void;
  idPrefix: string;
}) {
  return (
    <div>
      {facets.map((f, i) => (
        <details
          key={f.name}
          className={s.facet}
          open={i < 4 || f.options.some((o) => o.status === "selected")}
        >
          <summary>
            {f.display_name}
            <Icon name="chevronDown" size={18} />
          </summary>
          <Options facet={f} options={f.options} onToggle={onToggle} idPrefix={`${idPrefix}-${f.name}`} />
        </details>
      ))}
    </div>
  );
}

function Options({
  facet,
  options,
  onToggle,
  idPrefix,
}: {
  facet: Facet;
  options: FacetOption[];
  onToggle: (name: string, value: string) => void;
  idPrefix: string;
}) {
  return (
    <ul className={s.options}>
      {options.map((o) => {
        const id = `${idPrefix}-${o.value}`.replace(/[^a-zA-Z0-9_-]/g, "_");
        return (
          <li key={o.value}>
            <label className={s.option} htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                checked={o.status === "selected"}
                onChange={() => onToggle(facet.name, o.value)}
              />
              {o.hex ? <span className={s.swatch} style={{ background: o.hex }} aria-hidden="true" /> : null}
              <span>{o.display_name}</span>
              <span className={s.optionCount}>
                {o.count.toLocaleString("en-AU")}
                <span className="visually-hidden"> products</span>
              </span>
            </label>
            {o.children && o.children.length > 0 && facet.data.displayType === "nested" ? (
              <Options facet={facet} options={o.children} onToggle={onToggle} idPrefix={idPrefix} />
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
