// Stores, stock and delivery in Chromium: the store finder (search, set as my store, use my location
// refused), the product page's delivery panel (stock at the preferred store, postcode entry, estimates),
// the {productUrl}/store modal, axe on the finder, modal and product page, and screenshots to /tmp/shots.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launch, newPage, seriousViolations } from "./browser";

const base = inject("baseURL");
const SHOTS = "/tmp/shots";
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const STORE = "5012"; // Wattle Parramatta in the demo data
const STATUS_TEXT: Record<string, string> = {
  inStock: "In stock",
  lowStock: "Low stock",
  outOfStock: "Out of stock",
};

async function api<T>(path: string): Promise<T> {
  const res = await fetch(base + path);
  const body = (await res.json()) as { data: T };
  return body.data;
}

/** A product whose default variant is sellable online and has stock at the store, with that status. */
async function productWithStoreStock(): Promise<{
  url: string;
  code: string;
  variant: string;
  status: string;
}> {
  const found = await api<{ products: { url: string; code: string; defaultVariantCode: string }[] }>(
    "/api/search?searchTerm=lamp",
  );
  for (const p of found.products.slice(0, 12)) {
    const stock = await api<{ stockData: Record<string, Record<string, { stockLevelStatus: string }>> }>(
      `/api/stock/stores?baseProductCode=${p.code}&variants=${p.defaultVariantCode}&locations=${STORE}`,
    );
    const status = stock.stockData[p.defaultVariantCode]?.[STORE]?.stockLevelStatus ?? "";
    const online = await api<{ stockData: Record<string, { hdStockLevelStatus: string }> }>(
      `/api/stock/online?variants=${p.defaultVariantCode}`,
    );
    if (
      status !== "outOfStock" &&
      status &&
      online.stockData[p.defaultVariantCode]?.hdStockLevelStatus === "inStock"
    )
      return { url: p.url, code: p.code, variant: p.defaultVariantCode, status };
  }
  throw new Error("no product with stock at the store");
}

