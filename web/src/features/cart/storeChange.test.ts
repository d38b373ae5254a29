import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { CART_URL } from "./api/getCart";
import { MINI_CART_URL } from "./api/getMiniCart";
import { refreshAfterStoreChange, STORE_CHANGE_RELOAD_MS } from "./cache";
import { INFO_URL } from "../../lib/api";

describe("after the preferred store changes (docs/web.md Timings)", () => {
  it("waits the shop's 500 ms", () => {
    expect(STORE_CHANGE_RELOAD_MS).toBe(500);
  });

  it("refetches the cart and getInfo, and leaves other queries alone", () => {
    const client = new QueryClient();
    const keys = [[CART_URL], [MINI_CART_URL], [`${INFO_URL}?productCode=1`], ["/api/products/P1"]];
    for (const k of keys) client.setQueryData(k, { cached: true });
    refreshAfterStoreChange(client);
    const stale = keys.map((k) => client.getQueryState(k)?.isInvalidated);
    expect(stale).toEqual([true, true, true, false]);
  });
});
