import type { ProductDetail, Variant } from "./types";

export interface ColourGroup {
  name: string;
  hex: string;
  variants: Variant[];
}

/** Groups a product's variants by colour, in order. */
export function colourGroups(p: ProductDetail): ColourGroup[] {
  const out: ColourGroup[] = [];
  for (const v of p.variants) {
    let g = out.find((x) => x.name === v.colour);
    if (!g) {
      g = { name: v.colour, hex: v.colourHex, variants: [] };
      out.push(g);
    }
    g.variants.push(v);
  }
  return out;
}

/** The variant to select for a colour: its first buyable size, else its first size. */
export function variantForColour(group: ColourGroup): Variant | undefined {
  return group.variants.find((v) => v.availableToSell) ?? group.variants[0];
}

export function selectedVariant(p: ProductDetail): Variant | undefined {
  return p.variants.find((v) => v.code === p.selectedVariantCode) ?? p.variants[0];
}

export const stockText: Record<string, string> = {
  inStock: "In stock",
  lowStock: "Low stock",
  outOfStock: "Out of stock",
};
