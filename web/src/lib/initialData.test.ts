import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { seedInitialData } from "./initialData";

describe("seedInitialData", () => {
  it("puts the server's inlined answer in the cache under its API URL", () => {
    const doc = document.implementation.createHTMLDocument("t");
    doc.body.innerHTML = `<script type="application/json" id="initial-data">{"key":"/api/content/home","data":{"hero":[]}}</script>`;
    const client = new QueryClient();
    expect(seedInitialData(client, doc)).toBe("/api/content/home");
    expect(client.getQueryData(["/api/content/home"])).toEqual({ hero: [] });
  });
  it("ignores a missing or broken element", () => {
    const doc = document.implementation.createHTMLDocument("t");
    expect(seedInitialData(new QueryClient(), doc)).toBeUndefined();
    doc.body.innerHTML = `<script type="application/json" id="initial-data">{oops</script>`;
    expect(seedInitialData(new QueryClient(), doc)).toBeUndefined();
  });
});
