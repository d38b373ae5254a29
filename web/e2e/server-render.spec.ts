import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { apiDocument, launch, newPage } from "./browser";
import { api, lampVariant } from "./checkout-helpers";

// Catalogue pages arrive rendered from the server (internal/ssr): readable and usable with
// JavaScript off, and taken over by the app without a warning or a shift when it is on.
const base = inject("baseURL");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function withoutJavaScript(body: (page: Page) => Promise<void>, width = 1366): Promise<void> {
  const ctx = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: false,
    locale: "en-AU",
    timezoneId: "Australia/Melbourne",
  });
  try {
    await body(await ctx.newPage());
  } finally {
    await ctx.close();
  }
}

/**
 * Opens path with the app's code held back 1.5 s, as on a slow phone: the markup is on screen and
 * nothing handles it yet.
 */
async function withCodeHeldBack(path: string, body: (page: Page) => Promise<void>): Promise<void> {
  const page = await newPage(browser, 1366);
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((ok) => setTimeout(ok, 1500));
    await route.continue();
  });
  try {
    await page.goto(base + path, { waitUntil: "commit" });
    await body(page);
  } finally {
    await page.context().close();
  }
}

/** Whether the page is still the server's markup: the early-click holder is there until the app takes over. */
async function stillTheServersMarkup(page: Page): Promise<boolean> {
  return page.evaluate(() => Array.isArray((window as { __early?: unknown }).__early));
}

/** The number in "Showing 48 of 120" / "120 products". */
async function total(page: Page): Promise<number> {
  const text = (await page.locator("main p[aria-live]").textContent()) ?? "";
  return Number(text.replace(/\D/g, ""));
}

/** The page's console errors and warnings and its uncaught errors, as they come. */
function consoleProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") messages.push(m.text());
  });
  page.on("pageerror", (e) => messages.push(e.message));
  return messages;
}

