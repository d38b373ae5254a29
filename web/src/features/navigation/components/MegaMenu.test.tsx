// The department bar by the keyboard: ←/→ between departments, ↓ opens one and enters its panel,
// ↑/↓ in the panel, Escape closes it and gives the focus back to its department.
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { MegaMenu } from "./MegaMenu";
import type { NavNode } from "../types";

const node = (code: string, name: string, children: NavNode[] = []): NavNode => ({
  code,
  name,
  url: `/c/${code}`,
  count: 1,
  children,
});

const departments = [
  node("home", "Home", [node("home-lighting", "Lighting", [node("home-lighting-lamps", "Lamps")])]),
  node("kitchen", "Kitchen"),
  node("toys", "Toys"),
];

function setup() {
  render(
    <MemoryRouter>
      <MegaMenu departments={departments} />
    </MemoryRouter>,
  );
  return (name: string) => screen.getByRole("button", { name });
}

describe("MegaMenu keys", () => {
  it("←/→, Home/End move between departments, wrapping", () => {
    const dept = setup();
    dept("Home").focus();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(dept("Kitchen"));
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(document.activeElement).toBe(dept("Toys"));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(dept("Home"));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(dept("Toys"));
  });

  it("↓ opens the panel on its first link; ↓ next; Escape closes it back on the department", () => {
    const dept = setup();
    dept("Home").focus();
    fireEvent.keyDown(dept("Home"), { key: "ArrowDown" });
    expect(dept("Home").getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Shop all Home" }));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Lighting" }));
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Lamps" }));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(dept("Home").getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(dept("Home"));
  });

  it("the open panel follows its button in the document (Tab goes into it)", () => {
    const dept = setup();
    fireEvent.click(dept("Home"));
    const panel = document.getElementById("mega-home");
    expect(panel?.previousElementSibling).toBe(dept("Home"));
  });
});
