import { describe, expect, it } from "vitest";
import { bestStatus, inStockFor, isLowStock, statusFor, stockPriority, UNKNOWN_PRIORITY } from "./stock";

describe("stock priority", () => {
  it("ranks inStock 1, lowStock 2, outOfStock 3 and anything else 999", () => {
    expect(stockPriority("inStock")).toBe(1);
    expect(stockPriority("lowStock")).toBe(2);
    expect(stockPriority("outOfStock")).toBe(3);
    expect(stockPriority("preorder")).toBe(UNKNOWN_PRIORITY);
    expect(stockPriority(undefined)).toBe(999);
    expect(stockPriority(null)).toBe(999);
  });

  it("picks the best status", () => {
    expect(bestStatus(["outOfStock", "lowStock"])).toBe("lowStock");
    expect(bestStatus(["outOfStock", "weird", "inStock", "lowStock"])).toBe("inStock");
    expect(bestStatus(["outOfStock"])).toBe("outOfStock");
  });

  it("ignores unknown statuses, and has no answer when none is known", () => {
    expect(bestStatus(["nonsense", undefined, "outOfStock"])).toBe("outOfStock");
    expect(bestStatus(["nonsense", null])).toBeUndefined();
    expect(bestStatus([])).toBeUndefined();
  });
});

describe("stock per delivery mode", () => {
  const f = {
    ccStockLevelStatus: "outOfStock",
    hdStockLevelStatus: "lowStock",
    edStockLevelStatus: "inStock",
  };

  it("reads CNC from the store, HD from the online pot and ED from what may go express", () => {
    expect(statusFor("CNC", f)).toBe("outOfStock");
    expect(statusFor("HD", f)).toBe("lowStock");
    expect(statusFor("ED", f)).toBe("inStock");
    expect(statusFor("CNC", {})).toBeUndefined();
  });

  it("counts low stock as in stock", () => {
    expect(inStockFor("CNC", f)).toBe(false);
    expect(inStockFor("HD", f)).toBe(true);
    expect(inStockFor("ED", f)).toBe(true);
    expect(inStockFor("ED", { edStockLevelStatus: "unknown" })).toBe(false);
  });
});

describe("low stock (docs/stores.md#stock-statuses)", () => {
  const cases: [string, string, boolean, boolean][] = [
    // hd, ed, include express, low?
    ["lowStock", "inStock", false, true],
    ["lowStock", "inStock", true, true],
    ["inStock", "lowStock", false, false],
    ["lowStock", "outOfStock", true, true],
    ["outOfStock", "lowStock", true, true],
    ["outOfStock", "lowStock", false, false],
    ["lowStock", "lowStock", true, true],
    ["inStock", "lowStock", true, false],
    ["outOfStock", "outOfStock", true, false],
    ["inStock", "inStock", true, false],
  ];
  for (const [hd, ed, express, low] of cases) {
    it(`HD ${hd}, ED ${ed}, express ${express ? "included" : "not included"}: ${low ? "low" : "not low"}`, () => {
      expect(isLowStock({ hdStockLevelStatus: hd, edStockLevelStatus: ed }, express)).toBe(low);
    });
  }
});
