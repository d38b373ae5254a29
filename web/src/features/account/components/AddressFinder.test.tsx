import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { invalidateSession } from "../../../lib/api";
import { AddressFinder } from "./AddressFinder";

function serve(search: (text: string) => { status: number; body: unknown }) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const r =
      url === "/api/session"
        ? { status: 200, body: { success: true, data: { csrfToken: "t" } } }
        : search((JSON.parse(String(init?.body)) as { text: string }).text);
    return new Response(JSON.stringify(r.body), { status: r.status });
  });
}

function setup() {
  const onSelect = vi.fn();
  const onManual = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddressFinder id="f" selected="" onSelect={onSelect} onManual={onManual} />
    </QueryClientProvider>,
  );
  const input = screen.getByRole("combobox", { name: "Start typing your address" });
  return { input, onSelect, onManual };
}

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

describe("AddressFinder", () => {
  it("lists suggestions and chooses one with the keyboard", async () => {
    serve(() => ({
      status: 200,
      body: {
        success: true,
        data: {
          addressSuggestions: [
            { id: "a1", label: "12 George St, Parramatta NSW 2150", addressValid: true },
            { id: "a2", label: "14 George St, Parramatta NSW 2150", addressValid: true },
          ],
        },
      },
    }));
    const { input, onSelect } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "12 Geo" } });
    await screen.findByRole("option", { name: /12 George St/ });
    expect(input.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const second = screen.getByRole("option", { name: /14 George St/ });
    expect(second.getAttribute("aria-selected")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBe(second.id);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: "a2" }));
  });

  it("does not ask for fewer than 3 characters", async () => {
    serve(() => {
      throw new Error("should not search");
    });
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "12" } });
    expect(await screen.findByText("Keep typing: enter at least 3 characters")).toBeTruthy();
  });

  it("too many matches asks for more", async () => {
    serve(() => ({
      status: 422,
      body: { success: false, error: { code: "ERR_TOOMANY_MATCHES", message: "m" } },
    }));
    const { input, onManual } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "George" } });
    expect(await screen.findByText("Keep typing: too many addresses match")).toBeTruthy();
    expect(onManual).not.toHaveBeenCalled();
  });

  it("no match switches to manual entry at once, with the street line typed", async () => {
    const asked: string[] = [];
    serve((text) => {
      asked.push(text);
      return { status: 422, body: { success: false, error: { code: "ERR_NO_MATCH", message: "m" } } };
    });
    const { input, onManual } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "120 Zetland Street, Zetland NSW" } });
    await waitFor(() => expect(onManual).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(onManual).toHaveBeenCalledWith({ line1: "120 Zetland Street" });
    expect(asked).toEqual(["120 Zetland Street, Zetland NSW"]);
    // Once per text: the answer drawn again does not switch again.
    fireEvent.focus(input);
    await new Promise((r) => setTimeout(r, 50));
    expect(onManual).toHaveBeenCalledTimes(1);
  });

  it("no match on text that is no street line switches with nothing to carry", async () => {
    serve(() => ({ status: 422, body: { success: false, error: { code: "ERR_NO_MATCH", message: "m" } } }));
    const { input, onManual } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "Xyzzy" } });
    await waitFor(() => expect(onManual).toHaveBeenCalledWith({ line1: "" }), { timeout: 3000 });
  });

  it("an empty list is no match too", async () => {
    serve(() => ({ status: 200, body: { success: true, data: { addressSuggestions: [] } } }));
    const { input, onManual } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "12 Nowhere Lane" } });
    await waitFor(() => expect(onManual).toHaveBeenCalledWith({ line1: "12 Nowhere Lane" }), {
      timeout: 3000,
    });
  });

  it("the finder unavailable offers manual entry, asked for by the button", async () => {
    serve(() => ({ status: 500, body: { success: false, error: { code: "ERR_INTERNAL", message: "m" } } }));
    const { input, onManual } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "120 Collins St" } });
    expect(await screen.findByTestId("address-finder-status")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("address-finder-status").textContent).not.toBe(""));
    expect(onManual).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Enter address manually" }));
    expect(onManual).toHaveBeenCalledWith();
  });

  it("a suggestion without a street number asks for one", async () => {
    serve(() => ({
      status: 200,
      body: {
        success: true,
        data: {
          addressSuggestions: [{ id: "s1", label: "George St, Parramatta NSW 2150", addressValid: false }],
        },
      },
    }));
    const { input, onSelect } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "George St" } });
    fireEvent.mouseDown(await screen.findByRole("option", { name: /George St/ }));
    await waitFor(() => expect(screen.getByText(/has no street number/)).toBeTruthy());
    expect(onSelect).not.toHaveBeenCalled();
  });
});
