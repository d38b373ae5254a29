// Layout stability on a phone: the cumulative layout shift of the product and search pages, measured
// with PerformanceObserver('layout-shift') while they load over a slow network, stays at or under
// 0.02 (the skeletons draw the real layout, so nothing moves when the content arrives).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
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

const MAX_CLS = 0.02;

async function productPath(): Promise<string> {
  const res = await fetch(`${base}/api/search?searchTerm=lamp`);
  const body = (await res.json()) as { data: { products: { url: string }[] } };
  const url = body.data.products[0]?.url;
  if (!url) throw new Error("no product");
  return url;
}

/** Sums layout shifts not caused by input from the start of the page (buffered) on. */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        const nodes = (e.sources ?? []).map((s) => {
          const el = s.node as Element | null | undefined;
          return el ? `${el.nodeName}.${el.className}` : "?";
        });
        w.__shifts.push(`${e.value.toFixed(4)} ${nodes.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });

/** A slow phone connection: 150 ms round trips, 1.6 Mbit/s down. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  });
}

describe(`layout shift at 390 px stays at or under ${MAX_CLS}`, () => {
  for (const [name, path, ready] of [
    ["product", productPath, "Description"],
    ["search", async () => "/search?searchTerm=lamp", "Results for"],
    ["collection", async () => "/c/home-lighting-table-lamps", "Table Lamps"],
  ] as const) {
    it(`${name} page, opened on a throttled network`, async () => {
      const page = await newPage(browser, 390, 844);
      try {
        await observeShifts(page);
        await throttle(page);
        await page.goto(base + (await path()), { waitUntil: "load" });
        await page.getByText(ready).first().waitFor();
        await page.waitForTimeout(2500); // images, rails and stock arrive after the page
        const r = await shifts(page);
        expect(r.cls, r.shifts.join("\n")).toBeLessThanOrEqual(MAX_CLS);
      } finally {
        await page.context().close();
      }
    });

    it(`${name} page, reached inside the app while the API is slow`, async () => {
      const page = await newPage(browser, 390, 844);
      try {
        await observeShifts(page);
        await page.goto(base + "/");
        await page.getByRole("heading", { name: "Top offers" }).waitFor();
        await page.waitForTimeout(500);
        // Every API answer now takes a second: the page's code and skeleton show first.
        await page.route("**/api/**", async (route) => {
          await new Promise((r) => setTimeout(r, 1000));
          await route.continue();
        });
        await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __shifts: string[] };
          w.__cls = 0;
          w.__shifts = [];
        });
        const target = await path();
        await page.evaluate((p) => {
          window.history.pushState({}, "", p);
          window.dispatchEvent(new PopStateEvent("popstate"));
        }, target);
        await page.getByText(ready).first().waitFor();
        await page.waitForTimeout(2500);
        const r = await shifts(page);
        expect(r.cls, r.shifts.join("\n")).toBeLessThanOrEqual(MAX_CLS);
      } finally {
        await page.context().close();
      }
    });
  }
});
