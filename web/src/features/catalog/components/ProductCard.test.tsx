import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { ProductCard } from "./ProductCard";
import type { Summary } from "../types";

const money = (v: number) => ({ value: v, formattedValue: `$${v.toFixed(2)}` });

function product(over: Partial<Summary> = {}): Summary {
  const colours = ["Black", "White", "Navy", "Sage", "Rust", "Blush", "Teal"].map((name, i) => ({
    name,
    hex: "#123456",
    variantCode: `1000000${i}`,
    url: `/p/lamp/1000000${i}`,
    imageUrl: `/img/p/1000000${i}/1.svg`,
  }));
  return {
    code: "P1000000",
    name: "Ceramic Table Lamp",
    brand: "Bower",
    url: "/p/lamp/P1000000",
    imageUrl: "/img/p/10000000/1.svg",
    categoryCode: "home-lighting-table-lamps",
    defaultVariantCode: "10000000",
    price: money(39),
    wasPrice: money(59),
    onePassPrice: money(35),
    rating: 4.5,
    reviewCount: 120,
    colours,
    sizes: [],
    hasSizes: false,
    inStock: true,
    badges: ["new"],
    onePassExclusive: false,
    onePassEarlyAccess: false,
    onePassStartDate: 0,
    onePassEndDate: 0,
    onePassBadgeText: "",
    preOrder: false,
    onlineOnly: false,
    bulky: false,
    personalisable: false,
    giftCard: "",
    ...over,
  };
}

describe("ProductCard", () => {
  it("strikes the was-price and shows the OnePass price", () => {
    render(
      <MemoryRouter>
        <ProductCard product={product()} />
      </MemoryRouter>,
    );
    expect(screen.getByText("$59.00").closest("s")).not.toBeNull();
    expect(screen.getByText("$35.00 with OnePass")).toBeTruthy();
    expect(screen.getByText("Sale")).toBeTruthy();
  });
  it("shows five swatches then +N, and a swatch switches the image", () => {
    render(
      <MemoryRouter>
        <ProductCard product={product()} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("button", { pressed: false }).length + 1).toBe(5);
    expect(screen.getByText("+2")).toBeTruthy();
    fireEvent.mouseEnter(screen.getByRole("button", { name: "Navy" }));
    expect(screen.getByRole("img").getAttribute("src")).toBe("/img/p/10000002/1.svg");
    expect(screen.getByRole("link", { name: "Ceramic Table Lamp" }).getAttribute("href")).toBe(
      "/p/lamp/10000002",
    );
  });
  it("offers quick view and quick add", () => {
    const onQuickView = vi.fn();
    render(
      <MemoryRouter>
        <ProductCard product={product({ wasPrice: undefined })} onQuickView={onQuickView} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Quick add Ceramic Table Lamp" }));
    expect(onQuickView).toHaveBeenCalledWith("P1000000", "add");
    expect(screen.queryByText("Sale")).toBeNull();
  });
  it("opens on the colour the shopper filtered by", () => {
    render(
      <MemoryRouter>
        <ProductCard product={product()} preferColours={["Sage"]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("img").getAttribute("src")).toBe("/img/p/10000003/1.svg");
  });
});
