import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Cart } from "../types";

const setDeliveryMode = vi.fn<(...args: unknown[]) => Promise<unknown>>(() => Promise.resolve({}));
vi.mock("../api/setDeliveryMode", () => ({
  setDeliveryMode: (...args: unknown[]) => setDeliveryMode(...args),
}));

const { useBasketDelivery, ADVANTAGE_AUTOSAVE_MS } = await import("./useBasketDelivery");

afterEach(() => {
  vi.useRealTimers();
  setDeliveryMode.mockClear();
});

function cartOf(over: Partial<Cart>): Cart {
  return {
    entries: [{ entryNumber: 0 }],
    deliveryMode: null,
    onePassMember: false,
    ...over,
  } as unknown as Cart;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const shop = {
  postcode: "3000",
  storeNumber: "",
  setPostcode: () => undefined,
  openStorePicker: () => undefined,
};

describe("useBasketDelivery: a OnePass member's free home delivery", () => {
  it("is saved for a member without a mode after 1.5 s", () => {
    vi.useFakeTimers();
    renderHook(() => useBasketDelivery(cartOf({ onePassMember: true }), shop), { wrapper });
    act(() => vi.advanceTimersByTime(ADVANTAGE_AUTOSAVE_MS - 1));
    expect(setDeliveryMode).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(setDeliveryMode).toHaveBeenCalledTimes(1);
    expect(setDeliveryMode.mock.calls[0]?.slice(1)).toEqual(["HD", "3000"]);
  });
  it("is not saved for others, with a mode chosen, or without a postcode", () => {
    vi.useFakeTimers();
    renderHook(() => useBasketDelivery(cartOf({}), shop), { wrapper });
    renderHook(
      () =>
        useBasketDelivery(
          cartOf({ onePassMember: true, deliveryMode: { code: "CNC", name: "Click & Collect" } }),
          shop,
        ),
      {
        wrapper,
      },
    );
    renderHook(() => useBasketDelivery(cartOf({ onePassMember: true }), { ...shop, postcode: "" }), {
      wrapper,
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(setDeliveryMode).not.toHaveBeenCalled();
  });
});
