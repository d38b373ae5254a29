import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Facets, optionLabel } from "./Facets";
import type { Facet } from "../types";

const facets: Facet[] = [
  {
    name: "category",
    display_name: "Category",
    data: { displayType: "nested" },
    options: [
      {
        display_name: "Home",
        value: "home",
        count: 9,
        status: "",
        children: [{ display_name: "Lighting", value: "home-lighting", count: 4, status: "selected" }],
      },
    ],
  },
  {
    name: "colour",
    display_name: "Colour",
    data: { displayType: "single" },
    options: [{ display_name: "Black", value: "Black", count: 3, status: "", hex: "#000000" }],
  },
  {
    name: "inStock",
    display_name: "In stock",
    data: { displayType: "boolean" },
    options: [{ display_name: "In stock online", value: "true", count: 7, status: "" }],
  },
];

describe("Facets", () => {
  const hrefFor = (name: string, value: string) => `/search?searchTerm=lamp&${name}=${value}`;

  it("renders groups with counts and the nested tree, and toggles a value by click and by Space", () => {
    const onToggle = vi.fn();
    render(<Facets facets={facets} onToggle={onToggle} hrefFor={hrefFor} />);
    expect(screen.getByRole("checkbox", { name: /Lighting/ }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("checkbox", { name: /Black/ }).getAttribute("aria-checked")).toBe("false");
    fireEvent.click(screen.getByRole("checkbox", { name: /Black/ }));
    expect(onToggle).toHaveBeenCalledWith("colour", "Black");
    fireEvent.keyDown(screen.getByRole("checkbox", { name: /In stock online/ }), { key: " " });
    expect(onToggle).toHaveBeenCalledWith("inStock", "true");
  });

  it("links each option to the listing with it toggled, for a page without JavaScript", () => {
    render(<Facets facets={facets} onToggle={vi.fn()} hrefFor={hrefFor} />);
    expect(screen.getByRole("checkbox", { name: /Black/ }).getAttribute("href")).toBe(
      "/search?searchTerm=lamp&colour=Black",
    );
    expect(screen.getByRole("checkbox", { name: /Lighting/ }).getAttribute("href")).toBe(
      "/search?searchTerm=lamp&category=home-lighting",
    );
  });
  it("labels chips with display names, nested ones too", () => {
    expect(optionLabel(facets, "category", "home-lighting")).toBe("Lighting");
    expect(optionLabel(facets, "brand", "Nope")).toBe("Nope");
  });
});
