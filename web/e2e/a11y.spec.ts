import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
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

/** Serious and critical violations of WCAG 2.1 A and AA, as "rule: help (targets)". */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  // label-content-name-mismatch (WCAG 2.5.3, "label in name") is marked experimental, so a tag run
  // leaves it out; it is run on its own.
  const names = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
  return [...result.violations, ...names.violations]
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
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
