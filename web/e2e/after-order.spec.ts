// After the order (issue 10), in Chromium against the real API, every step through the pages:
//   1. a guest buys two units of an ordinary product for home delivery: the product page's quantity
//      stepper and Add to basket → the basket (postcode, Home delivery, Checkout) → /spc (e-mail, guest,
//      a typed address, billing the same, card 4242 4242 4242 4242) → the thank-you page's order number;
//   2. fulfilment signs in at /staff (a browser context of its own), finds the order in the queue,
//      picks it and ships it (Ship: carrier and tracking number), then finds it under the Shipped
//      filter with its tracking number;
//   3. the guest (a fresh context) tracks it at /track-order: Shipped, with the tracking number;
//   4. the guest returns one of the two units at /returns: order number and e-mail → quantity 1 and a
//      reason → their details and a typed pick-up address → the confirmation with the return's status
//      and an estimated refund in dollars;
//   5. customer service signs in at /staff, receives the return in the Returns list, then refunds it;
//   6. the guest tracks the order again: the return refunded, with the amount and where it went.
// axe finds no serious or critical WCAG 2.1 A/AA violation on the tracked order (shipped, then
// refunded) and the returns confirmation. Screenshots go to /tmp/shots/after-order-<state>.png.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launch, newPage, seriousViolations } from "./browser";
import { fillCardAndPlace, thankYou, uniqueEmail } from "./checkout-helpers";
import {
  dollars,
  escapeRegExp,
  findOnPages,
  listAfter,
  ordinaryProduct,
  staffSignIn,
  type OrdinaryProduct,
} from "./after-order-helpers";

const base = inject("baseURL");
const SHOTS = "/tmp/shots";
const FULFILMENT = "fulfilment@wattle.example";
const SERVICE = "service@wattle.example";
const QUEUE = "/api/staff/consignments";
const RETURNS = "/api/staff/returns";

let browser: Browser;
let product: OrdinaryProduct;
const email = uniqueEmail("after-order");
const tracking = `AO${Date.now()}`;
let orderCode = "";
let returnCode = "";
let estimate = "";
let lineTotal = 0;
// Each shipment's tracking number, by its label ("Shipment 1 of 1").
const shipped = new Map<string, string>();

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
  product = await ordinaryProduct(base);
});
afterAll(async () => {
  await browser?.close();
});

