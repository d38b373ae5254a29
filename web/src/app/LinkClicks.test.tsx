import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { PlainLink } from "../components/ui/PlainLink";
import { LinkClicks } from "./LinkClicks";

describe("LinkClicks", () => {
  it("sends a click on a plain link through the router, in the same document", () => {
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: (
            <>
              <LinkClicks />
              <PlainLink to="/c/home-lighting?page=2">Lighting</PlainLink>
            </>
          ),
        },
        { path: "/c/:code", element: <h1>Collection</h1> },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    const a = screen.getByRole("link", { name: "Lighting" });
    expect(a.getAttribute("href")).toBe("/c/home-lighting?page=2");
    const notCancelled = fireEvent.click(a);
    expect(notCancelled).toBe(false);
    expect(screen.getByRole("heading", { name: "Collection" })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe("/c/home-lighting?page=2");
  });
});
