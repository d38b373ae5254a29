import { describe, expect, it } from "vitest";
import { initialQuickAdd, quickAddReducer, type QuickAddAction, type QuickAddState } from "./quickAdd";

const run = (actions: QuickAddAction[], from: QuickAddState = initialQuickAdd) =>
  actions.reduce(quickAddReducer, from);

describe("quick add state machine (docs/cart.md)", () => {
  it("starts Inactive", () => {
    expect(initialQuickAdd.status).toBe("Inactive");
  });

  it("loading → Loading, start → Active", () => {
    const loading = run([{ type: "loading", baseProductCode: "P1" }]);
    expect(loading.status).toBe("Loading");
    expect(loading.activeBaseProductCode).toBe("P1");
    const active = quickAddReducer(loading, { type: "start", baseProductCode: "P1" });
    expect(active.status).toBe("Active");
  });

  it("start on a colour preselects it", () => {
    const s = run([{ type: "start", baseProductCode: "P1", colour: "Navy" }]);
    expect(s.selectedColourVariant).toBe("Navy");
    expect(s.selectedSizeVariant).toBeNull();
  });

  it("picking a colour clears the size", () => {
    const s = run([
      { type: "start", baseProductCode: "P1" },
      { type: "selectColour", colour: "Navy" },
      { type: "selectSize", variantCode: "61000123" },
    ]);
    expect(s.selectedSizeVariant).toBe("61000123");
    const next = quickAddReducer(s, { type: "selectColour", colour: "Sand" });
    expect(next.selectedColourVariant).toBe("Sand");
    expect(next.selectedSizeVariant).toBeNull();
  });

  it("adding → Adding, success → Added", () => {
    const s = run([
      { type: "start", baseProductCode: "P1" },
      { type: "selectSize", variantCode: "61000123" },
      { type: "adding" },
    ]);
    expect(s.status).toBe("Adding");
    expect(quickAddReducer(s, { type: "success" }).status).toBe("Added");
  });

  it("error → Error with the message; adding again clears it", () => {
    const s = run([
      { type: "start", baseProductCode: "P1" },
      { type: "adding" },
      { type: "error", message: "No stock" },
    ]);
    expect(s.status).toBe("Error");
    expect(s.error).toBe("No stock");
    const again = quickAddReducer(s, { type: "adding" });
    expect(again.status).toBe("Adding");
    expect(again.error).toBeNull();
  });

  it("abort → Inactive and clears the selections", () => {
    const s = run([
      { type: "start", baseProductCode: "P1" },
      { type: "selectColour", colour: "Navy" },
      { type: "selectSize", variantCode: "61000123" },
      { type: "abort" },
    ]);
    expect(s).toEqual(initialQuickAdd);
  });

  it("ignores picks while adding and a success that was not adding", () => {
    const adding = run([
      { type: "start", baseProductCode: "P1" },
      { type: "selectSize", variantCode: "A" },
      { type: "adding" },
    ]);
    expect(quickAddReducer(adding, { type: "selectSize", variantCode: "B" })).toBe(adding);
    const active = run([{ type: "start", baseProductCode: "P1" }]);
    expect(quickAddReducer(active, { type: "success" })).toBe(active);
  });

  it("a new pick after Added goes back to Active", () => {
    const s = run([
      { type: "start", baseProductCode: "P1" },
      { type: "selectSize", variantCode: "A" },
      { type: "adding" },
      { type: "success" },
      { type: "selectSize", variantCode: "B" },
    ]);
    expect(s.status).toBe("Active");
    expect(s.selectedSizeVariant).toBe("B");
  });

  it("start on another product starts afresh; on the same keeps the picks", () => {
    const s = run([
      { type: "start", baseProductCode: "P1" },
      { type: "selectColour", colour: "Navy" },
    ]);
    expect(quickAddReducer(s, { type: "start", baseProductCode: "P1" }).selectedColourVariant).toBe("Navy");
    expect(quickAddReducer(s, { type: "start", baseProductCode: "P2" }).selectedColourVariant).toBeNull();
  });
});