/** Waits for finite animations (a dialog opening) to end, so axe and screenshots see the end state. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function findParramatta(page: Page) {
  await page.goto(base + "/stores");
  await page.getByRole("heading", { name: "Find a store", level: 1 }).waitFor();
  await page.getByLabel("Suburb or postcode").fill("Parramatta");
  await page.getByRole("button", { name: "Find stores" }).click();
  await page.getByTestId("store-results").waitFor();
}

describe("stores, stock and delivery", () => {
  for (const width of [1366, 390]) {
    it(`store finder at ${width} px: search, show more, set as my store; axe clean`, async () => {
      const page = await newPage(browser, width, 900);
      await page.goto(base + "/stores");
      await page.getByRole("heading", { name: "Find a store", level: 1 }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await findParramatta(page);
      const results = page.getByTestId("store-results");
      await expect.poll(() => results.locator(":scope > li").count()).toBe(5);
      await expect.poll(() => page.getByText(/Showing 5 of \d+ stores near Parramatta/).count()).toBe(1);
      const first = results.locator(":scope > li").first();
      expect(await first.getByRole("heading").textContent()).toBe("Wattle Parramatta");
      await page.getByRole("button", { name: "Show more stores" }).click();
      await expect.poll(() => results.locator(":scope > li").count()).toBe(10);

      await first.getByRole("button", { name: /^Set as my store/ }).click();
      await first.getByText("Your store").waitFor();
      await page.getByRole("button", { name: /My store: Parramatta/ }).waitFor();
      const kept = await page.evaluate(
        () => JSON.parse(localStorage.getItem("t_psn") ?? "{}") as Record<string, unknown>,
      );
      expect(kept).toMatchObject({
        storeNumber: STORE,
        name: "Parramatta",
        town: "Parramatta",
        postalCode: "2150",
        hasBeenSetByUser: true,
      });
      expect(Number(kept.expires) - Date.now()).toBeGreaterThan(86_000_000);
      expect(await page.evaluate(() => document.cookie)).toContain(`t_psn=${STORE}`);

      await first.locator("summary").click();
      await first.getByRole("rowheader", { name: "Monday" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/stores-finder-${width}.png`, fullPage: width === 390 });
      await page.context().close();
    });
  }

  it("a product's stock at stores: in-stock filter with a product, resets to one page", async () => {
    const p = await productWithStoreStock();
    const page = await newPage(browser, 1366, 900);
    await page.goto(`${base}/stores?productCode=${p.variant}&q=Parramatta`);
    await page.getByTestId("store-results").waitFor();
    const first = page.getByTestId("store-results").locator(":scope > li").first();
    await first
      .getByText(STATUS_TEXT[p.status] ?? "")
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Show more stores" }).click();
    await expect.poll(() => page.getByTestId("store-results").locator(":scope > li").count()).toBe(10);
    await page.getByLabel("In stock only").click();
    await page.waitForURL(/inStock=1/);
    await page.locator('[data-testid="store-results"]:not([aria-busy])').waitFor();
    // The box follows the address, which the page renders from a moment after it changes.
    await expect.poll(() => page.getByLabel("In stock only").isChecked()).toBe(true);
    // One page again, and only stores that have it.
    await expect
      .poll(() => page.getByTestId("store-results").locator(":scope > li").count())
      .toBeLessThanOrEqual(5);
    expect(await page.getByTestId("store-results").getByText("Out of stock").count()).toBe(0);
    await page.context().close();
  });

  it("a suburb name several places share offers the places; a typed error goes with the text", async () => {
    const p = await productWithStoreStock();
    const page = await newPage(browser, 390, 900);
    try {
      await page.goto(base + p.url);
      const hd = page.getByTestId("delivery-hd");
      const box = hd.getByLabel("Postcode or suburb");
      await box.fill("x");
      await hd.getByRole("button", { name: "Check" }).click();
      await hd.getByText("Please enter a valid postcode or suburb").waitFor();
      // Typing again takes the old error away.
      await box.fill("Richmond");
      expect(await hd.getByText("Please enter a valid postcode or suburb").count()).toBe(0);
      await hd.getByRole("button", { name: "Check" }).click();
      const choices = hd.getByRole("list", { name: /places match “Richmond”/ });
      await choices.waitFor();
      expect(await choices.getByRole("button").count()).toBeGreaterThan(1);
      // Nothing was chosen for the shopper: no postcode kept yet, and the focus is on the choices' title.
      expect(await page.evaluate(() => document.cookie)).not.toContain("t_hd_pc=");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
        .toMatch(/places match “Richmond”/);
      await choices.getByRole("button", { name: "Richmond VIC 3121" }).click();
      await hd.getByText("to Richmond VIC 3121").waitFor();
      expect(await page.evaluate(() => document.cookie)).toContain("t_hd_pc=3121");
    } finally {
      await page.context().close();
    }
  });

  it("use my location refused: a message, and the finder still searches", async () => {
    const page = await newPage(browser, 1366, 900);
    await page.context().clearPermissions();
    await page.goto(base + "/stores");
    await page.getByRole("button", { name: "Use my location" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /location/ })
      .waitFor();
    await page.context().close();
  });

  for (const width of [1366, 390]) {
    it(`product page at ${width} px: stock at my store in the delivery panel and the store modal`, async () => {
      const p = await productWithStoreStock();
      const page = await newPage(browser, width, 900);
      await findParramatta(page);
      await page
        .getByTestId("store-results")
        .locator(":scope > li")
        .first()
        .getByRole("button", { name: /^Set as my store/ })
        .click();

      await page.goto(base + p.url);
      const panel = page.getByTestId("delivery-panel");
      const cnc = page.getByTestId("delivery-cnc");
      await cnc.getByText("at Parramatta").waitFor();
      await cnc.getByText(STATUS_TEXT[p.status] ?? "").waitFor();
      // The ready time comes from getDeliveryEstimate.
      await cnc.getByText(/Ready to collect/).waitFor();

      // A postcode through the delivery location search: the first result is kept (t_hd_pc).
      const hd = page.getByTestId("delivery-hd");
      await hd.getByLabel("Postcode or suburb").fill("Parramatta");
      await hd.getByRole("button", { name: "Check" }).click();
      await hd.getByText("to Parramatta NSW 2150").waitFor();
      await hd.getByText(/Delivered/).waitFor();
      expect(await page.evaluate(() => document.cookie)).toContain("t_hd_pc=2150");
      // The header's "Deliver to" (hidden on a phone) follows.
      await page
        .getByText("Deliver to:")
        .locator("strong", { hasText: "2150" })
        .first()
        .waitFor({ state: "attached" });
      expect(await seriousViolations(page)).toEqual([]);
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `${SHOTS}/stores-delivery-panel-${width}.png` });

      // {productUrl}/store: the modal over the page, my store first with its stock.
      await cnc.getByRole("link", { name: "Check stock at other stores" }).click();
      await page.waitForURL(/\/store(\?fias=true)?$/);
      const modal = page.getByRole("dialog", { name: "Check stock in stores" });
      await modal.waitFor();
      const results = modal.getByTestId("store-stock-results");
      await results.waitFor();
      const mine = results.locator(":scope > li").first();
      expect(await mine.getByRole("heading").textContent()).toBe("Wattle Parramatta");
      await mine.getByText("Your store").waitFor();
      // Without a variant in the address the modal shows the best status across the variants.
      const nearest = await api<{
        stores: { storeNumber: string; stock: Record<string, { stockLevelStatus: string }> }[];
      }>(`/api/stock/nearest/${p.code}?storeNumber=${STORE}`);
      const here = Object.values(nearest.stores.find((x) => x.storeNumber === STORE)?.stock ?? {}).map(
        (x) => x.stockLevelStatus,
      );
      const best = ["inStock", "lowStock", "outOfStock"].find((st) => here.includes(st)) ?? "";
      const fias = new URL(page.url()).searchParams.get("fias") === "true";
      await mine
        .getByText(STATUS_TEXT[fias ? p.status : best] ?? "")
        .first()
        .waitFor();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/stores-modal-${width}.png` });

      // Another suburb, then close: back on the product page.
      await modal.getByLabel("Search another suburb or postcode").fill("3000");
      await modal.getByRole("button", { name: "Search", exact: true }).click();
      await expect
        .poll(
          async () => (await results.locator(":scope > li").first().getByRole("heading").textContent()) ?? "",
        )
        .not.toBe("Wattle Parramatta");
      await modal.getByRole("button", { name: "Close" }).click();
      await page.waitForURL((u) => !u.pathname.endsWith("/store"));
      await page.getByTestId("delivery-panel").waitFor();

      // A chosen variant: the link adds fias=true and the modal is about that variant.
      const colours = page.getByRole("group", { name: /^Colour/ }).getByRole("radio");
      if ((await colours.count()) > 1) {
        await colours.nth(1).click({ force: true });
        const link = cnc.getByRole("link", { name: "Check stock at other stores" });
        await expect.poll(async () => (await link.getAttribute("href")) ?? "").toMatch(/\/store\?fias=true$/);
        await link.click();
        await page.waitForURL(/\/store\?fias=true$/);
        await modal.waitFor();
        expect(await modal.getByText("All colours and sizes").count()).toBe(0);
        await modal.getByTestId("store-stock-results").waitFor();
        await page.keyboard.press("Escape");
        await page.waitForURL((u) => !u.pathname.endsWith("/store"));
      }
      await page.context().close();
    });
  }
});
