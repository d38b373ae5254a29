// The cart in Chromium: search "lamp" → quick add a colour/size → the mini cart's count → the basket →
// change the quantity → remove → undo; axe on the basket; screenshots of the basket, the mini cart
// drawer and quick add at 390 and 1366 px (in /tmp/shots).
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { apiDocument, hydrating, launch, newPage, seriousViolations } from "./browser";
import { api } from "./checkout-helpers";

const base = inject("baseURL");
const SHOTS = "/tmp/shots";
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const count = (page: Page) => page.getByTestId("mini-cart-count");
const units = async (page: Page) => Number(((await count(page).textContent()) ?? "").replace(/\D/g, ""));

/** Opens quick add on the first lamp card and adds it, picking a colour and a size where offered. */
async function quickAddLamp(page: Page, width: number) {
  await page.goto(base + "/search?searchTerm=lamp");
  await page.getByText("Results for").first().waitFor();
  const cards = page.locator("article").filter({ has: page.getByRole("group", { name: "Colours" }) });
  await cards
    .first()
    .getByRole("button", { name: /^Quick add/ })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.locator('[data-status="Active"]').waitFor();
  // A second colour: the size (if any) is cleared and must be picked again.
  const colours = dialog.getByRole("group", { name: /Colour/ }).getByRole("radio");
  if ((await colours.count()) > 1) await colours.nth(1).check();
  const sizes = dialog.getByRole("group", { name: /Size|Value/ }).getByRole("radio", { name: /^[^,]+$/ });
  if ((await sizes.count()) > 0) await sizes.first().check();
  await page.screenshot({ path: `${SHOTS}/cart-quick-add-${width}.png` });
  await dialog.getByRole("button", { name: /^(Add to basket|Pre-order)$/ }).click();
  await dialog.locator('[data-status="Added"]').waitFor();
  await dialog.getByText(/added to your basket/).waitFor();
  await page.screenshot({ path: `${SHOTS}/cart-quick-add-added-${width}.png` });
  return dialog;
}

