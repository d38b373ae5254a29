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

  // WCAG 2.4.11 (focus not obscured): Tab through the phone's filter drawer; no option it reaches
  // is under the drawer's sticky "Show N products" footer.
  it("filter drawer at 390 px: an option the keyboard reaches is never under the footer", async () => {
    const page = await newPage(browser, 390, 844);
    await page.goto(base + "/search?searchTerm=dress", { waitUntil: "networkidle" });
    await page
      .getByRole("button", { name: /^Filter/ })
      .first()
      .click();
    await page.getByRole("dialog").getByRole("checkbox").first().waitFor();
    const covered: string[] = [];
    let reached = 0;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const r = await page.evaluate(() => {
        const a = document.activeElement;
        const footer = a?.closest('[role="dialog"]')?.querySelector("button[class*='full']")?.parentElement;
        if (!a || !footer || footer.contains(a)) return null;
        return {
          text: (a.textContent ?? "").trim(),
          bottom: a.getBoundingClientRect().bottom,
          top: footer.getBoundingClientRect().top,
        };
      });
      if (!r) continue;
      reached++;
      if (r.bottom > r.top + 1) covered.push(r.text);
    }
    expect(reached).toBeGreaterThan(20);
    expect(covered).toEqual([]);
    await page.context().close();
  });

  // The phone's sort choice is read whole: its longest choice fits the box (with the arrow), at the
  // narrowest phones too, where Filter and Sort take a row each.
  for (const width of [360, 390]) {
    it(`sort choices fit the sort box at ${width} px`, async () => {
      const page = await newPage(browser, width, 800);
      await page.goto(base + "/search?searchTerm=dress", { waitUntil: "networkidle" });
      const cut = await page.evaluate(() => {
        const box = document.getElementById("sort") as HTMLSelectElement;
        const cs = getComputedStyle(box);
        const ctx = document.createElement("canvas").getContext("2d");
        if (!ctx) return ["no canvas"];
        ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const room = box.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20; // the arrow
        return [...box.options].filter((o) => ctx.measureText(o.text).width > room).map((o) => o.text);
      });
      expect(cut).toEqual([]);
      await page.context().close();
    });
  }

  // The payment sandbox's own page: its tables scroll sideways on a phone, by keyboard too.
  for (const width of [1366, 390]) {
    it(`payment sandbox at ${width} px`, async () => {
      const page = await newPage(browser, width, 900);
      await page.goto(base + "/sandbox/");
      await page.getByRole("heading", { name: "Test cards" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const region = page.getByRole("region", { name: "Test cards" });
      await region.focus();
      expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.context().close();
    });
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
