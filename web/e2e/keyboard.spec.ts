// The keyboard's focus in Chromium (docs/web.md, "Keyboard focus"): a page change puts it on the new
// page's h1; a filter, the postcode check, Add to basket, quick add, the basket's +, Remove and Undo
// and a delivery method change keep it on the control or move it to what replaced it, never the body;
// the mini cart after an add takes it; the department bar works with the arrow keys.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { apiDocument, hydrating, launch, newPage } from "./browser";
import { api, lampVariant } from "./checkout-helpers";

const base = inject("baseURL");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  mkdirSync("/tmp/shots", { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(width: number, body: (page: Page) => Promise<void>): Promise<void> {
  const page = await newPage(browser, width, 900);
  try {
    await body(page);
  } finally {
    await page.context().close();
  }
}

/** Whether the element has the focus. */
const has = (l: Locator) => l.evaluate((el) => el === document.activeElement);

/** What has the focus, for a failure's message. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const name = el.getAttribute("aria-label") || el.textContent || "";
    return `${el.tagName.toLowerCase()} "${name.trim().slice(0, 50)}"`;
  });

/** Polls until the element has the focus; fails saying where the focus is. */
async function focusOn(page: Page, l: Locator, what: string) {
  await l.first().waitFor();
  await expect.poll(async () => ((await has(l.first())) ? what : await focusedText(page))).toBe(what);
}

/** A lamp's product page address, in stock online. */
async function lampUrl(): Promise<string> {
  const res = await fetch(`${base}/api/search?searchTerm=lamp`);
  const body = (await res.json()) as { data: { products: { url: string; inStock: boolean }[] } };
  const url = body.data.products.find((p) => p.inStock)?.url;
  if (!url) throw new Error("no lamp in stock");
  return url;
}

describe("a page change in the app puts the focus on the new page's h1", () => {
  it("a card's link, the search box, Back", async () => {
    await withPage(1366, async (page) => {
      await page.goto(base + "/search?searchTerm=lamp");
      await page.locator("main article").first().waitFor();
      await hydrating(page);
      await page.locator("main article a[href]").first().focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/p\//);
      const productH1 = page.getByRole("heading", { level: 1 });
      await focusOn(page, productH1, "the product's h1");
      // The next Tab starts in the page, not at the top of the document.
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement)),
      ).toBe(true);

      // From the header: the search box's Enter.
      const box = page.getByRole("combobox", { name: "Search products" });
      await box.fill("towel");
      await box.press("Enter");
      await page.waitForURL(/\/search\?searchTerm=towel/);
      await focusOn(page, page.getByRole("heading", { level: 1, name: /Results for/ }), "the results' h1");

      await page.goBack();
      await page.waitForURL(/\/p\//);
      await focusOn(page, page.getByRole("heading", { level: 1 }), "the product's h1 again");
    });
  });

  it("at 390 px, a link in the department drawer (which gives the focus back to its button on closing)", async () => {
    await withPage(390, async (page) => {
      await page.goto(base + "/");
      await hydrating(page);
      await page.getByRole("button", { name: "Shop by department" }).click();
      const drawer = page.getByRole("dialog");
      await drawer.getByRole("button", { name: "Home" }).click();
      await drawer.getByRole("button", { name: "Lighting" }).click();
      await drawer.getByRole("link", { name: "Table Lamps" }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/c\/home-lighting-table-lamps/);
      await focusOn(page, page.getByRole("heading", { level: 1, name: "Table Lamps" }), "the h1");
      // And it stays there (the drawer's own focus return comes a task later).
      await page.waitForTimeout(300);
      await focusOn(page, page.getByRole("heading", { level: 1, name: "Table Lamps" }), "the h1 still");
    });
  });
});

describe("from the checkout's own frame back into the shop", () => {
  it("Edit basket on /spc puts the focus on the basket's h1", async () => {
    const variant = await lampVariant(base);
    await withPage(1366, async (page) => {
      await apiDocument(page, base);
      for (const [url, body] of [
        ["/api/cart/add", { products: [{ productCode: variant, quantity: 1 }] }],
        ["/api/cart/delivery-mode", { id: "HD", postalCode: "3121" }],
      ] as const)
        expect((await api(page, "POST", url, body)).status).toBeLessThan(300);
      await page.goto(base + "/spc");
      const edit = page.getByRole("link", { name: "Edit basket" });
      await edit.waitFor();
      await hydrating(page);
      await edit.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/basket$/);
      await focusOn(page, page.getByRole("heading", { level: 1, name: /Your basket/ }), "the basket's h1");
    });
  });
});

