// Helpers the checkout's browser journeys share (checkout*.spec.ts): API calls from the page (with
// its cookies and csrf token), new customers, the card fields, the thank-you page, the cart.
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { apiDocument } from "./browser";

/** The session's csrf token, then a JSON call from the page (so it carries the browser's cookies). */
export async function api<T = unknown>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; data: T; error?: { code: string } }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const s = (await (await fetch("/api/session")).json()) as { data: { csrfToken: string } };
      const res = await fetch(url, {
        method,
        headers: { "Content-Type": "application/json", "X-CSRF-Token": s.data.csrfToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { data: never; error?: { code: string } };
      return { status: res.status, data: json.data, error: json.error };
    },
    { method, url, body },
  );
}

export const PASSWORD = "Gum-Tree-Kookaburra-42";
let seq = 0;
/** An e-mail address no other test or run uses. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${++seq}@example.com`;

/** A new customer, registered and signed in in this page's browser context, on the shop at base. */
export async function registerCustomer(page: Page, base: string, tag: string): Promise<string> {
  await apiDocument(page, base);
  const email = uniqueEmail(tag);
  const r = await api(page, "POST", "/api/customer/register", {
    emailAddress: email,
    firstName: "Ann",
    lastName: "Lee",
    password: PASSWORD,
  });
  expect(r.status).toBeLessThan(300);
  return email;
}

/** Types a card into the card fields of the payment section and presses Place order. */
export async function fillCardAndPlace(page: Page, number: string) {
  const payment = page.locator("#section-payment");
  await page.locator('iframe[title="Card details"][data-ready]').waitFor();
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel(/Name on card/).fill("Ann Lee");
  await frame.getByLabel(/Card number/).fill(number);
  await frame.getByLabel(/Expiry/).fill("12/30");
  await frame.getByLabel(/Security code/).fill("123");
  await payment.getByTestId("place-order").click();
}

/** The thank-you page: a digits-only order number in its address and its heading; the number. */
export async function thankYou(page: Page): Promise<string> {
  await page.waitForURL(/\/checkout\/thank-you\/\d+$/, { timeout: 30_000 });
  await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
  const number = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(number).toMatch(/^\d+$/);
  expect(page.url().endsWith(`/checkout/thank-you/${number}`)).toBe(true);
  return number;
}

/** How many entries this browser's cart holds. */
export async function cartEntries(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const r = (await (await fetch("/api/cart")).json()) as { data: { entries: unknown[] } };
    return r.data.entries.length;
  });
}

/** The first lamp in stock on the shop at base: its default variant's code. */
export async function lampVariant(base: string): Promise<string> {
  const res = await fetch(`${base}/api/search?searchTerm=lamp`);
  const body = (await res.json()) as {
    data: { products: { defaultVariantCode: string; inStock: boolean }[] };
  };
  const variant = body.data.products.find((p) => p.inStock)?.defaultVariantCode ?? "";
  if (!variant) throw new Error(`no lamp in stock at ${base}`);
  return variant;
}
