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

  it("too many matches asks for more; no match offers manual entry", async () => {
    let code = "ERR_TOOMANY_MATCHES";
    serve(() => ({ status: 422, body: { success: false, error: { code, message: code } } }));
    const { input, onManual } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "George" } });
    expect(await screen.findByText("Keep typing: too many addresses match")).toBeTruthy();
    code = "ERR_NO_MATCH";
    fireEvent.change(input, { target: { value: "Georgezzz" } });
    expect(await screen.findByText("We couldn't find that address")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Enter address manually" }));
    expect(onManual).toHaveBeenCalled();
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
