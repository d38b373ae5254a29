import { describe, expect, it } from "vitest";
import {
  FAVOURITES_KEY,
  isFavourite,
  readList,
  recordView,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  toggleFavourite,
} from "./storage";

describe("recently viewed (t_rvp)", () => {
  it("keeps the shop's shape, most recent first, one entry per product", () => {
    recordView("P1", "11", 1);
    recordView("P2", "21", 2);
    recordView("P1", "12", 3);
    const list = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? "{}");
    expect(list.version).toBe(1);
    expect(list.products).toEqual([
      { bc: "P1", pc: "12", t: 3 },
      { bc: "P2", pc: "21", t: 2 },
    ]);
  });
  it("is capped", () => {
    for (let i = 0; i < RECENTLY_VIEWED_MAX + 5; i++) recordView(`P${i}`, `${i}`, i);
    expect(readList(RECENTLY_VIEWED_KEY).products).toHaveLength(RECENTLY_VIEWED_MAX);
  });
  it("reads a corrupt or foreign value as empty", () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, "{not json");
    expect(readList(RECENTLY_VIEWED_KEY).products).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify({ version: 2, products: [] }));
    expect(readList(RECENTLY_VIEWED_KEY).products).toEqual([]);
  });
});

describe("favourites (t_fpl)", () => {
  it("toggles and marks the list for sync", () => {
    expect(toggleFavourite("P1", "11", 5)).toBe(true);
    expect(isFavourite("P1")).toBe(true);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? "{}").syncReq).toBe(true);
    expect(toggleFavourite("P1", "11", 6)).toBe(false);
    expect(isFavourite("P1")).toBe(false);
  });
});
