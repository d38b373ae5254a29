// The single-page checkout in Chromium against the sandbox providers: a guest buys one product by
// card (basket → /spc → e-mail → address → same billing → card → thank-you with a digits-only order
// number); the 3-D Secure challenge card passes its challenge; the declined card shows the payment
// section's error and keeps the cart; PayPal approved on its sandbox page lands on the thank-you
// page; an Afterpay decline comes back to /spc?error=… with the error in the payment section; a gift
// card pays part and a card the rest; a signed-in customer saves a card, pays the next order with it
// and removes it in My Account; the thank-you page's form makes a guest's order an account's; axe
// finds nothing serious at 390 and 1366 px; Zip approved on its sandbox page lands on the thank-you
// page; the Apple Pay sheet's Cancel keeps the shopper on /spc with the cart and its Pay with Touch ID
// places the order; Flypay (off by default) is not offered on /spc. The journeys after
// the first few set up the cart and the delivery details through the API (the steps' UI is the first
// journeys'), so each stays short.
// Screenshots go to /tmp/shots.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { apiDocument, launch, newPage, readySteps, seriousViolations } from "./browser";
import {
  api,
  cartEntries,
  fillCardAndPlace,
  PASSWORD,
  registerCustomer,
  thankYou,
  uniqueEmail,
  lampVariant,
} from "./checkout-helpers";

const base = inject("baseURL");
const SHOTS = "/tmp/shots";
let browser: Browser;
let variant = "";

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
  variant = await lampVariant(base);
});
afterAll(async () => {
  await browser?.close();
});

/** One lamp in this browser's cart with home delivery to 3121, then the basket's Checkout link. */
async function toCheckout(page: Page) {
  await apiDocument(page, base);
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
  await page.getByRole("button", { name: "Continue", exact: true }).click(); // no account: on as a guest
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
  await page
    .locator("#section-payment")
    .getByRole("radio", { name: /Credit or debit card/ })
    .check();
  await fillCardAndPlace(page, number);
}

/**
 * One lamp in the cart with home delivery to 3121, a guest's e-mail (unless signed in) and the
 * delivery address, all through the API; then /spc, where only the payment is left.
 */
async function readyToPay(page: Page, opts: { guest: boolean }) {
  if (opts.guest) await apiDocument(page, base);
  for (const [url, body] of readySteps(variant, opts.guest ? uniqueEmail("guest") : "")) {
    const r = await api(page, "POST", url, body);
    expect(r.status, `${url}: ${JSON.stringify(r.error)}`).toBeLessThan(300);
  }
  await page.goto(base + "/spc");
  await page.locator("#section-payment").getByRole("radio").first().waitFor();
}

