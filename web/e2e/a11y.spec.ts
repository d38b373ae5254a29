import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launch, newPage, seriousViolations } from "./browser";

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
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
      });
    }
  }

  for (const width of [1366, 390]) {
    it(`quick view dialog at ${width} px`, async () => {
      const page = await newPage(browser, width, 900);
      await page.goto(base + "/search?searchTerm=lamp");
      await page
        .getByRole("button", { name: /^Quick view/ })
        .first()
        .click();
      await page.getByRole("dialog").getByText("Click & collect").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
