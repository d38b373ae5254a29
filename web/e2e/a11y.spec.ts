import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { launch, newPage } from "./browser";

const base = inject("baseURL");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function productPath(): Promise<string> {
  const res = await fetch(`${base}/api/search?searchTerm=quilt+cover+set`);
  const body = (await res.json()) as { data: { products: { url: string }[] } };
  const url = body.data.products[0]?.url;
  if (!url) throw new Error("no product");
  return url;
}

describe("accessibility (axe-core): no serious or critical violations", () => {
  for (const [name, path, ready] of [
    ["home", async () => "/", "Top offers"],
    ["search", async () => "/search?searchTerm=lamp", "Results for"],
    ["product", productPath, "Description"],
  ] as const) {
    for (const width of [1366, 390]) {
      it(`${name} at ${width} px`, async () => {
        const page = await newPage(browser, width, 900);
        await page.goto(base + (await path()));
        await page.getByText(ready).first().waitFor();
        const result = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(
          bad.map(
            (v) =>
              `${v.id}: ${v.help} (${v.nodes
                .map((n) => n.target.join(" "))
                .slice(0, 3)
                .join(", ")})`,
          ),
        ).toEqual([]);
      });
    }
  }
});
