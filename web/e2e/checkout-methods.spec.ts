// Two redirect methods in Chromium, end to end through their sandbox pages.
//
// Afterpay (on by default, docs/api.md#feature-toggles, so the shared server of global-setup): a guest whose cart and
// delivery details were set up through the API chooses Afterpay on /spc, presses "Continue to
// Afterpay", lands on the Afterpay sandbox page (/sandbox/afterpay/checkout?token=…), which shows
// the cart's total in 4 instalments, presses "Confirm and pay" and lands on the thank-you page
// (/checkout/thank-you/<digits>) whose Payment section names Afterpay; the cart is empty afterwards.
//
// Flypay (off by default): this file starts its own server with `--feature flypay=on`
// (the STOREFRONT_BIN binary, `serve` on a temporary SQLite database and a free port, ready when
// /healthz answers; stopped in afterAll). There: Flypay is offered on /spc and the payment step has
// no serious axe violations with it chosen; "Continue to Flypay" goes to the Flypay sandbox page,
// whose "Pay now" comes back and places the order (the thank-you page names Flypay, the cart is
// empty). A decline on the Flypay page comes back to /spc?error=ERR_… with the payment section's
// error shown and focused, the address cleaned to /spc and the cart's entry kept; the shopper can
// then go to Flypay again and pay.
//
// The UI of the e-mail and delivery steps is covered by checkout.spec.ts; here those steps are API
// calls, so each journey starts at the payment step. Screenshots go to /tmp/shots.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { apiDocument, launch, newPage, readySteps, seriousViolations } from "./browser";
import { startOwnShop, type OwnShop } from "./own-shop";
import { api, cartEntries, thankYou, uniqueEmail, lampVariant } from "./checkout-helpers";

const SHOTS = "/tmp/shots";
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

// --- helpers of this file (the shared ones are in checkout-helpers.ts) ---------------------------------

/**
 * A guest's cart on the shop at base: one unit of variant for home delivery to 3121, the guest's
 * e-mail and the delivery address, all through the API; then /spc, where only the payment is left.
 */
async function readyToPay(page: Page, base: string, variant: string, tag: string) {
  await apiDocument(page, base);
  for (const [url, body] of readySteps(variant, uniqueEmail("methods-" + tag))) {
    const r = await api(page, "POST", url, body);
    expect(r.status, `${url}: ${JSON.stringify(r.error)}`).toBeLessThan(300);
  }
  await page.goto(base + "/spc");
  await page.locator("#section-payment").getByRole("radio").first().waitFor();
}

/** Chooses a redirect method and presses its "Continue to …" button: the provider's sandbox page. */
async function continueTo(page: Page, name: string, provider: string) {
  const payment = page.locator("#section-payment");
  const radio = payment.getByRole("radio", { name: new RegExp(`^${name}`) });
  await radio.check();
  expect(await radio.isChecked()).toBe(true);
  const go = payment.getByRole("button", { name: `Continue to ${name}` });
  await expect.poll(() => go.isEnabled()).toBe(true);
  await go.click();
  await page.waitForURL(new RegExp(`/sandbox/${provider}/checkout\\?token=[^&]+`), { timeout: 15_000 });
}

/** The payment lines of the thank-you page's Payment section ("Afterpay", "Flypay"…). */
async function paymentLines(page: Page): Promise<string[]> {
  const section = page.getByRole("region", { name: "Payment" });
  await section.getByRole("listitem").first().waitFor();
  return section
    .getByRole("listitem")
    .evaluateAll((items) => items.map((li) => li.firstElementChild?.textContent?.trim() ?? ""));
}

/** The cart's total as the shop writes it ("$49.00"). */
async function cartTotal(page: Page): Promise<string> {
  const r = await api<{ total: { formattedValue: string } }>(page, "GET", "/api/cart");
  return r.data.total.formattedValue;
}

/** The main frame's addresses from now on (redirects that pass through quickly included). */
function navigations(page: Page): string[] {
  const seen: string[] = [];
  page.on("framenavigated", (f) => {
    if (f === page.mainFrame()) seen.push(f.url());
  });
  return seen;
}

// --- Afterpay, on the shared server ------------------------------------------------------------------

