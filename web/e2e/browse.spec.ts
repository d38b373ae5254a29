import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
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

describe("browsing journey", () => {
  it("home → search lamp → pick a facet → open a product → change colour → the URL changes", async () => {
    const page = await newPage(browser);
    await page.goto(base + "/");
    await expect.poll(() => page.getByRole("heading", { name: "Top offers" }).count()).toBe(1);

    // Live suggestions, then search.
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("lamp");
    await page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first().waitFor();
    await box.press("Enter");
    await page.waitForURL(/\/search\?searchTerm=lamp/);
    const count = page.locator("main p[aria-live]");
    const shown = async () => Number((await count.textContent())?.replace(/\D/g, ""));
    // The count is blank while the first page loads.
    await expect.poll(shown).toBeGreaterThan(0);
    const before = await shown();

    // Pick a facet: the first brand.
    const aside = page.getByRole("complementary", { name: "Filters" });
    const brand = aside.locator("details", { hasText: "Brand" }).getByRole("checkbox").first();
    await brand.click();
    await page.waitForURL(/brand=/);
    await expect.poll(shown).toBeLessThan(before);
    await page.getByRole("link", { name: /^Remove filter/ }).waitFor();

    // Open a product that comes in more than one colour.
    const card = page
      .locator("article")
      .filter({ has: page.getByRole("group", { name: "Colours" }) })
      .first();
    await card.getByRole("link").click();
    await page.waitForURL(/\/p\/[^/]+\/\d{8}$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const firstUrl = page.url();

    // Change colour: the URL is replaced with the variant's URL.
    const colours = page.getByRole("group", { name: /Colour/ }).getByRole("radio");
    await expect.poll(() => colours.count()).toBeGreaterThan(1);
    await colours.nth(1).click();
    await expect.poll(() => page.url()).not.toBe(firstUrl);
    expect(page.url()).toMatch(/\/p\/[^/]+\/\d{8}$/);
    // A replace, not a push: going back leaves the product page.
    await page.goBack();
    await expect.poll(() => page.url()).toMatch(/\/search\?/);
  });

  it("quick view opens real product details from a listing", async () => {
    const page = await newPage(browser);
    await page.goto(base + "/c/home-lighting-table-lamps");
    await page.getByRole("heading", { name: "Table Lamps" }).waitFor();
    await page
      .getByRole("button", { name: /^Quick view/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Click & collect").waitFor();
    await expect.poll(() => dialog.getByRole("link", { name: "See full product details" }).count()).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
  });

  it("works at 390 px: the department drawer and the filter drawer", async () => {
    const page = await newPage(browser, 390, 844);
    await page.goto(base + "/");
    await page.getByRole("button", { name: "Shop by department" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("button", { name: "Home" }).click();
    await drawer.getByRole("button", { name: "Lighting" }).click();
    await drawer.getByRole("link", { name: "Table Lamps" }).click();
    await page.waitForURL(/\/c\/home-lighting-table-lamps/);
    await page.getByRole("button", { name: /^Filter/ }).click();
    await page.getByRole("dialog", { name: "Filter" }).getByRole("button", { name: /^Show/ }).waitFor();
  });

  it("shows the failed-to-load view with a retry when the API fails", async () => {
    const page = await newPage(browser);
    let fail = true;
    await page.route("**/api/browse?collection_id=home-lighting-floor-lamps*", (route) =>
      fail ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
    );
    await page.goto(base + "/");
    await page.getByRole("combobox", { name: "Search products" }).waitFor();
    await page.evaluate(() => {
      window.history.pushState({}, "", "/c/home-lighting-floor-lamps");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.getByRole("button", { name: "Retry" }).waitFor({ timeout: 15_000 });
    fail = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("heading", { name: "Floor Lamps" }).waitFor();
  });
});