describe("what replaces the focused control takes the focus", () => {
  it("a filter toggled with Space keeps the focus on the option", async () => {
    await withPage(1366, async (page) => {
      await page.goto(base + "/search?searchTerm=lamp");
      await page.locator("main article").first().waitFor();
      await hydrating(page);
      const aside = page.getByRole("complementary", { name: "Filters" });
      const option = aside.locator("details", { hasText: "Brand" }).getByRole("checkbox").first();
      const value = (await option.getAttribute("data-value")) ?? "";
      await option.focus();
      await page.keyboard.press("Space");
      await page.waitForURL(/brand=/);
      const same = aside.locator(`a[data-value="${value}"]`);
      await expect.poll(() => same.getAttribute("aria-checked")).toBe("true");
      await focusOn(page, same, "the option");
      // And off again, the same way.
      await page.keyboard.press("Space");
      await expect.poll(() => same.getAttribute("aria-checked")).toBe("false");
      await focusOn(page, same, "the option");
    });
  });

  it("the postcode check, then Change postcode", async () => {
    const url = await lampUrl();
    await withPage(1366, async (page) => {
      await page.goto(base + url);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await hydrating(page);
      const panel = page.getByTestId("delivery-hd");
      const change = panel.getByRole("button", { name: "Change postcode" });
      if ((await change.count()) > 0) {
        await change.focus();
        await page.keyboard.press("Enter");
        await focusOn(page, panel.getByLabel("Postcode or suburb"), "the postcode box");
      }
      const input = panel.getByLabel("Postcode or suburb");
      await input.focus();
      await page.keyboard.type("3121");
      await page.keyboard.press("Enter");
      // The form goes with the answer: its successor, described by the answer, has the focus.
      await focusOn(page, change, "Change postcode");
      expect(await change.getAttribute("aria-describedby")).toBeTruthy();
      await page.keyboard.press("Enter");
      await focusOn(page, panel.getByLabel("Postcode or suburb"), "the postcode box");
    });
  });

  it("Add to basket on the product page: the mini cart takes the focus; Escape gives it back", async () => {
    const url = await lampUrl();
    await withPage(1366, async (page) => {
      await page.goto(base + url);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await hydrating(page);
      const add = page.getByRole("button", { name: /^(Add to basket|Pre-order)$/ });
      await add.focus();
      await page.keyboard.press("Enter");
      const drawer = page.getByTestId("mini-cart-drawer");
      await focusOn(page, drawer, "the mini cart");
      await drawer.getByText("Added to your basket").waitFor();
      // Its links are next by Tab; it stays open while the focus is in it.
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.waitForTimeout(5500); // past the time it stays after an add
      expect(await drawer.count()).toBe(1);
      await page.keyboard.press("Escape");
      await expect.poll(() => drawer.count()).toBe(0);
      await focusOn(page, add, "Add to basket");
      // A click adds without moving the focus: the drawer shows and goes after a while.
      await page.mouse.move(0, 400);
      await add.click();
      await drawer.getByText("Added to your basket").waitFor();
      await focusOn(page, add, "Add to basket, clicked");
      await expect.poll(() => drawer.count(), { timeout: 8000 }).toBe(0);
    });
  });

  it("quick add: Add to basket gives the focus to View basket", async () => {
    await withPage(1366, async (page) => {
      await page.goto(base + "/search?searchTerm=lamp");
      await page.locator("main article").first().waitFor();
      await hydrating(page);
      // A card whose quick add can add at once (one colour, no size).
      const cards = page.locator("main article");
      for (let i = 0; i < 12; i++) {
        await cards
          .nth(i)
          .getByRole("button", { name: /^Quick add/ })
          .click();
        const dialog = page.getByRole("dialog");
        await dialog.locator('[data-status="Active"]').waitFor();
        const button = dialog.getByRole("button", { name: /^(Add to basket|Pre-order)$/ });
        if (await button.isEnabled()) {
          await button.focus();
          await page.keyboard.press("Enter");
          await dialog.locator('[data-status="Added"]').waitFor();
          await focusOn(page, dialog.getByRole("link", { name: "View basket" }), "View basket");
          return;
        }
        await page.keyboard.press("Escape");
        await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      }
      throw new Error("no card to quick add at once");
    });
  });

  it("the basket: + twice, Remove → Undo → the line, a delivery method", async () => {
    const variant = await lampVariant(base);
    await withPage(1366, async (page) => {
      await apiDocument(page, base);
      const added = await api(page, "POST", "/api/cart/add", {
        products: [{ productCode: variant, quantity: 1 }],
      });
      expect(added.status).toBeLessThan(300);
      await page.goto(base + "/basket");
      const entry = page.getByTestId("basket-entry").first();
      await entry.waitFor();
      await hydrating(page);
      const qty = entry.getByRole("textbox", { name: "Quantity" });
      const plus = entry.getByRole("button", { name: "Increase quantity" });
      await plus.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => qty.inputValue()).toBe("2");
      await focusOn(page, plus, "+");
      await expect.poll(() => plus.getAttribute("aria-disabled")).toBe("false");
      await page.keyboard.press("Enter");
      await expect.poll(() => qty.inputValue()).toBe("3");
      await focusOn(page, plus, "+ again");

      // A delivery method by the keyboard: the radio keeps the focus through the change.
      const postcode = page.getByLabel("Delivery postcode");
      await postcode.fill("3121");
      await page.getByRole("button", { name: "Update" }).click();
      const hd = page.getByRole("radio", { name: /Home delivery/ });
      await expect.poll(() => hd.isEnabled()).toBe(true);
      await hd.focus();
      await page.keyboard.press("Space");
      await expect.poll(() => hd.isChecked()).toBe(true);
      await page.locator("aside").getByRole("link", { name: "Checkout" }).waitFor();
      await focusOn(page, hd, "the Home delivery radio");

      // Remove: the focus goes to its Undo; Undo: to the line that came back.
      await entry.getByRole("button", { name: /^Remove/ }).focus();
      await page.keyboard.press("Enter");
      const undo = page.getByRole("button", { name: "Undo" });
      await focusOn(page, undo, "Undo");
      await page.keyboard.press("Enter");
      await focusOn(
        page,
        page.getByTestId("basket-entry").getByRole("button", { name: /^Remove/ }),
        "Remove",
      );

      // An Undo that fails (the add does not reach the shop): the focus goes to the basket's
      // heading, not the body.
      await page
        .getByTestId("basket-entry")
        .getByRole("button", { name: /^Remove/ })
        .press("Enter");
      await focusOn(page, undo, "Undo again");
      await page.route("**/api/cart/add", (route) => route.abort());
      await page.keyboard.press("Enter");
      await focusOn(page, page.locator("main h1"), "the basket's heading");
      await page.unroute("**/api/cart/add");
    });
  });
});

