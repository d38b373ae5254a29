// axe-core over the states of the single-page checkout (/spc) and its neighbours that the other specs
// do not sweep (checkout.spec.ts has the e-mail and payment steps, checkout-journeys.spec.ts the
// sign-in phase and the click & collect collector, checkout-methods.spec.ts Flypay), at 390 and
// 1366 px in Chromium, each expecting no serious or critical WCAG 2.1 A/AA violation:
//   basket       the basket with one item (home delivery to 3121 set through the API)
//   guest        /spc after the e-mail check: "Check out as a guest or create an account"
//   finder       the delivery step's single-line finder showing suggestions for "12 church st
//                richmond" ("12 church" alone matches too many addresses: the finder asks for more)
//   manual       the delivery step's manual address form ("Enter address manually")
//   errors       the same form submitted empty: every field's error shown
//   billing      the billing step's form for a different billing address (after Change)
//   giftcard     the payment section's gift card form (Gift card chosen, its frame ready)
//   declined     card 4000 0000 0000 0002 declined: the payment section's alert
//   threeds      card 4000 0000 0000 3220: the 3-D Secure challenge dialog open over /spc
//   thank-you    the guest's thank-you page with the "create an account" offer form
//   empty        /spc with the cart now empty: it stays and says the basket is empty
// One journey per width walks through them in that order, in one browser. A violation does not stop
// the journey (expect.soft): every state is checked, and each failure names its state and lists the
// violations. Screenshots go to /tmp/shots/a11y-<state>-<width>.png.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { apiDocument, launch, newPage, seriousViolations } from "./browser";
import { lampVariant } from "./checkout-helpers";

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

/** The session's csrf token, then a JSON call from the page (so it carries the browser's cookies). */
async function api(page: Page, url: string, body: unknown): Promise<{ status: number; error?: unknown }> {
  return page.evaluate(
    async ({ url, body }) => {
      const s = (await (await fetch("/api/session")).json()) as { data: { csrfToken: string } };
      const res = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": s.data.csrfToken },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { error?: unknown };
      return { status: res.status, error: json.error };
    },
    { url, body },
  );
}