/** axe on the page as it is now: no serious or critical violation (fails the step), then a screenshot. */
async function axeClean(page: Page, state: string) {
  expect(await seriousViolations(page), `axe: serious or critical violations on "${state}"`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/after-order-${state}.png`, fullPage: true });
}

/** /track-order: the order number and e-mail typed into the form, then the tracked order. */
async function trackOrder(page: Page): Promise<Locator> {
  await page.goto(base + "/track-order");
  await page.getByRole("heading", { name: "Track your order", level: 1 }).waitFor();
  const form = page.getByRole("form", { name: "Track your order" });
  await form.getByLabel("Order number").fill(orderCode);
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("button", { name: "Track order" }).click();
  const tracked = page.getByTestId("tracked-order");
  const heading = tracked.getByRole("heading", { name: `Order ${orderCode}` });
  await heading.waitFor();
  // The result's heading takes the focus, so a screen reader starts there.
  await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
  return tracked;
}

/** The announcement the back office makes after a change (its live region). */
const announced = (page: Page) => page.getByTestId("staff-announcer").textContent();

describe("after the order: bought, shipped, tracked, returned, refunded", () => {
  it("a guest buys two units for home delivery through the product page, the basket and /spc", async () => {
    const page = await newPage(browser);
    await page.goto(base + product.url);
    await page.getByRole("heading", { name: product.name, level: 1 }).waitFor();
    const qty = page.getByRole("group", { name: `Quantity of ${product.name}` });
    await qty.getByRole("button", { name: "Increase quantity" }).click();
    await expect.poll(() => qty.getByRole("textbox", { name: "Quantity" }).inputValue()).toBe("2");
    await page.getByRole("button", { name: "Add to basket", exact: true }).click();
    await expect
      .poll(async () => ((await page.getByTestId("mini-cart-count").textContent()) ?? "").replace(/\D/g, ""))
      .toBe("2");

    // The basket: two units of one line; home delivery to 3121; then Checkout.
    await page.goto(base + "/basket");
    const entry = page.getByTestId("basket-entry");
    await entry.first().waitFor();
    expect(await entry.count()).toBe(1);
    await expect.poll(() => entry.getByRole("textbox", { name: "Quantity" }).inputValue()).toBe("2");
    await page.getByLabel("Delivery postcode").fill("3121");
    await page.getByRole("button", { name: "Update" }).click();
    const hd = page.getByRole("radio", { name: /Home delivery/ });
    await expect.poll(() => hd.isEnabled()).toBe(true);
    await hd.check();
    const checkout = page.locator("aside").getByRole("link", { name: "Checkout" });
    await checkout.click();
    await page.waitForURL(/\/spc$/);

    // /spc: the guest's e-mail, their name, mobile and a typed address; billing stays the same.
    await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
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
    await page.locator("#section-billing").getByText("Same as delivery address").waitFor();
    await page
      .locator("#section-payment")
      .getByRole("radio", { name: /Credit or debit card/ })
      .check();
    await fillCardAndPlace(page, "4242 4242 4242 4242");

    orderCode = await thankYou(page);
    await page.getByText(`We've sent a confirmation to ${email}.`).waitFor();
    await page.getByText("Visa ending 4242").first().waitFor();
    await page.context().close();
  });

  it("fulfilment finds the order in the queue, picks it and ships it with a carrier and tracking number", async () => {
    expect(orderCode, "the order from the first step").toMatch(/^\d+$/);
    const page = await newPage(browser);
    await listAfter(page, QUEUE, { status: "open", page: "1" }, () => staffSignIn(page, base, FULFILMENT));
    await expect.poll(() => page.getByTestId("staff-who").textContent()).toContain("Fulfilment");
    await page.getByRole("heading", { name: "Fulfilment queue", level: 1 }).waitFor();

    // The open queue, oldest first: the order is placed, so it is there (on the last page, say).
    const rows = page.locator(`[data-testid="queue"] tr[data-order="${orderCode}"]`);
    await findOnPages(page, QUEUE, rows, `order ${orderCode} in the open queue`);
    const codes = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-consignment") ?? ""));
    expect(codes.length).toBeGreaterThan(0);

    for (const [i, code] of codes.entries()) {
      const row = page.locator(`[data-testid="queue"] tr[data-consignment="${code}"]`);
      expect(await row.locator("[data-status]").textContent()).toBe("Placed");
      await row.getByText("Home delivery").waitFor();
      await row.getByText(product.name).first().waitFor();
      const cell = row.locator('td[data-label="Consignment"]');
      const label = ((await cell.getByText(/^Shipment \d+ of \d+$/).textContent()) ?? "").trim();
      expect(label).toMatch(new RegExp(`^Shipment \\d+ of ${codes.length}$`));
      const number = `${tracking}${i}`;
      // How the back office names it in a sentence: the order alone for its only shipment.
      const named = label.endsWith(" 1 of 1")
        ? `order ${orderCode}`
        : `${label.toLowerCase()} of order ${orderCode}`;
      const Named = named.charAt(0).toUpperCase() + named.slice(1);

      await row.getByRole("button", { name: /^Pick/ }).click();
      await row.locator('[data-status="picked"]').waitFor();
      await expect.poll(() => announced(page)).toBe(`${Named} picked.`);

      await row.getByRole("button", { name: /^Ship/ }).click();
      const dialog = page.getByRole("dialog", { name: `Ship ${named}` });
      await dialog.waitFor();
      await dialog.getByLabel("Carrier").selectOption({ label: "StarTrack" });
      await dialog.getByLabel("Tracking number").fill(number);
      await dialog.getByRole("button", { name: "Ship", exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => announced(page)).toBe(`${Named} shipped.`);
      // Shipped, it leaves the open queue.
      await row.waitFor({ state: "detached" });
      shipped.set(label, number);
    }

    // The Shipped filter lists it with its tracking number and nothing left to do.
    await listAfter(page, QUEUE, { status: "shipped", page: "1" }, () =>
      page.getByLabel("Status").selectOption("shipped"),
    );
    await page.waitForURL(/[?&]status=shipped/);
    for (const [i, code] of codes.entries()) {
      const row = page.locator(`[data-testid="queue"] tr[data-consignment="${code}"]`);
      const what = `${code} among the shipped consignments`;
      await findOnPages(page, QUEUE, row.filter({ has: page.locator('[data-status="shipped"]') }), what);
      expect(await row.textContent()).toContain(`${tracking}${i}`);
      expect(await row.getByText("No actions").count()).toBe(1);
    }
    await page.context().close();
  });

  it("the guest tracks the order at /track-order: Shipped, with the tracking number", async () => {
    expect(orderCode).toMatch(/^\d+$/);
    const page = await newPage(browser);
    const tracked = await trackOrder(page);
    await tracked.getByRole("heading", { name: `Order ${orderCode}` }).waitFor();
    // The order's chip beside its heading, and each shipment's.
    expect(await tracked.locator("[data-status]").first().textContent()).toBe("Shipped");
    const shipments = tracked.getByTestId("consignment");
    expect(await shipments.count()).toBe(shipped.size);
    for (const [label, number] of shipped) {
      const c = shipments.filter({ has: page.getByRole("heading", { name: label, exact: true }) });
      expect(await c.locator("[data-status]").first().textContent()).toBe("Shipped");
      await c.getByText(`StarTrack · Tracking number ${number}`).waitFor();
    }
    expect(await tracked.getByText("Return requested").count()).toBe(0);
    await axeClean(page, "track-shipped");
    await page.context().close();
  });

  it("the guest returns one of the two units at /returns and sees the status and an estimated refund", async () => {
    expect(orderCode).toMatch(/^\d+$/);
    const page = await newPage(browser);
    await page.goto(base + "/returns");
    await page.getByRole("heading", { name: "Return items", level: 1 }).waitFor();
    const find = page.getByRole("form", { name: "Find your order" });
    await find.getByLabel("Order number").fill(orderCode);
    await find.getByLabel("E-mail address").fill(email);
    await find.getByRole("button", { name: "Find order" }).click();

    // Choose items: the one line, bought 2, both returnable; one unit, with a reason.
    const form = page.getByRole("form", { name: "Return items" });
    await form.getByRole("heading", { name: "Choose items to return" }).waitFor();
    const item = form.getByTestId("return-item").filter({ hasText: product.name });
    expect(await item.count()).toBe(1);
    await item.getByText("Bought 2").waitFor();
    await item.getByText("All can be returned").waitFor();
    lineTotal = dollars(/Bought 2 · (\$[\d,]+\.\d\d)/.exec((await item.textContent()) ?? "")?.[1] ?? "");
    await item.getByRole("button", { name: /^Return one more / }).click();
    await expect.poll(() => item.getByRole("textbox", { name: "Quantity to return" }).inputValue()).toBe("1");
    await item
      .getByRole("combobox", { name: "Reason for return" })
      .selectOption({ label: "Changed my mind" });

    // Your details start from the order (issue 27 item 12), and the sender's address typed in.
    expect(await form.getByRole("textbox", { name: "Last name" }).inputValue()).not.toBe("");
    expect(await form.getByRole("textbox", { name: "Mobile number" }).inputValue()).not.toBe("");
    await form.getByRole("textbox", { name: "First name" }).fill("Ann");
    await form.getByRole("textbox", { name: "Last name" }).fill("Lee");
    await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await form.getByRole("textbox", { name: "Mobile number" }).fill("0412345678");
    const pickUp = form.getByRole("group", { name: "Your address" });
    const manual = pickUp.getByRole("button", { name: /Enter (the |your )?address manually/ });
    if ((await manual.count()) > 0) await manual.click();
    await pickUp.getByRole("textbox", { name: "Street address" }).fill("12 Church Street");
    await pickUp.getByRole("textbox", { name: "Suburb" }).fill("Richmond");
    await pickUp.getByRole("combobox", { name: "State" }).selectOption("VIC");
    await pickUp.getByRole("textbox", { name: "Postcode" }).fill("3121");
    await form.getByRole("button", { name: "Submit return" }).click();

    // The confirmation: the return's code, "Return requested" and the estimate in dollars.
    const done = page.getByTestId("return-confirmation");
    const title = done.getByRole("heading", { name: "Your return is booked" });
    await title.waitFor({ timeout: 15_000 });
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    const said = (await done.getByText(new RegExp(`^Order ${orderCode} · return `)).textContent()) ?? "";
    returnCode = /return (\S+)$/.exec(said)?.[1] ?? "";
    expect(returnCode).toMatch(/^R\d+-\d+$/);
    expect(await done.locator('[data-status="requested"]').textContent()).toBe("Return requested");
    estimate = ((await done.getByTestId("estimated-refund").textContent()) ?? "").trim();
    expect(estimate).toMatch(/^\$\d[\d,]*\.\d{2}$/);
    // One of two units: half the line at most (less its share of any discount), never nothing.
    expect(dollars(estimate)).toBeGreaterThan(0);
    expect(dollars(estimate)).toBeLessThanOrEqual(lineTotal / 2 + 0.005);
    await done.getByText(`${product.name} × 1`).waitFor();
    await axeClean(page, "return-confirmation");

    // The prepaid label, printable: its code and barcode, the sender, the returns centre (issue 27 item 8).
    await done.getByRole("link", { name: "Print return label" }).click();
    await page.waitForURL(new RegExp(`/returns/label/${returnCode}\\?token=`));
    const label = page.getByTestId("return-label");
    await label.getByRole("heading", { name: `Return ${returnCode}` }).waitFor({ timeout: 15_000 });
    await label.getByRole("img", { name: `Barcode for return ${returnCode}` }).waitFor();
    expect(await page.getByTestId("label-from").textContent()).toContain("12 Church Street");
    expect(await page.getByTestId("label-to").textContent()).toContain("Reply Paid");
    await page
      .getByText(/any Australia Post outlet/)
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Print label" }).waitFor();
    await axeClean(page, "return-label");
    await page.context().close();
  });

  it("customer service receives the return in /staff/returns, then refunds it", async () => {
    expect(returnCode).toMatch(/^R\d+-\d+$/);
    const page = await newPage(browser);
    await staffSignIn(page, base, SERVICE);
    await expect.poll(() => page.getByTestId("staff-who").textContent()).toContain("Customer service");
    await listAfter(page, RETURNS, { status: null, page: "1" }, () =>
      page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Returns" }).click(),
    );
    await page.getByRole("heading", { name: "Returns", level: 1 }).waitFor();
    const tabs = page.getByRole("navigation", { name: "Return status" });
    await listAfter(page, RETURNS, { status: "requested", page: "1" }, () =>
      tabs.getByRole("link", { name: "Requested" }).click(),
    );
    await page.waitForURL(/[?&]status=requested/);

    const row = page.locator(`[data-testid="returns"] tr[data-return="${returnCode}"]`);
    await findOnPages(page, RETURNS, row, `return ${returnCode} among the requested returns`);
    expect(await row.getAttribute("data-order")).toBe(orderCode);
    expect(await row.locator("[data-status]").textContent()).toBe("Requested");
    await row.getByText(`1 × ${product.name}`).waitFor();
    expect(await row.textContent()).toContain(estimate);
    expect(await row.getByRole("button", { name: /^Refund/ }).count()).toBe(0);
    await row.getByRole("button", { name: /^Receive/ }).click();
    await expect.poll(() => announced(page)).toBe(`Return ${returnCode} received.`);

    // Received: under the Received tab, with Refund.
    await listAfter(page, RETURNS, { status: "received", page: "1" }, () =>
      tabs.getByRole("link", { name: "Received" }).click(),
    );
    await page.waitForURL(/[?&]status=received/);
    const received = row.filter({ has: page.locator('[data-status="received"]') });
    await findOnPages(page, RETURNS, received, `return ${returnCode} among the received returns`);
    await received.getByRole("button", { name: /^Refund/ }).click();
    // The amount is confirmed before any money leaves.
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Refund \$\d+\.\d\d$/ })
      .click();
    // The refund is with the card's provider (the refund job) until it confirms it.
    await expect
      .poll(() => announced(page))
      .toBe(
        `Return ${returnCode}: refund of ${estimate} sent to the payment provider. It shows Refunded once the provider confirms it.`,
      );
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`${base}/api/staff/orders/${orderCode}`);
          const body = (await res.json()) as {
            data?: { order?: { returns?: { returnCode: string; status: string }[] } };
          };
          return body.data?.order?.returns?.find((r) => r.returnCode === returnCode)?.status;
        },
        { timeout: 15_000 },
      )
      .toBe("refunded");

    // Refunded: the row says so, with where the money went.
    await listAfter(page, RETURNS, { status: "refunded", page: "1" }, () =>
      tabs.getByRole("link", { name: "Refunded" }).click(),
    );
    await page.waitForURL(/[?&]status=refunded/);
    const refunded = row.filter({ has: page.locator('[data-status="refunded"]') });
    await findOnPages(page, RETURNS, refunded, `return ${returnCode} among the refunded returns`);
    await refunded.getByText(`Visa ending 4242: ${estimate}`).waitFor();
    await page.context().close();
  });

  it("the guest tracks the order again: the return is refunded, with the amount", async () => {
    expect(returnCode).toMatch(/^R\d+-\d+$/);
    const page = await newPage(browser);
    const tracked = await trackOrder(page);
    const returns = tracked.getByRole("region", { name: "Returns" });
    const ret = returns.getByTestId("return").filter({
      has: page.getByRole("heading", { name: `Return ${returnCode}` }),
    });
    await ret.waitFor();
    expect(await ret.locator("[data-status]").textContent()).toBe("Refunded");
    expect(await ret.locator('[data-status="refunded"]').count()).toBe(1);
    await ret.getByText(new RegExp(`^Refund\\s+${escapeRegExp(estimate)}\\b`)).waitFor();
    // Where the money went, and how much: a guest (order number and e-mail) is told the method, not
    // the card (the back office shows "Visa ending 4242").
    const said = ((await ret.textContent()) ?? "").replace(/\s+/g, " ");
    expect(said).toContain(`${product.name} × 1`);
    expect(said).toContain(`Refunded to Credit or debit card: ${estimate}`);
    expect(await tracked.textContent()).not.toContain("4242");
    // The shipment is still shipped; the other unit can still be returned.
    expect(
      await tracked.getByTestId("consignment").first().locator("[data-status]").first().textContent(),
    ).toBe("Shipped");
    await tracked.getByRole("link", { name: /Return items/ }).waitFor();
    await axeClean(page, "track-refunded");
    await page.context().close();
  });
});
