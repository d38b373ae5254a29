// Add to cart only when the variant is available to sell (docs/catalog.md, "The product page").
import { describe, expect, it } from "vitest";
import type { ProductDetail, Variant } from "../types";
import { canSell } from "./ProductDetailView";

const product = { earlyAccessState: "", bulky: false, preOrder: false } as unknown as ProductDetail;
const variant = (over: Partial<Variant>) =>
  ({
    availableToSell: true,
    hdStockLevelStatus: "inStock",
    edStockLevelStatus: "inStock",
    ...over,
  }) as Variant;

describe("canSell", () => {
  it("offers a variant available to sell", () => {
    expect(canSell(product, variant({}), false)).toBe(true);
  });
  it("does not offer one that is not, whatever another mode's stock says", () => {
    expect(
      canSell(product, variant({ availableToSell: false, hdStockLevelStatus: "outOfStock" }), false),
    ).toBe(false);
    expect(
      canSell(
        product,
        variant({ availableToSell: false, hdStockLevelStatus: "outOfStock", edStockLevelStatus: "inStock" }),
        false,
      ),
    ).toBe(false);
  });
  it("does not offer a product coming soon to early access", () => {
    expect(canSell(product, variant({}), true)).toBe(false);
    expect(canSell({ ...product, earlyAccessState: "comingSoon" }, variant({}), false)).toBe(false);
  });
});
