// OnePass (docs/membership.md) in Chromium, at 390 and 1366 px, axe-clean in every state.
//
// On the shared server of global-setup, one new customer per width (registered through the API):
//   join     /onepass → "Start free trial" → the free trial modal: the monthly plan and card
//            4242 4242 4242 4242 in the hosted card fields → My Account → OnePass says "Free trial",
//            30 days left.
//   benefits as that member, a lamp with a OnePass price in the basket: the line's price is the
//            member price, the line says its OnePass saving (the cart answers it too), and home
//            delivery to 3121 is Free ($0, getDeliveryModes' HD entry an advantage).
//   cancel   My Account → OnePass: Cancel free trial → the confirmation → "Free trial ending";
//            Resume OnePass → "Free trial" again.
//
// On a server of this file's own (the shop's clock is the whole server's, and this journey moves it
// 43 days on, so it must not move the shared server's): a customer joins at /my-account/onepass#join
// with card 4000 0000 0000 0341 (approved now, every renewal declined). The clock moved 29 days on
// (the trial's charge is on its last day): "Payment overdue", Pay now and the lapse date. 14 more
// days, in steps of 1, 2, 4 and 7 (so the retries of days 1, 3 and 7 happen on the way): lapsed,
// the page offers joining again (a paid plan, no free trial) and the lamp is back at its catalogue
// price in the basket. A session follows the shop's clock: the customer signs in again when a jump
// signed them out.
//
// Failures save the page to /tmp/shots/failed-*.png; every checked state is saved there too as
// onepass-<state>-<width>.png.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { hydrating, launch, newPage, seriousViolations } from "./browser";
import { startOwnShop, type OwnShop } from "./own-shop";
import { api, PASSWORD, registerCustomer } from "./checkout-helpers";

const SHOTS = "/tmp/shots";
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

// --- helpers of this file ------------------------------------------------------------------------------

interface Money {
  value: number;
  formattedValue: string;
}

/** A lamp in stock with a OnePass price below its price, sold to anyone: its default variant. */
interface MemberLamp {
  variant: string;
  name: string;
  price: Money;
  onePassPrice: Money;
}

async function memberLamp(base: string): Promise<MemberLamp> {
  const res = await fetch(`${base}/api/search?searchTerm=lamp`);
  const body = (await res.json()) as {
    data: {
      products: {
        code: string;
        inStock: boolean;
        bulky: boolean;
        preOrder: boolean;
        onePassExclusive: boolean;
        onePassEarlyAccess: boolean;
        onePassPrice?: Money;
        price: Money;
      }[];
    };
  };
  for (const p of body.data.products) {
    if (!p.inStock || p.bulky || p.preOrder || p.onePassExclusive || p.onePassEarlyAccess) continue;
    if (!p.onePassPrice || p.onePassPrice.value >= p.price.value) continue;
    const details = (await (await fetch(`${base}/api/products/${p.code}`)).json()) as {
      data: {
        product: {
          name: string;
          defaultVariantCode: string;
          variants: { code: string; price: Money; onePassPrice?: Money; availableToSell: boolean }[];
        };
      };
    };
    const product = details.data.product;
    const v = product.variants.find((x) => x.code === product.defaultVariantCode);
    if (v?.availableToSell && v.onePassPrice && v.onePassPrice.value < v.price.value) {
      return { variant: v.code, name: product.name, price: v.price, onePassPrice: v.onePassPrice };
    }
  }
  throw new Error(`no lamp with a OnePass price at ${base}`);
}

/**
 * Runs body on a page of its own browser context, closed afterwards. On a failure the page is saved
 * to /tmp/shots/failed-*.png.
 */
async function withPage(width: number, height: number, body: (page: Page) => Promise<void>): Promise<void> {
  const page = await newPage(browser, width, height);
  try {
    await body(page);
  } catch (err) {
    const name = (expect.getState().currentTestName ?? "test").replace(/[^a-z0-9]+/gi, "-").slice(0, 80);
    await page
      .screenshot({ path: `${SHOTS}/failed-${name}-${width}.png`, fullPage: true })
      .catch(() => undefined);
    throw err;
  } finally {
    await page.context().close();
  }
}

