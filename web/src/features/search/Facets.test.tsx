import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Facets, optionLabel } from "./Facets";
import type { Facet } from "./types";

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
  it("renders groups with counts and the nested tree, and toggles a value", () => {
    const onToggle = vi.fn();
    render(<Facets facets={facets} onToggle={onToggle} idPrefix="t" />);
    expect((screen.getByRole("checkbox", { name: /Lighting/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: /Black/ }));
    expect(onToggle).toHaveBeenCalledWith("colour", "Black");
    fireEvent.click(screen.getByRole("checkbox", { name: /In stock online/ }));
    expect(onToggle).toHaveBeenCalledWith("inStock", "true");
  });
  it("labels chips with display names, nested ones too", () => {
    expect(optionLabel(facets, "category", "home-lighting")).toBe("Lighting");
    expect(optionLabel(facets, "brand", "Nope")).toBe("Nope");
  });
});
