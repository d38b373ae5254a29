import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { refreshOldInitialData, seedInitialData } from "./initialData";

function docWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument("t");
  const el = doc.createElement("script");
  el.type = "application/json";
  el.id = "initial-data";
  el.textContent = json;
  doc.body.append(el);
  return doc;
}

describe("seedInitialData", () => {
  it("puts each of the server's inlined answers in the cache under its API URL", () => {
    const doc = docWith(
      `[{"key":"/api/content/home","data":{"hero":[]}},{"key":"/api/navigation","data":{"departments":[]}}]`,
    );
    const client = new QueryClient();
    expect(seedInitialData(client, doc)).toEqual(["/api/content/home", "/api/navigation"]);
    expect(client.getQueryData(["/api/content/home"])).toEqual({ hero: [] });
    expect(client.getQueryData(["/api/navigation"])).toEqual({ departments: [] });
  });
  it("asks again, after hydration, for an answer the server made over a minute ago", () => {
    const now = Date.now();
    const doc = docWith(
      `[{"key":"/api/navigation","data":{"departments":[]},"at":${now - 5 * 60_000}},` +
        `{"key":"/api/environment","data":{},"at":${now - 1000}}]`,
    );
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    seedInitialData(client, doc, now);
    // Seeded as fresh: hydration renders what the server rendered.
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ["/api/navigation"] })
        ?.isStaleByTime(60_000),
    ).toBe(false);
    expect(refreshOldInitialData(client)).toEqual(["/api/navigation"]);
    expect(client.getQueryState(["/api/navigation"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["/api/environment"])?.isInvalidated).toBe(false);
    expect(refreshOldInitialData(client)).toEqual([]);
  });
  it("takes a single answer too", () => {
    const client = new QueryClient();
    expect(seedInitialData(client, docWith(`{"key":"/api/content/home","data":{"hero":[]}}`))).toEqual([
      "/api/content/home",
    ]);
  });
  it("ignores a missing or broken element, and entries without a key or data", () => {
    expect(seedInitialData(new QueryClient(), document.implementation.createHTMLDocument("t"))).toEqual([]);
    expect(seedInitialData(new QueryClient(), docWith("{oops"))).toEqual([]);
    expect(seedInitialData(new QueryClient(), docWith(`[{"key":1,"data":2},{"key":"/x"},null]`))).toEqual([]);
  });
});