/** axe on the page as it is now, soft (the journey goes on), then a screenshot of the state. */
async function sweep(page: Page, state: string, width: number, opts: { fullPage?: boolean } = {}) {
  const found = await seriousViolations(page);
  expect.soft(found, `axe: serious or critical violations in state "${state}" at ${width} px`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/a11y-${state}-${width}.png`, fullPage: opts.fullPage ?? true });
}

const frameReady = (page: Page, title: string) =>
  page.locator(`iframe[title="${title}"][data-ready]`).waitFor();

describe("checkout accessibility (axe-core): every state of /spc and its neighbours", () => {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    it(`basket → /spc's states → thank-you → empty /spc at ${width} px`, { timeout: 120_000 }, async () => {
      const page = await newPage(browser, width, height);

      // basket: one lamp with home delivery to 3121, through the API.
      await apiDocument(page, base);
      for (const [url, body] of [
        ["/api/cart/add", { products: [{ productCode: variant, quantity: 1 }] }],
        ["/api/cart/delivery-mode", { id: "HD", postalCode: "3121" }],
      ] as const) {
        const r = await api(page, url, body);
        expect(r.status, `${url}: ${JSON.stringify(r.error)}`).toBeLessThan(300);
      }
      await page.goto(base + "/basket");
      await page.getByTestId("basket-entry").first().waitFor();
      expect(await page.getByTestId("basket-entry").count()).toBe(1);
      const checkoutLink = page.locator("aside").getByRole("link", { name: "Checkout" });
      await checkoutLink.waitFor();
      await sweep(page, "basket", width);
      await checkoutLink.click();
      await page.waitForURL(/\/spc$/);

      // guest: the e-mail checked, not registered: on as a guest at once (the seed's rule).
      await page
        .getByRole("textbox", { name: "E-mail address" })
        .fill(`a11y-${Date.now()}-${width}@example.com`);
      await page.getByRole("button", { name: "Continue", exact: true }).click();
      await page.locator("#section-delivery").getByRole("textbox", { name: "First name" }).waitFor();
      await sweep(page, "guest", width);

      // finder: the single-line finder's suggestions ("12 church" alone is too many matches).
      const delivery = page.locator("#section-delivery");
      const finder = delivery.getByRole("combobox", { name: "Address" });
      await finder.fill("12 church st richmond");
      const list = delivery.getByRole("listbox", { name: "Suggested addresses" });
      await list.getByRole("option").first().waitFor();
      expect(await finder.getAttribute("aria-expanded")).toBe("true");
      // The first suggestion active (as the arrow key makes it), so aria-activedescendant is checked too.
      await finder.press("ArrowDown");
      await expect.poll(() => finder.getAttribute("aria-activedescendant")).toBeTruthy();
      await sweep(page, "finder", width);

      // manual: the manual address fields (the list closed first: it lies over the button).
      await finder.press("Escape");
      await list.waitFor({ state: "hidden" });
      await delivery.getByRole("button", { name: "Enter address manually" }).click();
      const street = delivery.getByRole("textbox", { name: "Street address" });
      await street.waitFor();
      await sweep(page, "manual", width);

      // errors: the form submitted empty with one click while the street field has the focus (the
      // fields are checked on submit: an error shown as the field was left once moved the button
      // from under the pointer between press and release, and the click was lost).
      await delivery.getByRole("button", { name: "Use this address" }).click();
      await expect.poll(() => street.getAttribute("aria-invalid")).toBe("true");
      expect(await delivery.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(5);
      await sweep(page, "errors", width);

      // The address typed; billing starts as the same as delivery and payment opens.
      await delivery.getByRole("textbox", { name: "First name" }).fill("Ann");
      await delivery.getByRole("textbox", { name: "Last name" }).fill("Lee");
      await delivery.getByRole("textbox", { name: "Mobile number" }).fill("0412 345 678");
      await street.fill("12 Church Street");
      await delivery.getByRole("textbox", { name: "Suburb" }).fill("Richmond");
      await delivery.getByRole("combobox", { name: "State" }).selectOption("VIC");
      await delivery.getByRole("textbox", { name: "Postcode" }).fill("3121");
      await delivery.getByRole("button", { name: "Use this address" }).click();
      await delivery.getByText("12 Church Street").waitFor();
      const payment = page.locator("#section-payment");
      await payment.getByRole("radio").first().waitFor();

      // billing: Change, then "Same as delivery address" unticked: the form for another address.
      const billing = page.locator("#section-billing");
      await billing.getByRole("button", { name: "Change billing address" }).click();
      const same = billing.getByRole("checkbox", { name: "Same as delivery address" });
      await same.uncheck();
      const billingForm = billing.getByRole("form", { name: "Billing address" });
      await billingForm.getByRole("combobox", { name: "Country" }).waitFor();
      await sweep(page, "billing", width);
      // Back to the same address: billing done again, payment open.
      // (A click, not check(): the section folds away as soon as the choice is saved.)
      await same.click();
      await billing.getByRole("button", { name: "Change billing address" }).waitFor();
      await billing.getByText("Same as delivery address").waitFor();

      // giftcard: Gift card chosen, its form and frame ready.
      await payment.getByRole("radio", { name: /Gift card/ }).check();
      await frameReady(page, "Gift card number and PIN");
      await payment.getByRole("form", { name: "Add a gift card" }).waitFor();
      await sweep(page, "giftcard", width);

      // declined: card 4000 0000 0000 0002.
      await payment.getByRole("radio", { name: /Credit or debit card/ }).check();
      await frameReady(page, "Card details");
      const card = page.frameLocator('iframe[title="Card details"]');
      await card.getByLabel(/Name on card/).fill("Ann Lee");
      await card.getByLabel(/Card number/).fill("4000 0000 0000 0002");
      await card.getByLabel(/Expiry/).fill("12/30");
      await card.getByLabel(/Security code/).fill("123");
      await payment.getByTestId("place-order").click();
      const declined = payment.getByRole("alert").filter({ hasText: /declined/i });
      await declined.waitFor();
      expect(page.url()).toMatch(/\/spc$/);
      await expect.poll(() => payment.getByTestId("place-order").isEnabled()).toBe(true);
      await sweep(page, "declined", width);

      // threeds: card 4000 0000 0000 3220, the challenge's dialog open with its page loaded.
      await card.getByLabel(/Card number/).fill("4000 0000 0000 3220");
      await payment.getByTestId("place-order").click();
      const dialog = page.getByRole("dialog", { name: "Verify your card" });
      await dialog.waitFor();
      const approve = page.frameLocator('iframe[title="Card verification"]').getByRole("button", {
        name: "Approve",
      });
      await approve.waitFor();
      await sweep(page, "threeds", width, { fullPage: false });
      await approve.click();

      // thank-you: the order's page with the guest's "create an account" offer.
      await page.waitForURL(/\/checkout\/thank-you\/\d+$/, { timeout: 30_000 });
      await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
      await page
        .getByRole("form", { name: "Create an account" })
        .getByLabel("Password", { exact: true })
        .waitFor();
      await sweep(page, "thank-you", width);

      // empty: /spc with nothing in the cart stays on the single-page checkout, which says the basket is empty.
      await page.goto(base + "/spc");
      await page.getByRole("heading", { name: "Your basket is empty" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/spc");
      await sweep(page, "empty", width);

      await page.context().close();
    });
  }
});