/** Waits for finite animations (a dialog sliding in) to end, so axe and screenshots see the end state. */
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

/** axe on the page as it is now (soft: the journey goes on), then a screenshot of the state. */
async function sweep(page: Page, state: string, width: number): Promise<void> {
  await settle(page);
  const found = await seriousViolations(page);
  expect.soft(found, `axe: serious or critical violations in state "${state}" at ${width} px`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/onepass-${state}-${width}.png`, fullPage: true });
}

/** sweep at the page's width, then at the other one (the same page resized), then back. */
async function sweepBoth(page: Page, state: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  const other = size.width === 390 ? { width: 1366, height: 900 } : { width: 390, height: 844 };
  await sweep(page, state, size.width);
  await page.setViewportSize(other);
  await sweep(page, state, other.width);
  await page.setViewportSize(size);
}

/** Types a card into the hosted card fields (`iframe[title="Card details"]`) inside scope. */
async function fillCard(page: Page, number: string): Promise<void> {
  await page.locator('iframe[title="Card details"][data-ready]').waitFor();
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel(/Name on card/).fill("Ann Lee");
  await frame.getByLabel(/Card number/).fill(number);
  await frame.getByLabel(/Expiry/).fill("12/30");
  await frame.getByLabel(/Security code/).fill("123");
}

/** The answer to the next `method` call of an API path (set up before the action that makes it). */
function answer(page: Page, method: string, path: string) {
  return page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path);
}

/** The status badge of My Account → OnePass (its words: "Free trial", "Payment overdue"…). */
const statusBadge = (page: Page): Locator => page.getByTestId("membership-status");

async function openAccountOnePass(page: Page, base: string, hash = ""): Promise<void> {
  await page.goto(`${base}/my-account/onepass${hash}`);
  await page.getByRole("heading", { level: 1, name: "OnePass" }).waitFor();
  await statusBadge(page).or(page.locator("#join")).first().waitFor();
}

interface CartAnswer {
  entries: {
    productCode: string;
    basePrice: Money;
    totalPrice: Money;
    onePassSaving?: Money;
  }[];
  onePassMember: boolean;
  onePassSavings: Money | null;
  deliveryFee?: Money | null;
  originalDeliveryCost?: Money | null;
  deliveryMode?: { code?: string; id?: string } | null;
}

/**
 * The basket with lamp in it at /basket: home delivery to 3121 chosen in the UI (the postcode,
 * Update, then the Home delivery radio), the entry and the summary waiting for the server's answer.
 */
async function basketWithLamp(page: Page, base: string, lamp: MemberLamp): Promise<void> {
  const added = await api(page, "POST", "/api/cart/add", {
    products: [{ productCode: lamp.variant, quantity: 1 }],
  });
  expect(added.status, JSON.stringify(added.error)).toBeLessThan(300);
  await page.goto(base + "/basket");
  await page.getByTestId("basket-entry").first().waitFor();
  await page.getByLabel("Delivery postcode").fill("3121");
  await page.getByRole("button", { name: "Update" }).click();
  const hd = page.getByRole("radio", { name: /Home delivery/ });
  await expect.poll(() => hd.isEnabled()).toBe(true);
  if (!(await hd.isChecked())) await hd.check();
  await page.locator("aside").getByRole("link", { name: "Checkout" }).waitFor();
}

// --- joining, member prices, cancel and resume (the shared server) -------------------------------------

describe("OnePass on the shared server: join with a trial, member prices, cancel and resume", () => {
  const base = inject("baseURL");
  let lamp: MemberLamp;
  beforeAll(async () => {
    lamp = await memberLamp(base);
  });

  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    it(
      `at ${width} px: trial from /onepass, the member's basket, cancel and resume`,
      { timeout: 90_000 },
      async () => {
        await withPage(width, height, async (page) => {
          await registerCustomer(page, base, `onepass-${width}`);

          // 1. /onepass: Start free trial opens the modal with the join form (signed in).
          await page.goto(base + "/onepass");
          await page.getByRole("heading", { level: 1, name: /Free delivery and member prices/ }).waitFor();
          const start = page.getByTestId("onepass-start");
          await expect.poll(() => start.textContent()).toBe("Start free trial");
          await hydrating(page);
          await sweep(page, "learn-more", width);
          await start.click();
          const modal = page.getByRole("dialog", { name: "Try OnePass free for 30 days" });
          await modal.waitFor();
          const monthly = modal.getByRole("radio", { name: /Monthly/ });
          await monthly.check();
          expect(await monthly.isChecked()).toBe(true);
          await fillCard(page, "4242 4242 4242 4242");
          await sweep(page, "trial-modal", width);
          const started = answer(page, "POST", "/api/membership/trial");
          await modal.getByTestId("join-submit").click();
          expect((await started).status()).toBe(200);
          await modal.waitFor({ state: "hidden" });
          await page.getByText("Your free trial has started").waitFor();
          await page.getByRole("link", { name: "Manage OnePass" }).first().waitFor();
          await sweep(page, "trial-started", width);

          // My Account → OnePass: the free trial, 30 days left, the monthly plan and the card.
          await openAccountOnePass(page, base);
          expect(await statusBadge(page).textContent()).toBe("Free trial");
          expect(await page.getByTestId("trial-left").textContent()).toMatch(
            /^30 days left, ends \w+day \d+ \w+ \d{4}$/,
          );
          expect(await page.getByTestId("membership-card").textContent()).toContain("ending 4242");
          await page.getByText("Monthly ($4.00 a month)").waitFor();
          await sweep(page, "account-trial", width);

          // 2. The member's basket: the lamp at its OnePass price, home delivery free.
          await basketWithLamp(page, base, lamp);
          const entry = page.getByTestId("basket-entry").first();
          await expect.poll(() => entry.textContent()).toContain(lamp.onePassPrice.formattedValue);
          await page.getByText("OnePass benefits applied").waitFor();
          const cart = await api<CartAnswer>(page, "GET", "/api/cart");
          expect(cart.data.onePassMember).toBe(true);
          const line = cart.data.entries.find((e) => e.productCode === lamp.variant) ?? cart.data.entries[0];
          expect(line?.basePrice.value).toBe(lamp.onePassPrice.value);
          expect(line?.onePassSaving?.value).toBeCloseTo(lamp.price.value - lamp.onePassPrice.value, 2);
          // The line says what the member price saves on it (web/src's BasketEntryRow: a binary built
          // before it shows no saving; soft, so the rest of the journey is still checked).
          const saving = entry.getByTestId("onepass-saving");
          await saving.waitFor({ timeout: 1_000 }).catch(() => undefined);
          expect
            .soft(await saving.textContent({ timeout: 1_000 }).catch(() => null), "the line's OnePass saving")
            .toBe(`OnePass price: you save ${line?.onePassSaving?.formattedValue}`);
          // The cart's savings: the member price and the free home delivery (its usual fee).
          expect(cart.data.onePassSavings?.value).toBeCloseTo(
            lamp.price.value - lamp.onePassPrice.value + (cart.data.originalDeliveryCost?.value ?? 0),
            2,
          );
          // Home delivery is free: the mode's fee, the summary's delivery row and the API.
          const hd = page.getByRole("radio", { name: /Home delivery/ });
          expect(await hd.isChecked()).toBe(true);
          const summary = page.locator("aside");
          const deliveryRow = summary
            .locator("dt", { hasText: "Home delivery" })
            .locator("xpath=following-sibling::dd[1]");
          await expect.poll(() => deliveryRow.textContent()).toMatch(/Free$/);
          expect(await hd.locator("xpath=following-sibling::label[1]").textContent()).toMatch(/Free$/);
          const modes = await api<{
            deliveryModes: { id?: string; code?: string; advantage?: boolean; fee?: Money }[];
          }>(page, "GET", "/api/cart/delivery-modes");
          expect(modes.status).toBe(200);
          const hdMode = modes.data.deliveryModes.find((m) => (m.id ?? m.code) === "HD");
          expect(hdMode?.advantage, JSON.stringify(modes.data)).toBe(true);
          const priced = await api<CartAnswer>(page, "GET", "/api/cart");
          expect(priced.data.deliveryFee?.value ?? 0).toBe(0);
          await sweep(page, "member-basket", width);

          // 3. Cancel the free trial (after its confirmation), then resume it.
          await openAccountOnePass(page, base);
          await page.getByRole("button", { name: "Cancel free trial" }).click();
          const confirm = page.getByRole("alertdialog", { name: "Cancel your free trial?" });
          await confirm.waitFor();
          await confirm.getByText("You'll never be charged.").waitFor();
          await sweep(page, "cancel-confirm", width);
          const cancelled = answer(page, "POST", "/api/membership/cancel");
          await confirm.getByRole("button", { name: "Cancel free trial" }).click();
          expect((await cancelled).status()).toBe(200);
          await confirm.waitFor({ state: "hidden" });
          await expect.poll(() => statusBadge(page).textContent()).toBe("Free trial ending");
          await page
            .getByTestId("membership-message")
            .getByText(/Your free trial is cancelled/)
            .waitFor();
          await page.getByText("None: you won't be charged again.").waitFor();
          await sweep(page, "trial-ending", width);
          const resumed = answer(page, "POST", "/api/membership/resume");
          await page.getByRole("button", { name: "Resume OnePass" }).click();
          expect((await resumed).status()).toBe(200);
          await expect.poll(() => statusBadge(page).textContent()).toBe("Free trial");
          await page.getByTestId("membership-message").getByText("Your OnePass will continue.").waitFor();
          await page.getByRole("button", { name: "Cancel free trial" }).waitFor();
          await sweep(page, "trial-resumed", width);
        });
      },
    );
  }
});

