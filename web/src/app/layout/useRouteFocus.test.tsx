// After a page change in the app the focus goes to the new page's h1; a change of the query alone,
// or one that keeps the focused control on the page (another colour), leaves it alone.
import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from "react-router";
import { useRouteFocus } from "./useRouteFocus";

const frames = async (n: number) => {
  for (let i = 0; i < n; i++) await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
};

function Shell() {
  useRouteFocus("main");
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

function Colour() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Lamp</h1>
      <button type="button" onClick={() => void navigate("/p/lamp/2", { replace: true })}>
        Blue
      </button>
    </>
  );
}

function setup(start: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          {
            path: "/",
            element: (
              <>
                <h1>Home</h1>
                <Link to="/c/lamps">Lamps</Link>
                <Link to="/?sort=price">Sort</Link>
              </>
            ),
          },
          { path: "/c/lamps", element: <h1>Table lamps</h1> },
          { path: "/p/lamp/:id", element: <Colour /> },
        ],
      },
      {
        path: "/spc",
        element: (
          <div>
            <Link to="/c/lamps">Change delivery method</Link>
          </div>
        ),
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("useRouteFocus", () => {
  it("puts the focus on the new page's h1 (tabindex -1), not on the first page", async () => {
    setup("/");
    await frames(2);
    expect(document.activeElement).toBe(document.body);
    const link = screen.getByRole("link", { name: "Lamps" });
    link.focus();
    act(() => link.click());
    await frames(3);
    const h1 = screen.getByRole("heading", { level: 1, name: "Table lamps" });
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute("tabindex")).toBe("-1");
  });

  it("leaves a change of the query alone", async () => {
    setup("/");
    const sort = screen.getByRole("link", { name: "Sort" });
    sort.focus();
    act(() => sort.click());
    await frames(3);
    expect(document.activeElement).toBe(sort);
  });

  it("leaves the focus on a control the new address keeps (another colour)", async () => {
    const router = setup("/p/lamp/1");
    const blue = screen.getByRole("button", { name: "Blue" });
    blue.focus();
    act(() => blue.click());
    await frames(3);
    expect(router.state.location.pathname).toBe("/p/lamp/2");
    expect(document.activeElement).toBe(blue);
  });

  it("coming into the layout from a page outside it (the checkout) is a page change too", async () => {
    setup("/spc");
    await frames(2);
    const link = screen.getByRole("link", { name: "Change delivery method" });
    link.focus();
    act(() => link.click());
    await frames(3);
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Table lamps" }));
  });
});
