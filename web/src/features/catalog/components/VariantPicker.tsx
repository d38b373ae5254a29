import type { ReactNode } from "react";
import type { ProductDetail, Variant } from "../types";
import { colourGroups, variantForColour } from "../variants";
import s from "../product.module.css";

/** Colour as a radio group of swatches, size as a radio group of buttons (sold-out sizes struck
 * through, still focusable, their state announced). */
export function VariantPicker({
  product,
  selected,
  onSelect,
  sizeGuide,
}: {
  product: ProductDetail;
  selected: Variant;
  onSelect: (v: Variant) => void;
  /** The size guide's trigger (a dialog of the caller's), shown under the sizes. */
  sizeGuide?: ReactNode;
}) {
  const groups = colourGroups(product);
  const current = groups.find((g) => g.name === selected.colour) ?? groups[0];
  const name = `v-${product.code}`;
  return (
    <>
      {groups.length > 1 || (groups[0]?.name ?? "") !== "" ? (
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>
            Colour: <span>{selected.colour}</span>
          </legend>
          <div className={s.swatches}>
            {groups.map((g) => (
              <label key={g.name} className={s.swatchLabel} title={g.name}>
                <input
                  type="radio"
                  name={`${name}-colour`}
                  value={g.name}
                  checked={g.name === selected.colour}
                  onChange={() => {
                    const v = variantForColour(g);
                    if (v) onSelect(v);
                  }}
                  aria-label={g.name}
                />
                <span className={s.swatchDot} style={{ background: g.hex }} aria-hidden="true" />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {current && current.variants.some((v) => v.size) ? (
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>
            {product.sizeType === "value" ? "Value" : "Size"}: <span>{selected.size || "Choose a size"}</span>
          </legend>
          <div className={s.sizes}>
            {current.variants.map((v) => (
              <label key={v.code} className={[s.sizeLabel, v.availableToSell ? "" : s.soldOut].join(" ")}>
                <input
                  type="radio"
                  name={`${name}-size`}
                  value={v.size}
                  checked={v.code === selected.code}
                  onChange={() => onSelect(v)}
                  aria-label={v.availableToSell ? v.size : `${v.size}, sold out online`}
                />
                {v.size}
              </label>
            ))}
          </div>
          {sizeGuide && product.sizeType && product.sizeType !== "value" ? sizeGuide : null}
        </fieldset>
      ) : null}
    </>
  );
}