describe("the department bar by the keyboard", () => {
  it("←/→ between departments, ↓ into the panel, ↑/↓ in it, Escape back", async () => {
    await withPage(1366, async (page) => {
      await page.goto(base + "/");
      const bar = page.getByRole("navigation", { name: "Departments" });
      const tops = bar.locator("ul").first().locator(":scope > li > button");
      await tops.first().waitFor();
      await hydrating(page);
      const first = tops.nth(0);
      const second = tops.nth(1);
      await first.focus();
      await page.keyboard.press("ArrowRight");
      await focusOn(page, second, "the second department");
      await page.keyboard.press("ArrowLeft");
      await focusOn(page, first, "the first department");
      await page.keyboard.press("ArrowLeft");
      await focusOn(page, tops.last(), "the last department (wrapping)");
      await page.keyboard.press("Home");
      await focusOn(page, first, "the first department");

      await page.keyboard.press("ArrowDown");
      await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
      const name = (await first.textContent()) ?? "";
      const panel = page.locator(`#${(await first.getAttribute("aria-controls")) ?? ""}`);
      await focusOn(page, panel.getByRole("link", { name: `Shop all ${name}` }), "Shop all");
      await page.keyboard.press("ArrowDown");
      await focusOn(page, panel.getByRole("link").nth(1), "the panel's second link");
      await page.keyboard.press("Escape");
      await expect.poll(() => first.getAttribute("aria-expanded")).toBe("false");
      await focusOn(page, first, "the department again");

      // Enter opens it; Tab goes into its panel, before the next department.
      await page.keyboard.press("Enter");
      await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
      await page.keyboard.press("Tab");
      await focusOn(page, panel.getByRole("link", { name: `Shop all ${name}` }), "Shop all by Tab");
      await page.screenshot({ path: "/tmp/shots/keyboard-mega-menu-1366.png" });
      // A link followed from the panel: the new page's h1 has the focus.
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/c\//);
      await focusOn(page, page.getByRole("heading", { level: 1 }), "the department's h1");
    });
  });
});

describe("skip to results", () => {
  it("at 390 px, the filters are not in the way: Skip to results, then Tab is in the first card", async () => {
    await withPage(390, async (page) => {
      await page.goto(base + "/search?searchTerm=lamp");
      await page.locator("main article").first().waitFor();
      await hydrating(page);
      const skip = page.getByRole("link", { name: "Skip to results" });
      await skip.focus();
      await page.keyboard.press("Enter");
      // It lands on the first result: its product link.
      await focusOn(
        page,
        page.locator("main article").first().locator("a[href]").first(),
        "the first result",
      );
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () => document.querySelector("main article")?.contains(document.activeElement) ?? false,
        ),
      ).toBe(true);
    });
  });
});