describe("Afterpay (the shared server)", () => {
  const base = inject("baseURL");
  let variant = "";
  beforeAll(async () => {
    variant = await lampVariant(base);
  });

  it("approved on its sandbox page: the thank-you page names Afterpay and the cart is empty", async () => {
    const page = await newPage(browser, 1366, 900);
    await readyToPay(page, base, variant, "afterpay");
    const total = await cartTotal(page);
    expect(await cartEntries(page)).toBe(1);

    await continueTo(page, "Afterpay", "afterpay");
    // Afterpay's page: the order total and its four fortnightly instalments.
    await page.getByText("Pay in 4 instalments, interest free.").waitFor();
    await page.getByText(total, { exact: true }).first().waitFor();
    await page.getByText("In 6 weeks").waitFor();
    await page.screenshot({ path: `${SHOTS}/methods-afterpay-page-1366.png`, fullPage: true });
    await page.getByRole("button", { name: "Confirm and pay" }).click();

    const number = await thankYou(page);
    expect(await paymentLines(page)).toEqual(["Afterpay"]);
    await page.getByRole("region", { name: "Payment" }).getByText(total).first().waitFor();
    expect(await cartEntries(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/methods-afterpay-thank-you-${number}-1366.png`, fullPage: true });
    await page.context().close();
  });
});

// --- Flypay, on a server of this file's own with the toggle on ---------------------------------------

describe("Flypay (its own server, --feature flypay=on)", () => {
  let shop: OwnShop | undefined;
  let base = "";
  let variant = "";

  beforeAll(async () => {
    shop = await startOwnShop("flypay", ["--feature", "flypay=on"]);
    base = shop.base;
    variant = await lampVariant(base);
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
  });

  it("is offered on /spc (axe: nothing serious), and Pay now on its page places the order", async () => {
    const page = await newPage(browser, 1366, 900);
    await readyToPay(page, base, variant, "flypay");
    const methods = await api<{ flypay: boolean; methods: { id: string; available: boolean }[] }>(
      page,
      "GET",
      "/api/checkout/payment-methods",
    );
    expect(methods.status).toBe(200);
    expect(methods.data.flypay).toBe(true);
    expect(methods.data.methods.find((m) => m.id === "flypay")?.available).toBe(true);

    const payment = page.locator("#section-payment");
    const flypay = payment.getByRole("radio", { name: /^Flypay/ });
    await flypay.waitFor();
    expect(await flypay.isEnabled()).toBe(true);
    await flypay.check();
    const go = payment.getByRole("button", { name: "Continue to Flypay" });
    await expect.poll(() => go.isEnabled()).toBe(true);
    await payment.getByText(/You'll go to Flypay to approve the payment of \$[\d.,]+/).waitFor();
    // The payment step with Flypay chosen: WCAG 2.1 A/AA, nothing serious or critical.
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/methods-flypay-payment-1366.png`, fullPage: true });

    await continueTo(page, "Flypay", "flypay");
    await page.getByText("Pay with the card saved in your Flypay app.").waitFor();
    await page.screenshot({ path: `${SHOTS}/methods-flypay-page-1366.png`, fullPage: true });
    await page.getByRole("button", { name: "Pay now" }).click();

    await thankYou(page);
    expect(await paymentLines(page)).toEqual(["Flypay"]);
    expect(await cartEntries(page)).toBe(0);
    await page.context().close();
  });

  it("a decline on its page comes back to /spc with the payment section's error; the cart is kept", async () => {
    const page = await newPage(browser, 390, 844);
    const seen = navigations(page);
    await readyToPay(page, base, variant, "flypay-decline");
    await continueTo(page, "Flypay", "flypay");
    await page.getByRole("button", { name: "Decline" }).click();

    const error = page.locator("#section-payment").getByRole("alert");
    await error.waitFor();
    expect(await error.textContent()).toContain(
      "We couldn't take your payment. Please try again or use another payment method.",
    );
    // Focus is moved to the error so a keyboard or screen reader user lands on it.
    expect(await error.evaluate((el) => el === document.activeElement)).toBe(true);
    // Back with the code in the address, which the page then cleans.
    expect(seen.some((u) => /\/spc\?error=ERR_[A-Z_]+$/.test(u))).toBe(true);
    await page.waitForURL(/\/spc$/);
    expect(await page.locator("#section-summary, #section-delivery").getByRole("alert").count()).toBe(0);
    expect(await cartEntries(page)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/methods-flypay-declined-390.png`, fullPage: true });

    // Nothing was paid: Flypay again, a new session on its page, and this time it pays.
    await continueTo(page, "Flypay", "flypay");
    await page.getByRole("button", { name: "Pay now" }).click();
    await thankYou(page);
    expect(await paymentLines(page)).toEqual(["Flypay"]);
    expect(await cartEntries(page)).toBe(0);
    await page.context().close();
  });
});
