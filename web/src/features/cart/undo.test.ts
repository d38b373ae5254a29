import { describe, expect, it } from "vitest";
import { live, popUndo, pushUndo } from "./undo";

const task = () => Promise.resolve();

describe("undo stack (docs/cart.md)", () => {
  it("pushes entries with an expiry and pops the latest", () => {
    let s = pushUndo([], "Lamp removed", task, 10, 1000);
    s = pushUndo(s, "Rug removed", task, 10, 2000);
    expect(s.map((e) => e.expires)).toEqual([11000, 12000]);
    const { entry, rest } = popUndo(s, undefined, 3000);
    expect(entry?.label).toBe("Rug removed");
    expect(rest.map((e) => e.label)).toEqual(["Lamp removed"]);
  });

  it("expired entries cannot be undone and are dropped", () => {
    const s = pushUndo([], "Lamp removed", task, 5, 0);
    expect(popUndo(s, s[0]?.id, 6000).entry).toBeUndefined();
    expect(live(s, 6000)).toEqual([]);
    expect(live(s, 4000)).toHaveLength(1);
  });

  it("0 seconds never expires", () => {
    const s = pushUndo([], "Lamp removed", task, 0, 0);
    expect(live(s, Number.MAX_SAFE_INTEGER)).toHaveLength(1);
  });

  it("pops a given entry by id", () => {
    let s = pushUndo([], "a", task, 10, 0);
    s = pushUndo(s, "b", task, 10, 0);
    const first = s[0];
    const { entry, rest } = popUndo(s, first?.id, 1);
    expect(entry?.label).toBe("a");
    expect(rest.map((e) => e.label)).toEqual(["b"]);
  });
});