/** Chooses a redirect method and presses its Continue button: the provider's sandbox page. */
async function continueTo(page: Page, method: RegExp, provider: string) {
  const payment = page.locator("#section-payment");
  await payment.getByRole("radio", { name: method }).check();
  const go = payment.getByTestId("place-order");
  await expect.poll(() => go.isEnabled()).toBe(true);
  await go.click();
  await page.waitForURL(new RegExp(`/sandbox/${provider}/checkout\\?token=`), { timeout: 15_000 });
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

describe("checkout journeys: redirect methods, gift cards, saved cards, an account from the order", () => {
  it("PayPal approved on its sandbox page lands on the thank-you page", async () => {
    const page = await newPage(browser, 1366, 900);
    await readyToPay(page, { guest: true });
    await continueTo(page, /PayPal/, "paypal");
    await page.getByRole("button", { name: "Complete purchase" }).click();
    await thankYou(page);
    await page
      .getByRole("region", { name: "Payment" })
      .getByText(/^PayPal$/)
      .waitFor();
    expect(await cartEntries(page)).toBe(0);
    await page.context().close();
  });

  it("an Afterpay decline comes back to /spc?error=… with the error in the payment section and the cart kept", async () => {
    const page = await newPage(browser, 390, 844);
    const seen: string[] = [];
    page.on("framenavigated", (f) => {
      if (f === page.mainFrame()) seen.push(f.url());
    });
    await readyToPay(page, { guest: true });
    await continueTo(page, /Afterpay/, "afterpay");
    await page.getByRole("button", { name: "Decline" }).click();
    const error = page
      .locator("#section-payment")
      .getByRole("alert")
      .filter({ hasText: /Afterpay/ });
    await error.waitFor();
    expect(seen.some((u) => /\/spc\?error=ERR_[A-Z_]+/.test(u))).toBe(true);
    // The page cleans its address once it has read the error.
    await page.waitForURL(/\/spc$/);
    expect(await cartEntries(page)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/checkout-afterpay-declined-390.png`, fullPage: true });
    await page.context().close();
  });

  it("a gift card pays part of the order and card 4242 the rest; the thank-you page shows both", async () => {
    const page = await newPage(browser, 1366, 900);
    await readyToPay(page, { guest: true });
    const issued = await api<{ cardNumber: string; pin: string }>(page, "POST", "/api/sandbox/gift-cards", {
      amount: 10,
    });
    expect(issued.status).toBe(201);
    const { cardNumber, pin } = issued.data;
    const payment = page.locator("#section-payment");
    await payment.getByRole("radio", { name: /Gift card/ }).check();
    await page.locator('iframe[title="Gift card number and PIN"][data-ready]').waitFor();
    const gift = page.frameLocator('iframe[title="Gift card number and PIN"]');
    await gift.getByLabel("Gift card number").fill(cardNumber);
    await gift.getByLabel("PIN").fill(pin);
    await payment.getByRole("textbox", { name: "Amount to use" }).fill("5");
    await payment.getByRole("button", { name: "Apply gift card" }).click();
    await payment.getByRole("heading", { name: /Pay the rest \(\$[\d.,]+\) by card/ }).waitFor();
    await fillCardAndPlace(page, "4242 4242 4242 4242");
    await thankYou(page);
    const payments = page.getByRole("region", { name: "Payment" });
    await payments.getByText(`Gift card ending ${cardNumber.slice(-4)}`).waitFor();
    await payments.getByText("Visa ending 4242").waitFor();
    await payments.getByText("$5.00").waitFor();
    await page.context().close();
  });

  it("a signed-in customer saves a card, the next order pays with it, and My Account lists and removes it", async () => {
    const page = await newPage(browser, 1366, 900);
    await registerCustomer(page, base, "saved-card");
    await readyToPay(page, { guest: false });
    const payment = page.locator("#section-payment");
    await payment.getByRole("radio", { name: /Credit or debit card/ }).check();
    await page.locator('iframe[title="Card details"][data-ready]').waitFor();
    await payment.getByRole("checkbox", { name: /Save this card for next time/ }).check();
    await fillCardAndPlace(page, "4242 4242 4242 4242");
    await thankYou(page);

    // The next order: the saved card is offered, chosen (the default), and pays without the fields.
    await readyToPay(page, { guest: false });
    await payment.getByRole("radio", { name: /Credit or debit card/ }).check();
    const saved = payment.getByRole("radio", { name: /Visa ending 4242/ });
    await saved.waitFor();
    expect(await saved.isChecked()).toBe(true);
    expect(await page.locator('iframe[title="Card details"]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/checkout-saved-card-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/checkout-saved-card-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    const placeOrder = page.waitForRequest(
      (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/checkout/place-order",
    );
    await payment.getByTestId("place-order").click();
    const sent = (await placeOrder).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ paymentMode: "card" });
    expect(sent.psced).toMatch(/\S/);
    expect(sent.oneTimeToken).toBeUndefined();
    await thankYou(page);

    // My Account → Payment methods: the card, then removed after the confirmation.
    await page.goto(base + "/my-account/payment-methods");
    const card = page.getByTestId("saved-card");
    await card.getByRole("heading", { name: "Visa ending 4242" }).waitFor();
    expect(await card.count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/account-payment-methods-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/account-payment-methods-390.png`, fullPage: true });
    await card.getByRole("button", { name: "Remove Visa ending 4242" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove this card?" });
    await dialog.getByRole("button", { name: "Remove card" }).click();
    await page.getByTestId("payment-methods-empty").waitFor();
    await page.getByTestId("payment-methods-message").getByText("Visa ending 4242 removed.").waitFor();
    expect(
      await page
        .getByRole("heading", { name: "Payment methods" })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    const left = await api<{ savedCards: unknown[] }>(page, "GET", "/api/checkout/payment-methods");
    expect(left.data.savedCards).toEqual([]);
    await page.context().close();
  });

  it("a signed-in customer saves PayPal on its page, and the next order pays with it without leaving /spc", async () => {
    const page = await newPage(browser, 1366, 900);
    await registerCustomer(page, base, "saved-paypal");
    await readyToPay(page, { guest: false });
    const payment = page.locator("#section-payment");
    await payment.getByRole("radio", { name: /PayPal/ }).check();
    const save = payment.getByRole("checkbox", { name: /Save PayPal for faster checkout/ });
    const flagged = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === "/api/checkout/payment-mode" &&
        (r.postDataJSON() as { isBillingAgreementRequired?: boolean }).isBillingAgreementRequired === true,
    );
    await save.check();
    await flagged;
    const go = payment.getByTestId("place-order");
    await expect.poll(() => go.isEnabled()).toBe(true);
    await go.click();
    await page.waitForURL(/\/sandbox\/paypal\/checkout\?token=/);
    await page.getByRole("button", { name: "Complete purchase" }).click();
    await thankYou(page);

    const seen: string[] = [];
    page.on("framenavigated", (f) => {
      if (f === page.mainFrame()) seen.push(f.url());
    });
    await readyToPay(page, { guest: false });
    await payment.getByRole("radio", { name: /^PayPal/ }).check();
    const account = payment.getByRole("radio", { name: /PayPal account e2e-saved-paypal-/ });
    await account.waitFor();
    expect(await account.isChecked()).toBe(true);
    await payment.getByTestId("place-order").click();
    await thankYou(page);
    await page
      .getByRole("region", { name: "Payment" })
      .getByText(/^PayPal$/)
      .waitFor();
    // It never left the shop for PayPal's page the second time.
    expect(seen.filter((u) => u.includes("/sandbox/paypal/"))).toEqual([]);
    expect(seen.some((u) => u.endsWith("/spc"))).toBe(true);
    await page.context().close();
  });

  it("the thank-you page's form makes the guest's order an account's, and My Account opens", async () => {
    const page = await newPage(browser, 390, 844);
    await readyToPay(page, { guest: true });
    await payByCard(page, "4242 4242 4242 4242");
    const number = await thankYou(page);
    const form = page.getByRole("form", { name: "Create an account" });
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: "Create account" }).click();
    const done = page.getByTestId("link-order-done");
    const created = done.getByRole("heading", { name: "Account created" });
    await created.waitFor();
    // Focused, and in view below the shop's sticky header (not scrolled under it).
    expect(await created.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        created.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
          return r.top >= header && r.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}/thank-you-account-created-390.png` });
    // The session now is the new customer's.
    const session = await page.evaluate(async () => {
      const r = (await (await fetch("/api/session")).json()) as { data: { customer: { email: string } } };
      return r.data.customer.email;
    });
    expect(session).toMatch(/^e2e-guest-/);
    await done.getByRole("link", { name: "Go to My Account" }).click();
    await page.getByRole("navigation", { name: "My account" }).waitFor();
    const order = await api<{ order: { code: string } }>(page, "GET", `/api/orders/${number}`);
    expect(order.status).toBe(200);
    expect(order.data.order.code).toBe(number);
    await page.context().close();
  });
});

describe("checkout journeys: Zip, Apple Pay, Flypay", () => {
  /** The cart's total in dollars, as the API gives it. */
  async function cartTotal(page: Page): Promise<number> {
    const r = await api<{ total: { value: number } }>(page, "GET", "/api/cart");
    return r.data.total.value;
  }

  it("Zip approved on its sandbox page (a cart over $30) lands on the thank-you page showing Zip", async () => {
    const page = await newPage(browser, 1366, 900);
    await readyToPay(page, { guest: true });
    expect(await cartTotal(page)).toBeGreaterThan(30);
    await continueTo(page, /^Zip/, "zip");
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await thankYou(page);
    await page.getByRole("region", { name: "Payment" }).getByText(/^Zip$/).waitFor();
    expect(await cartEntries(page)).toBe(0);
    await page.context().close();
  });

  it("Apple Pay: Cancel in the sheet keeps the shopper on /spc with the cart; Pay with Touch ID places the order", async () => {
    const page = await newPage(browser, 1366, 900);
    await readyToPay(page, { guest: true });
    const payment = page.locator("#section-payment");
    await payment.getByRole("radio", { name: /Apple Pay/ }).check();
    const pay = payment.getByTestId("place-order");
    await expect.poll(() => pay.isEnabled()).toBe(true);

    await pay.click();
    const dialog = page.getByRole("dialog", { name: "Apple Pay" });
    await dialog.waitFor();
    const sheet = page.frameLocator('iframe[title="Apple Pay"]');
    await sheet.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await payment.getByText("Apple Pay was cancelled. You have not been charged.").waitFor();
    expect(page.url()).toMatch(/\/spc$/);
    expect(await cartEntries(page)).toBe(1);

    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await dialog.waitFor();
    await sheet.getByRole("button", { name: "Pay with Touch ID" }).click();
    await thankYou(page);
    await page
      .getByRole("region", { name: "Payment" })
      .getByText(/^Apple Pay/)
      .waitFor();
    expect(await cartEntries(page)).toBe(0);
    await page.context().close();
  });

  it("Flypay is offered on /spc only when the server has it on (off by default: not offered)", async () => {
    const page = await newPage(browser, 1366, 900);
    await readyToPay(page, { guest: true });
    const methods = await api<{ flypay: boolean; methods: { id: string }[] }>(
      page,
      "GET",
      "/api/checkout/payment-methods",
    );
    expect(methods.status).toBe(200);
    const flypay = page.locator("#section-payment").getByRole("radio", { name: /Flypay/ });
    if (methods.data.flypay) {
      await continueTo(page, /Flypay/, "flypay");
      await page.getByRole("button", { name: "Pay now" }).click();
      await thankYou(page);
    } else {
      await page
        .locator("#section-payment")
        .getByRole("radio", { name: /Apple Pay/ })
        .waitFor();
      expect(await flypay.count()).toBe(0);
      expect(await page.locator('#section-payment [data-method="flypay"]').count()).toBe(0);
    }
    await page.context().close();
  });
});
