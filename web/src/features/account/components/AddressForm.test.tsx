// The address book's form with the real finder against a fetch mock: an address the finder does
// not know switches the form to manual entry by itself (issue 27 item 9).
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { invalidateSession } from "../../../lib/api";
import { AddressForm } from "./AddressForm";

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
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddressForm onSaved={vi.fn()} onCancel={vi.fn()} onGone={vi.fn()} onLoginRequired={() => false} />
    </QueryClientProvider>,
  );
  return screen.getByRole("combobox", { name: "Start typing your address" });
}

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

describe("AddressForm", () => {
  it("an address the finder does not know switches to manual entry, line 1 carried and focused", async () => {
    serve(() => ({ status: 422, body: { success: false, error: { code: "ERR_NO_MATCH", message: "m" } } }));
    const finder = setup();
    fireEvent.focus(finder);
    fireEvent.change(finder, { target: { value: "120 Zetland St Zetland" } });
    const street = (await screen.findByRole(
      "textbox",
      { name: "Street address" },
      { timeout: 5000 },
    )) as HTMLInputElement;
    expect(street.value).toBe("120 Zetland St");
    expect(screen.getByText("We couldn't find that address, so please type it in.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(street));
    expect(street.selectionStart).toBe(street.value.length);
    expect(screen.queryByRole("combobox", { name: "Start typing your address" })).toBeNull();
    // Back to the finder, and the hint is gone when manual entry is asked for.
    fireEvent.click(screen.getByRole("button", { name: "Search for your address instead" }));
    fireEvent.click(await screen.findByRole("button", { name: "Enter address manually" }));
    await screen.findByRole("textbox", { name: "Street address" });
    expect(screen.queryByText("We couldn't find that address, so please type it in.")).toBeNull();
  });
});