// --- a lapsed member (a server of this file's own: the clock moves) ---------------------------------------

describe("OnePass lapses (its own server: the shop's clock moves 43 days)", () => {
  let shop: OwnShop | undefined;
  let base = "";
  let lamp: MemberLamp;

  beforeAll(async () => {
    shop = await startOwnShop("onepass");
    base = shop.base;
    lamp = await memberLamp(base);
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
  });

  /** Moves the shop's clock on (the sweep runs before it answers); then the customer is signed in. */
  async function advance(page: Page, email: string, days: number): Promise<void> {
    const r = await api<{ now: string }>(page, "POST", "/api/sandbox/clock/advance", { days });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    const who = await api<{ customer?: unknown; signedIn?: boolean; hardLogin?: boolean }>(
      page,
      "GET",
      "/api/membership",
    );
    if (who.status === 200) return;
    expect(who.status, `after ${days} days: ${JSON.stringify(who.error)}`).toBe(401);
    // The jump ended the session: sign in again (the form the sign-in form posts).
    const signedIn = await page.evaluate(
      async ({ email, password }) => {
        const s = (await (await fetch("/api/session")).json()) as { data: { csrfToken: string } };
        const res = await fetch("/api/customer/sign-in", {
          method: "POST",
          headers: { "X-CSRF-Token": s.data.csrfToken, Accept: "application/json" },
          body: new URLSearchParams({ j_username: email, j_password: password, _csrf: s.data.csrfToken }),
        });
        return res.status;
      },
      { email, password: PASSWORD },
    );
    expect(signedIn).toBe(200);
  }

  it(
    "card 0341: overdue after the trial (Pay now, the lapse date), lapsed 14 days later, prices back",
    { timeout: 120_000 },
    async () => {
      await withPage(1366, 900, async (page) => {
        const email = await registerCustomer(page, base, "onepass-lapse");

        // Join from My Account → OnePass#join: the free trial on the monthly plan, card 0341.
        await openAccountOnePass(page, base, "#join");
        const joinForm = page.locator("#join");
        await joinForm.getByRole("heading", { name: "Start your 30-day free trial" }).waitFor();
        await joinForm.getByRole("radio", { name: /Monthly/ }).check();
        await fillCard(page, "4000 0000 0000 0341");
        await sweepBoth(page, "join-form");
        const started = answer(page, "POST", "/api/membership/trial");
        await joinForm.getByTestId("join-submit").click();
        expect((await started).status()).toBe(200);
        await expect.poll(() => statusBadge(page).textContent()).toBe("Free trial");
        await page
          .getByTestId("membership-message")
          .getByText(/Your free trial has started/)
          .waitFor();

        // 29 days on: the trial's charge (its last day) was declined: overdue, with Pay now.
        await advance(page, email, 29);
        await openAccountOnePass(page, base);
        expect(await statusBadge(page).textContent()).toBe("Payment overdue");
        await page.getByRole("button", { name: "Pay now" }).waitFor();
        // The membership's own notice (the reminder slot is for the other pages).
        await page.getByRole("alert").getByText("We couldn't take your OnePass payment").waitFor();
        const lapsesOn = page
          .locator("dt", { hasText: "Lapses on" })
          .locator("xpath=following-sibling::dd[1]");
        const lapseDate = ((await lapsesOn.textContent()) ?? "").trim();
        expect(lapseDate).toMatch(/^\w+day \d+ \w+ \d{4}$/);
        await page.getByText(`Pay now by ${lapseDate} to keep your benefits`).waitFor();
        await page.getByTestId("payment-history").getByText("Declined").first().waitFor();
        await sweepBoth(page, "overdue");
        // Still a member while overdue: the lamp at its member price.
        await basketWithLamp(page, base, lamp);
        let cart = await api<CartAnswer>(page, "GET", "/api/cart");
        expect(cart.data.entries[0]?.basePrice.value).toBe(lamp.onePassPrice.value);

        // 14 more days, with the retries on the way: lapsed.
        for (const days of [1, 2, 4, 7]) await advance(page, email, days);
        await openAccountOnePass(page, base);
        const status = page.getByTestId("membership-status");
        await expect.poll(() => status.textContent()).toMatch(/^Your OnePass lapsed/);
        const joinAgain = page.locator("#join");
        await joinAgain.getByRole("heading", { name: "Rejoin OnePass" }).waitFor();
        expect(await joinAgain.getByTestId("join-submit").textContent()).toBe("Join OnePass");
        await joinAgain.getByText(/You'll be charged \$4\.00 a month now/).waitFor();
        expect(await page.getByText("Start free trial").count()).toBe(0);
        expect(await page.getByTestId("payment-history").getByText("Declined").count()).toBe(4);
        await sweepBoth(page, "lapsed");
        // /onepass offers "Join OnePass", no free trial.
        await page.goto(base + "/onepass");
        await expect.poll(() => page.getByTestId("onepass-start").textContent()).toBe("Join OnePass");
        // The basket: the lamp at its catalogue price again, no OnePass saving, delivery not free.
        await page.goto(base + "/basket");
        const entry = page.getByTestId("basket-entry").first();
        await entry.waitFor();
        await expect.poll(() => entry.textContent()).toContain(lamp.price.formattedValue);
        cart = await api<CartAnswer>(page, "GET", "/api/cart");
        expect(cart.data.onePassMember).toBe(false);
        expect(cart.data.entries[0]?.basePrice.value).toBe(lamp.price.value);
        expect(cart.data.onePassSavings?.value ?? 0).toBe(0);
        await page.getByText("Save with OnePass").waitFor();
        expect(await entry.getByTestId("onepass-saving").count()).toBe(0);
        await sweepBoth(page, "lapsed-basket");
      });
    },
  );
});
