// The single-page checkout in Chromium against the sandbox card gateway: a guest buys one product by
// card (basket → /spc → e-mail → address → same billing → card → thank-you with a digits-only order
// number); the 3-D Secure challenge card passes its challenge; the declined card shows the payment
// section's error and keeps the cart; axe finds nothing serious at 390 and 1366 px. Screenshots go
// to /tmp/shots.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launch, newPage, seriousViolations } from "./browser";

const base = inject("baseURL");
const SHOTS = "/tmp/shots";
let browser: Browser;
let variant = "";

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
  const res = await fetch(`${base}/api/search?searchTerm=lamp`);
  const body = (await res.json()) as {
    data: { products: { defaultVariantCode: string; inStock: boolean }[] };
  };
  variant = body.data.products.find((p) => p.inStock)?.defaultVariantCode ?? "";
  if (!variant) throw new Error("no lamp in stock");
});
afterAll(async () => {
  await browser?.close();
});

/** One lamp in this browser's cart with home delivery to 3121, then the basket's Checkout link. */
async function toCheckout(page: Page) {
  await page.goto(base + "/");
  const ok = await page.evaluate(async (code) => {
    const s = (await (await fetch("/api/session")).json()) as { data: { csrfToken: string } };
    const headers = { "Content-Type": "application/json", "X-CSRF-Token": s.data.csrfToken };
    const add = await fetch("/api/cart/add", {
      method: "POST",
      headers,
      body: JSON.stringify({ products: [{ productCode: code, quantity: 1 }] }),
    });
    const mode = await fetch("/api/cart/delivery-mode", {
      method: "POST",
      headers,
      body: JSON.stringify({ id: "HD", postalCode: "3121" }),
    });
    return add.ok && mode.ok;
  }, variant);
  expect(ok).toBe(true);
  await page.goto(base + "/basket");
  await page.locator("aside").getByRole("link", { name: "Checkout" }).click();
  await page.waitForURL(/\/spc$/);
}

/** The guest's steps: e-mail, guest, name, mobile and a typed address; billing stays the same. */
async function guestDetails(page: Page, width: number) {
  await page
    .getByRole("textbox", { name: "E-mail address" })
    .fill(`guest-${Date.now()}-${width}@example.com`);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("button", { name: "Continue as guest" }).click();
  const delivery = page.locator("#section-delivery");
  await delivery.getByRole("textbox", { name: "First name" }).fill("Ann");
  await delivery.getByRole("textbox", { name: "Last name" }).fill("Lee");
  await delivery.getByRole("textbox", { name: "Mobile number" }).fill("0412 345 678");
  await delivery.getByRole("button", { name: "Enter address manually" }).click();
  await delivery.getByRole("textbox", { name: "Street address" }).fill("12 Church Street");
  await delivery.getByRole("textbox", { name: "Suburb" }).fill("Richmond");
  await delivery.getByRole("combobox", { name: "State" }).selectOption("VIC");
  await delivery.getByRole("textbox", { name: "Postcode" }).fill("3121");
  await delivery.getByRole("button", { name: "Use this address" }).click();
  await delivery.getByText("12 Church Street").waitFor();
  // Billing: the same as delivery by default.
  await page.locator("#section-billing").getByText("Same as delivery address").waitFor();
}

/** Card payment: the card typed into the provider's frame, then Place order. */
async function payByCard(page: Page, number: string) {
  const payment = page.locator("#section-payment");
  await payment.getByRole("radio", { name: /Credit or debit card/ }).check();
  await page.locator('iframe[title="Card details"][data-ready]').waitFor();
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel(/Name on card/).fill("Ann Lee");
  await frame.getByLabel(/Card number/).fill(number);
  await frame.getByLabel(/Expiry/).fill("12/30");
  await frame.getByLabel(/Security code/).fill("123");
  await payment.getByTestId("place-order").click();
}

async function thankYou(page: Page) {
  await page.waitForURL(/\/checkout\/thank-you\/\d+$/, { timeout: 30_000 });
  const number = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(number).toMatch(/^\d+$/);
  expect(page.url().endsWith(`/checkout/thank-you/${number}`)).toBe(true);
  await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
  return number;
}

async function cartEntries(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const r = (await (await fetch("/api/cart")).json()) as { data: { entries: unknown[] } };
    return r.data.entries.length;
  });
}

describe("checkout journeys", () => {
  it("a guest buys one product by card 4242 and gets a digits-only order number", async () => {
    const page = await newPage(browser, 1366, 900);
    await toCheckout(page);
    await page.screenshot({ path: `${SHOTS}/checkout-start-1366.png`, fullPage: true });
    await guestDetails(page, 1366);
    await payByCard(page, "4242 4242 4242 4242");
    const number = await thankYou(page);
    expect(Number(number)).toBeGreaterThanOrEqual(30000001);
    await page.getByText("Visa ending 4242").waitFor();
    await page.getByRole("heading", { name: "Save your details for next time" }).waitFor();
    expect(await cartEntries(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/checkout-thank-you-1366.png`, fullPage: true });
    await page.context().close();
  });

  it("the 3-D Secure card 4000 0000 0000 3220 passes its challenge", async () => {
    const page = await newPage(browser, 1366, 900);
    await toCheckout(page);
    await guestDetails(page, 1366);
    await payByCard(page, "4000 0000 0000 3220");
    const dialog = page.getByRole("dialog", { name: "Verify your card" });
    await dialog.waitFor();
    await page.screenshot({ path: `${SHOTS}/checkout-threeds-1366.png` });
    await page
      .frameLocator('iframe[title="Card verification"]')
      .getByRole("button", { name: "Approve" })
      .click();
    await thankYou(page);
    await page.context().close();
  });

  it("the declined card 4000 0000 0000 0002 shows the payment section's error and keeps the cart", async () => {
    const page = await newPage(browser, 390, 844);
    await toCheckout(page);
    await guestDetails(page, 390);
    await payByCard(page, "4000 0000 0000 0002");
    const error = page
      .locator("#section-payment")
      .getByRole("alert")
      .filter({ hasText: /declined/i });
    await error.waitFor();
    // Focus is moved to the error so a keyboard or screen reader user lands on it.
    expect(await error.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toMatch(/\/spc$/);
    expect(await cartEntries(page)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/checkout-declined-390.png`, fullPage: true });
    // The shopper can pay again with another card: a new press, a new order.
    await page
      .frameLocator('iframe[title="Card details"]')
      .getByLabel(/Card number/)
      .fill("4242 4242 4242 4242");
    await page.locator("#section-payment").getByTestId("place-order").click();
    await thankYou(page);
    await page.context().close();
  });

  for (const width of [390, 1366]) {
    it(`axe: no serious violations on /spc at ${width} px (e-mail step and payment step)`, async () => {
      const page = await newPage(browser, width, 900);
      await toCheckout(page);
      await page.getByRole("textbox", { name: "E-mail address" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/checkout-email-${width}.png`, fullPage: true });
      await guestDetails(page, width);
      await page
        .locator("#section-payment")
        .getByRole("radio", { name: /Credit or debit card/ })
        .check();
      await page.locator('iframe[title="Card details"][data-ready]').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/checkout-payment-${width}.png`, fullPage: true });
      await page.context().close();
    });
  }
});
