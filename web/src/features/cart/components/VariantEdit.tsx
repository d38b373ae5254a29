import { useId } from "react";
import { SelectField } from "../../../components/ui/Field";
import type { CartEntry, CartVariant } from "../types";
import s from "../basket.module.css";

/** Colour and size selects for an entry being edited: picking one swaps the entry's variant. */
export function VariantEdit({
  entry,
  variants,
  onVariant,
}: {
  entry: CartEntry;
  variants: CartVariant[];
  onVariant: (code: string) => void;
}) {
  const uid = useId();
  const colours = [...new Set(variants.map((v) => v.colour))];
  const sizes = variants.filter((v) => v.colour === entry.colour && v.size);
  const forColour = (c: string) => {
    const same = variants.filter((v) => v.colour === c);
    return (same.find((v) => v.size === entry.size && v.sellable) ?? same.find((v) => v.sellable) ?? same[0])
      ?.code;
  };
  return (
    <div className={s.edit}>
      {colours.length > 1 ? (
        <SelectField
          id={`${uid}-colour`}
          label="Colour"
          value={entry.colour}
          onChange={(e) => {
            const code = forColour(e.target.value);
            if (code && code !== entry.productCode) onVariant(code);
          }}
        >
          {colours.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      ) : null}
      {sizes.length > 1 ? (
        <SelectField
          id={`${uid}-size`}
          label="Size"
          value={entry.productCode}
          onChange={(e) => {
            if (e.target.value !== entry.productCode) onVariant(e.target.value);
          }}
        >
          {sizes.map((v) => (
            <option key={v.code} value={v.code} disabled={!v.sellable && v.code !== entry.productCode}>
              {v.size} · {v.price.formattedValue}
              {v.sellable ? "" : " (sold out)"}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}