/** The page's cumulative layout shift so far (shifts after input left out). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((ok) => {
        let v = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) v += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => ok(v), 300);
      }),
  );
}

describe("with JavaScript off", () => {
  it("search lamp, filter by a facet, page on, open a product and read its price and stock", async () => {
    await withoutJavaScript(async (page) => {
      await page.goto(base + "/");
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      // The search box is a plain GET form.
      await page.getByRole("combobox", { name: "Search products" }).fill("lamp");
      await page.getByRole("button", { name: "Search" }).click();
      await page.waitForURL(/\/search\?searchTerm=lamp$/);
      await page.getByRole("heading", { level: 1, name: "Results for \u201clamp\u201d" }).waitFor();
      const all = await total(page);
      expect(all).toBeGreaterThan(48);
      expect(await page.locator("main article").count()).toBe(48);

      // A facet is a link to the listing with it applied.
      const aside = page.getByRole("complementary", { name: "Filters" });
      const brand = aside.locator("details", { hasText: "Brand" }).getByRole("checkbox").first();
      const brandName = ((await brand.textContent()) ?? "").replace(/[\d,]+ products$/, "").trim();
      await brand.click();
      await page.waitForURL(/brand=/);
      expect(
        await aside
          .getByRole("checkbox", { name: new RegExp(brandName) })
          .first()
          .getAttribute("aria-checked"),
      ).toBe("true");
      const filtered = await total(page);
      expect(filtered).toBeLessThan(all);

      // Back to all lamps, and on to the next page: a link.
      await page.goto(base + "/search?searchTerm=lamp");
      const firstPage = await page.locator("main article").first().getAttribute("aria-label");
      await page.getByRole("link", { name: "Load more" }).click();
      await page.waitForURL(/page=2/);
      const secondPage = await page.locator("main article").first().getAttribute("aria-label");
      expect(secondPage).not.toBe(firstPage);

      // A product: its name, price and stock are in the page.
      const card = page.locator("main article").first();
      const name = (await card.getAttribute("aria-label")) ?? "";
      await card.getByRole("link").first().click();
      await page.waitForURL(/\/p\//);
      await page.getByRole("heading", { level: 1, name }).waitFor();
      const info = (await page.locator("main").textContent()) ?? "";
      expect(info).toMatch(/\$\d[\d,]*\.\d\d/);
      expect(info).toMatch(/In stock|Low stock|Out of stock/);
    });
  });

  it("on a phone: the filters are on the page, a chip removes its filter, the sort form sorts", async () => {
    await withoutJavaScript(async (page) => {
      await page.goto(base + "/search?searchTerm=lamp");
      const all = await total(page);
      // No drawer without JavaScript: its button is not shown, the filters are.
      expect(await page.getByRole("button", { name: /^Filter/ }).isVisible()).toBe(false);
      const aside = page.getByRole("complementary", { name: "Filters" });
      const brand = aside.locator("details", { hasText: "Brand" }).getByRole("checkbox").first();
      expect(await brand.isVisible()).toBe(true);
      await brand.click();
      await page.waitForURL(/brand=/);
      expect(await total(page)).toBeLessThan(all);
      await page.getByRole("link", { name: /^Remove filter/ }).click();
      await page.waitForURL((u) => !u.search.includes("brand="));
      expect(await total(page)).toBe(all);

      const sort = page.getByRole("combobox", { name: "Sort by" });
      const options = await sort.locator("option").allTextContents();
      const choice = options.find((o) => /low to high/i.test(o)) ?? options[1] ?? "";
      await sort.selectOption({ label: choice });
      await page.getByRole("button", { name: "Sort", exact: true }).click();
      await page.waitForURL(/sortBy=/);
      expect(page.url()).not.toContain("sort=");
      expect(await sort.locator("option:checked").textContent()).toBe(choice);
      if (/low to high/i.test(choice)) {
        const prices = await page
          .locator("main article")
          .evaluateAll((cards) =>
            cards
              .slice(0, 8)
              .map((c) => Number((c.textContent ?? "").match(/\$([\d,]+\.\d\d)/)?.[1]?.replace(",", ""))),
          );
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }

      // The departments: a row of links (the menu button's drawer needs JavaScript).
      expect(await page.getByRole("button", { name: "Shop by department" }).isVisible()).toBe(false);
      const department = page.getByRole("navigation", { name: "Departments" }).getByRole("link").first();
      const name = (await department.textContent()) ?? "";
      await department.click();
      await page.waitForURL(/\/c\//);
      await page.getByRole("heading", { level: 1, name }).waitFor();
    }, 390);
  });

  it("the product page's structured data matches what the page shows", async () => {
    const res = await fetch(`${base}/api/search?searchTerm=lamp`);
    const url = ((await res.json()) as { data: { products: { url: string }[] } }).data.products[0]?.url ?? "";
    await withoutJavaScript(async (page) => {
      await page.goto(base + url);
      const lds = await page.locator('script[type="application/ld+json"]').allTextContents();
      const parsed = lds.map((t) => JSON.parse(t) as Record<string, unknown>);
      const product = parsed.find((x) => x["@type"] === "Product") as {
        name: string;
        offers: { price: number; availability: string };
      };
      const crumbs = parsed.find((x) => x["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string }[];
      };
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(product.name);
      const price = `$${product.offers.price.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
      expect(await page.locator("main").textContent()).toContain(price);
      const shown = (
        await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem").allTextContents()
      ).map((t) => t.trim());
      expect(shown).toEqual(crumbs.itemListElement.map((i) => i.name));
      expect(product.offers.availability).toMatch(/InStock|OutOfStock/);
    });
  });
});

describe("with JavaScript on", () => {
  it("the app takes the server's markup over: no console warning, no layout shift", async () => {
    const res = await fetch(`${base}/api/search?searchTerm=lamp`);
    const first = ((await res.json()) as { data: { products: { url: string; brand: string }[] } }).data
      .products[0];
    const url = first?.url ?? "";
    const brandPage = `/b/brand/${encodeURIComponent(first?.brand ?? "")}`;
    for (const width of [390, 1366]) {
      const page = await newPage(browser, width);
      const messages = consoleProblems(page);
      try {
        for (const path of ["/", "/search?searchTerm=lamp", "/c/home-lighting", brandPage, url]) {
          await page.goto(base + path, { waitUntil: "networkidle" });
          // Rendered on the server: the page's markup arrived in the HTML.
          const html = await (await fetch(base + path)).text();
          expect(html.includes('<div id="root"></div>'), path).toBe(false);
          expect(await layoutShift(page), `${path} at ${width} px`).toBeLessThanOrEqual(0.02);
        }
        expect(messages).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });

  it("the basket and the checkout arrive rendered with the shopper's own basket: no warning, no shift", async () => {
    const variant = await lampVariant(base);
    for (const width of [390, 1366]) {
      const page = await newPage(browser, width);
      const messages = consoleProblems(page);
      try {
        await apiDocument(page, base);
        const add = await api(page, "POST", "/api/cart/add", {
          products: [{ productCode: variant, quantity: 2 }],
        });
        expect(add.status).toBeLessThan(300);
        const name = (
          (add.data as { cart: { entries: { name: string }[] } }).cart.entries[0]?.name ?? ""
        ).trim();
        expect(name).not.toBe("");
        const set = await api(page, "POST", "/api/cart/delivery-mode", { id: "HD", postalCode: "3000" });
        expect(set.status).toBeLessThan(300);
        messages.length = 0; // the browser's ask for a favicon on the API's JSON document
        for (const path of ["/basket", "/spc"]) {
          // The page as this browser gets it (with its cookies): the basket is in the markup, and no
          // cache may keep it.
          const res = await page.evaluate(async (p) => {
            const r = await fetch(p);
            return { html: await r.text(), cache: r.headers.get("Cache-Control") };
          }, path);
          expect(res.cache, path).toBe("private, no-store");
          const root = res.html.slice(res.html.indexOf('<div id="root">'));
          expect(root.startsWith('<div id="root"></div>'), path).toBe(false);
          expect(root.includes(name), `${path} shows ${name}`).toBe(true);
          await page.goto(base + path, { waitUntil: "networkidle" });
          expect(new URL(page.url()).pathname).toBe(path);
          expect(await layoutShift(page), `${path} at ${width} px`).toBeLessThanOrEqual(0.005);
        }
        // An empty basket, the checkout's too, is rendered as empty at once.
        const removed = await api(page, "POST", "/api/cart/remove", { products: [{ productCode: variant }] });
        expect(removed.status).toBeLessThan(300);
        for (const path of ["/basket", "/spc"]) {
          await page.goto(base + path, { waitUntil: "networkidle" });
          await page.getByRole("heading", { name: "Your basket is empty" }).waitFor();
          expect(await layoutShift(page), `empty ${path} at ${width} px`).toBe(0);
        }
        expect(messages).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });

  it("a shopper's favourite shows as one on its server-rendered product page, without a warning", async () => {
    const res = await fetch(`${base}/api/search?searchTerm=lamp`);
    const first = ((await res.json()) as { data: { products: { url: string; code: string }[] } }).data
      .products[0];
    const page = await newPage(browser, 1366);
    const messages = consoleProblems(page);
    try {
      // Favourites live on the device (docs/web.md#browser-storage): the server cannot know them.
      await page.addInitScript((code: string) => {
        localStorage.setItem(
          "t_fpl",
          JSON.stringify({ version: 1, products: [{ bc: code, pc: code, t: 1 }] }),
        );
      }, first?.code ?? "");
      await page.goto(base + (first?.url ?? ""), { waitUntil: "networkidle" });
      const heart = page.getByRole("button", { name: /favourites$/ });
      await expect
        .poll(() => heart.getAttribute("aria-pressed", { timeout: 5000 }), { timeout: 10_000 })
        .toBe("true");
      expect(await heart.getAttribute("aria-label")).toBe("Remove from favourites");
      expect(messages).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("a button pressed while the page's code is still loading works once it has loaded", async () => {
    const res = await fetch(`${base}/api/search?searchTerm=dress`);
    const products = ((await res.json()) as { data: { products: { url: string; hasSizes?: boolean }[] } })
      .data.products;
    const url = products.find((p) => p.hasSizes)?.url ?? "";
    expect(url).not.toBe("");
    // The app's code arrives late, as on a slow phone: the markup is on screen, nothing handles it.
    await withCodeHeldBack(url, async (page) => {
      const button = page.getByRole("button", { name: "Size guide" });
      await button.waitFor();
      // Still the server's markup: the early-click holder is there until the app takes over.
      expect(await stillTheServersMarkup(page)).toBe(true);
      await button.click();
      await page.getByRole("dialog", { name: "Size guide" }).waitFor({ timeout: 15_000 });
    });
  });

  it("text typed in the search box while the page's code is still loading is kept and suggested on", async () => {
    await withCodeHeldBack("/", async (page) => {
      const box = page.getByRole("combobox", { name: "Search products" });
      await box.waitFor();
      expect(await stillTheServersMarkup(page)).toBe(true);
      await box.fill("lamp");
      await page
        .getByRole("listbox", { name: "Suggestions" })
        .getByRole("option")
        .first()
        .waitFor({ timeout: 15_000 });
      expect(await box.inputValue()).toBe("lamp");
      await box.press("Escape");
      expect(await box.inputValue()).toBe("lamp");
      expect(await box.getAttribute("aria-expanded")).toBe("false");
    });
  });

  it("a size chosen while the page's code is still loading is the one the page goes on with", async () => {
    const res = await fetch(`${base}/api/search?searchTerm=shirt`);
    const products = ((await res.json()) as { data: { products: { code: string; hasSizes?: boolean }[] } })
      .data.products;
    const code = products.find((p) => p.hasSizes)?.code ?? "";
    const detail = (await (await fetch(`${base}/api/products/${code}`)).json()) as {
      data: {
        product: { url: string; variants: { code: string; size: string; availableToSell: boolean }[] };
      };
    };
    const { url, variants } = detail.data.product;
    const other = variants.slice(1).find((v) => v.availableToSell);
    if (!other) throw new Error(`${code} has one size in stock`);
    await withCodeHeldBack(url, async (page) => {
      const size = page.locator("label", { has: page.getByRole("radio", { name: other.size, exact: true }) });
      await size.waitFor();
      expect(await stillTheServersMarkup(page)).toBe(true);
      await size.click();
      // Held, not chosen natively behind the app's back: chosen once the app has the page.
      await page.waitForURL((u) => u.pathname.endsWith("/" + other.code), { timeout: 15_000 });
      await expect
        .poll(() => page.getByRole("radio", { name: other.size, exact: true }).isChecked())
        .toBe(true);
    });
  });

  it("Load more pressed while the page's code is still loading adds to the list once it has loaded", async () => {
    await withCodeHeldBack("/search?searchTerm=lamp", async (page) => {
      const more = page.getByRole("link", { name: "Load more" });
      await more.waitFor();
      const cards = page.locator("main article");
      const first = await cards.first().getAttribute("aria-label");
      expect(await stillTheServersMarkup(page)).toBe(true);
      await more.click();
      // Held, not followed to page 2 alone: once the app has the page, page 2 is added to page 1.
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(96);
      expect(await cards.first().getAttribute("aria-label")).toBe(first);
      expect(page.url()).toContain("page=2");
    });
  });

  it("a page scrolled before its code has loaded stays where the shopper is", async () => {
    await withCodeHeldBack("/search?searchTerm=lamp", async (page) => {
      await page.locator("main article").first().waitFor();
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
      const y = await page.evaluate(() => window.scrollY);
      expect(await stillTheServersMarkup(page)).toBe(true);
      // The app takes the page over (the holder is gone), and the page has not moved.
      await expect.poll(() => stillTheServersMarkup(page), { timeout: 15_000 }).toBe(false);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
    });
  });
  it("a card, the breadcrumb and the footer's links go through the app once it has taken over, not a new page", async () => {
    const page = await newPage(browser, 1366);
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    try {
      await page.goto(base + "/c/home-lighting", { waitUntil: "networkidle" });
      await expect.poll(() => stillTheServersMarkup(page)).toBe(false);
      // A mark on this document: a new page load would lose it.
      await page.evaluate(() => ((window as unknown as { mark: string }).mark = "same document"));
      const card = page.locator("#results li").first().locator("a[data-link]");
      const name = (await card.textContent()) ?? "";
      await card.click();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
      expect(new URL(page.url()).pathname.startsWith("/p/")).toBe(true);
      await page
        .getByRole("navigation", { name: "Breadcrumb" })
        .getByRole("link", { name: "Lighting" })
        .click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/c/home-lighting");
      await page.locator("footer").getByRole("link", { name: "Track your order" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/track-order");
      expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe("same document");
      expect(documents).toEqual([base + "/c/home-lighting"]);
      // A click with Ctrl (a new tab) is the browser's: the app does not take it.
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/c/home-lighting");
      const [tab] = await Promise.all([
        page.context().waitForEvent("page"),
        page
          .locator("footer")
          .getByRole("link", { name: "Track your order" })
          .click({ modifiers: ["Control"] }),
      ]);
      await tab.close();
      expect(new URL(page.url()).pathname).toBe("/c/home-lighting");
    } finally {
      await page.context().close();
    }
  });

  it('on a phone, a product page asks for "You may also like" only as the shopper scrolls towards it', async () => {
    const res = await fetch(`${base}/api/search?searchTerm=lamp`);
    const url = ((await res.json()) as { data: { products: { url: string }[] } }).data.products[0]?.url ?? "";
    const page = await newPage(browser, 390);
    let asked = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/recommendations")) asked++;
    });
    try {
      await page.goto(base + url, { waitUntil: "networkidle" });
      await expect.poll(() => stillTheServersMarkup(page)).toBe(false);
      await page.waitForTimeout(500);
      // Loaded and taken over: the rail far below the first view has not been asked for.
      expect(asked).toBe(0);
      const rail = page.getByRole("region", { name: "You may also like" });
      expect(await rail.count()).toBe(0);
      await page.locator("footer").scrollIntoViewIfNeeded();
      await expect.poll(() => rail.locator("li").count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(asked).toBe(1);
    } finally {
      await page.context().close();
    }
  });
});