describe("cart journey", () => {
  it("search lamp → quick add → mini cart count → basket → quantity → remove → undo", async () => {
    const page = await newPage(browser, 1366, 900);
    const dialog = await quickAddLamp(page, 1366);
    // The mini cart counts it at once, and its drawer shows what was added.
    await expect.poll(() => units(page)).toBe(1);
    await dialog.getByRole("link", { name: "View basket" }).click();
    await page.waitForURL(/\/basket$/);

    // The basket: the silent recalculation, then the entry.
    const entry = page.getByTestId("basket-entry");
    await entry.first().waitFor();
    expect(await entry.count()).toBe(1);
    await page.getByText("Your basket is up to date.").waitFor();
    // The notification goes after 1500 ms.
    await expect.poll(() => page.getByText("Your basket is up to date.").count(), { timeout: 4000 }).toBe(0);

    // Quantity 1 → 2: the count, the line and the header follow the server's answer.
    await entry.getByRole("button", { name: "Increase quantity" }).click();
    await expect.poll(() => entry.getByRole("textbox", { name: "Quantity" }).inputValue()).toBe("2");
    await expect.poll(() => units(page)).toBe(2);
    await page.getByRole("heading", { level: 1, name: /2 items/ }).waitFor();

    // A delivery method: home delivery to a postcode; then Checkout is offered.
    await page.getByLabel("Delivery postcode").fill("3121");
    await page.getByRole("button", { name: "Update" }).click();
    const hd = page.getByRole("radio", { name: /Home delivery/ });
    await expect.poll(() => hd.isEnabled()).toBe(true);
    await hd.check();
    await page.locator("aside").getByRole("link", { name: "Checkout" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/cart-basket-1366.png`, fullPage: true });

    // Remove, then undo: the entry comes back with its quantity.
    await entry.getByRole("button", { name: /^Remove/ }).click();
    await page.getByRole("heading", { name: "Your basket is empty" }).waitFor();
    await expect.poll(() => units(page)).toBe(0);
    await page.getByRole("button", { name: "Undo" }).click();
    await entry.first().waitFor();
    await expect.poll(() => entry.getByRole("textbox", { name: "Quantity" }).inputValue()).toBe("2");
    await expect.poll(() => units(page)).toBe(2);

    // The hover basket drawer on another page: hover the basket link.
    await page.goto(base + "/");
    await page.getByTestId("mini-cart-link").hover();
    const drawer = page.getByTestId("mini-cart-drawer");
    await drawer.getByText("Subtotal").waitFor();
    await drawer.getByRole("link", { name: "Checkout" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/cart-mini-drawer-1366.png` });
    // Escape closes it and leaves focus on the basket link.
    await page.getByTestId("mini-cart-link").focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.count()).toBe(0);
    await page.context().close();
  });

  it("at 390 px: quick add, the drawer after an add, the basket; axe clean", async () => {
    const page = await newPage(browser, 390, 844);
    const dialog = await quickAddLamp(page, 390);
    // The drawer opened with the add shows once the dialog is closed.
    await dialog.getByRole("button", { name: "Continue shopping" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByTestId("mini-cart-drawer").getByText("Added to your basket").waitFor();
    await page.screenshot({ path: `${SHOTS}/cart-mini-drawer-390.png` });
    // Quick add again: axe on the dialog with its pickers.
    await page
      .getByRole("button", { name: /^Quick add/ })
      .first()
      .click();
    await page.getByRole("dialog").locator('[data-status="Active"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    // The product page's buy box (quick view shares it): quantity stepper and add, axe clean.
    await page
      .getByRole("button", { name: /^Quick view/ })
      .first()
      .click();
    const view = page.getByRole("dialog");
    await view.getByRole("group", { name: /^Quantity of/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.goto(base + "/basket");
    await page.getByTestId("basket-entry").first().waitFor();
    await page.getByRole("radio", { name: /Click & collect/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/cart-basket-390.png`, fullPage: true });
    await page.context().close();
  });

  it("at 390 px: the undo toast covers nothing the keyboard reaches (the postcode's Update button)", async () => {
    const page = await newPage(browser, 390, 844);
    await apiDocument(page, base);
    const res = await fetch(`${base}/api/search?searchTerm=lamp`);
    const found = (await res.json()) as {
      data: { products: { defaultVariantCode: string; inStock: boolean }[] };
    };
    const two = found.data.products.filter((p) => p.inStock).slice(0, 2);
    expect(two).toHaveLength(2);
    const add = await api(page, "POST", "/api/cart/add", {
      products: two.map((p) => ({ productCode: p.defaultVariantCode, quantity: 1 })),
    });
    expect(add.status).toBeLessThan(300);
    await page.goto(base + "/basket", { waitUntil: "networkidle" });
    await hydrating(page);
    await page
      .getByRole("button", { name: /^Remove/ })
      .first()
      .click();
    const toasts = page.getByTestId("undo-toasts");
    await toasts.getByRole("button", { name: "Undo" }).waitFor();
    // From the toast's Undo, Tab on to the end of the page, and back up to the postcode's Update
    // button: each stop is above the toast.
    const undo = page.getByRole("button", { name: "Undo" });
    const hidden: string[] = [];
    /** Presses key from Undo up to 40 times (until stop's text), noting each stop under the toast. */
    const walk = async (key: string, stop?: string) => {
      await undo.focus();
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press(key);
        const r = await page.evaluate(() => {
          const a = document.activeElement as HTMLElement | null;
          const t = document.querySelector('[data-testid="undo-toasts"]');
          if (!a || !t || t.contains(a) || a === document.body) return null;
          return {
            text: (a.textContent ?? "").trim(),
            bottom: a.getBoundingClientRect().bottom,
            top: t.getBoundingClientRect().top,
          };
        });
        if (!r) continue;
        if (r.bottom > r.top + 1) hidden.push(r.text);
        if (r.text === stop) break;
      }
    };
    await walk("Tab");
    await walk("Shift+Tab", "Update");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Update");
    expect(hidden).toEqual([]);
    await page.context().close();
  });
});
