import { describe, expect, it } from "vitest";
import {
  clearFacets,
  firstPageShown,
  listingApiUrl,
  MAX_PAGES_KEPT,
  pageOf,
  selectedFilters,
  setSort,
  toggleFacet,
  withoutQueryAlias,
} from "./urlState";

describe("listing URL state", () => {
  it("toggles facet values, repeating the parameter, and resets the page", () => {
    let p = new URLSearchParams("searchTerm=lamp&page=3");
    p = toggleFacet(p, "colour", "Black");
    p = toggleFacet(p, "colour", "White");
    expect(p.getAll("colour")).toEqual(["Black", "White"]);
    expect(p.get("page")).toBeNull();
    p = toggleFacet(p, "colour", "Black");
    expect(p.getAll("colour")).toEqual(["White"]);
  });
  it("lists and clears selected filters, keeping term and sort", () => {
    const p = new URLSearchParams(
      "searchTerm=lamp&colour=Black&brand=Bower&sortBy=price&sortOrder=ascending",
    );
    expect(selectedFilters(p)).toEqual([
      ["colour", "Black"],
      ["brand", "Bower"],
    ]);
    expect(clearFacets(p).toString()).toBe("searchTerm=lamp&sortBy=price&sortOrder=ascending");
  });
  it("sets the sort", () => {
    expect(setSort(new URLSearchParams("page=2"), "price", "descending").toString()).toBe(
      "sortBy=price&sortOrder=descending",
    );
  });
  it("reads the page defensively", () => {
    expect(pageOf(new URLSearchParams("page=4"))).toBe(4);
    expect(pageOf(new URLSearchParams("page=x"))).toBe(1);
    expect(pageOf(new URLSearchParams("page=0"))).toBe(1);
  });
  it("builds API URLs exactly as the server keys inlined answers", () => {
    expect(listingApiUrl("/api/search", "?searchTerm=lamp&page=2", 2, 2)).toBe(
      "/api/search?searchTerm=lamp&page=2",
    );
    expect(listingApiUrl("/api/search", "?searchTerm=lamp&page=2", 1, 2)).toBe("/api/search?searchTerm=lamp");
    expect(listingApiUrl("/api/browse?collection_id=home", "", 1, 1)).toBe("/api/browse?collection_id=home");
    expect(listingApiUrl("/api/browse?collection_id=home", "?sortBy=price", 1, 1)).toBe(
      "/api/browse?collection_id=home&sortBy=price",
    );
  });
  it("shows the page in the address alone unless the history entry kept earlier pages", () => {
    expect(firstPageShown(null, 3)).toBe(3);
    expect(firstPageShown({ listingStart: 1 }, 3)).toBe(1);
    expect(firstPageShown({ listingStart: 5 }, 3)).toBe(3);
    expect(firstPageShown({ listingStart: 0 }, 3)).toBe(1);
    expect(firstPageShown({ listingStart: "x" }, 3)).toBe(3);
    expect(firstPageShown({ listingStart: 1 }, 9999)).toBe(9999 - MAX_PAGES_KEPT + 1);
  });
  it("treats q as an alias of searchTerm", () => {
    expect(withoutQueryAlias(new URLSearchParams("searchTerm=lamp"))).toBeNull();
    expect(withoutQueryAlias(new URLSearchParams("q=lamp&colour=Black"))?.toString()).toBe(
      "searchTerm=lamp&colour=Black",
    );
    expect(withoutQueryAlias(new URLSearchParams("colour=Black&q=lamp&searchTerm=desk"))?.toString()).toBe(
      "searchTerm=desk&colour=Black",
    );
    expect(selectedFilters(new URLSearchParams("q=lamp"))).toEqual([]);
  });
});
