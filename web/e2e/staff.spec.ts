// The staff back office (/staff) in Chromium against the real API, with the demo staff accounts
// (internal/staff/demo.go: one per role, password Wattle-Staff-2026):
//   1. a guest buys a lamp through the API;
//   2. fulfilment signs in at /staff, finds the order in the queue, picks it (the P key) and ships
//      it (the S key opens Ship: carrier and tracking number); it cannot open orders;
//   3. the guest tracks the order (trackOrder) and sees it shipped with the tracking number, then
//      returns the lamp (submitReturn, a typed address);
//   4. customer service receives the return in /staff/returns; fulfilment sees no Refund on it and
//      a direct refundReturn answers 403; customer service refunds it and sees the audit log on the
//      order page; the guest's trackOrder shows the return refunded;
//   5. a wrong password is refused, an admin adds a staff member (the initial password shown once)
//      who then signs in with it; sign-out shows the sign-in form again.
// axe finds no serious or critical WCAG 2.1 A/AA violation on the sign-in form, the queue (with
// the Ship dialog open), the returns, the order page (390 and 1366 px) and the staff members.
// Screenshots go to /tmp/shots/staff-<state>-<width>.png.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launch, newPage, readySteps, seriousViolations } from "./browser";
import { api, lampVariant, uniqueEmail } from "./checkout-helpers";

const base = inject("baseURL");
const SHOTS = "/tmp/shots";
const STAFF_PASSWORD = "Wattle-Staff-2026";
const FULFILMENT = "fulfilment@wattle.example";
const SERVICE = "service@wattle.example";
const ADMIN = "admin@wattle.example";

let browser: Browser;
let guest: Page;
let fulfilment: Page;
let service: Page;
let variant = "";
let email = "";
let orderCode = "";
let returnCode = "";
const tracking = `ST${Date.now()}`;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
  variant = await lampVariant(base);
  guest = await newPage(browser);
  fulfilment = await newPage(browser);
  service = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** axe on the page as it is now (soft: the journey goes on), then a screenshot. */
async function sweep(page: Page, state: string) {
  const width = page.viewportSize()?.width ?? 0;
  const found = await seriousViolations(page);
  expect.soft(found, `axe: serious or critical violations on "${state}" at ${width} px`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/staff-${state}-${width}.png`, fullPage: true });
}

/** Signs in at /staff with the form. */
async function signIn(page: Page, who: string, password = STAFF_PASSWORD) {
  await page.goto(base + "/staff");
  await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
  await page.getByLabel("Work e-mail").fill(who);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("staff-who").waitFor();
}

/** The queue's row of the order's first consignment. */
const queueRow = (page: Page, code: string): Locator =>
  page.locator(`[data-testid="queue"] tr[data-order="${code}"]`);
const returnRow = (page: Page, code: string): Locator =>
  page.locator(`[data-testid="returns"] tr[data-return="${code}"]`);

interface Tracked {
  orderData: {
    consignments: { status: string; carrier: string; trackingNumber: string }[];
    returns?: { returnCode: string; status: string }[];
  };
}

describe("the staff back office", () => {
  it("a guest buys a lamp through the API", async () => {
    await guest.goto(base + "/");
    email = uniqueEmail("staff");
    for (const [url, body] of readySteps(variant, email)) {
      const r = await api(guest, "POST", url, body);
      expect(r.status, `${url}: ${JSON.stringify(r.error)}`).toBeLessThan(300);
    }
    expect((await api(guest, "POST", "/api/checkout/payment-mode", { mode: "card" })).status).toBe(200);
    const tok = await api<{ oneTimeToken: string }>(guest, "POST", "/api/sandbox/cards/tokenize", {
      cardNumber: "4242424242424242",
      expiryMonth: 12,
      expiryYear: 2030,
      cvv: "123",
      cardholderName: "Ann Lee",
    });
    const placed = await api<{ orderCode: string }>(guest, "POST", "/api/checkout/place-order", {
      paymentMode: "card",
      oneTimeToken: tok.data.oneTimeToken,
      idempotencyKey: `staff-${Date.now()}`,
    });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    orderCode = placed.data.orderCode;
    expect(orderCode).toMatch(/^\d+$/);
  });

  it("fulfilment signs in, picks the order with P and ships it with S, a carrier and a tracking number", async () => {
    await fulfilment.goto(base + "/staff");
    await fulfilment.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    expect(await fulfilment.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await sweep(fulfilment, "sign-in");
    await signIn(fulfilment, FULFILMENT);
    await expect.poll(() => fulfilment.getByTestId("staff-who").textContent()).toContain("Fulfilment");
    // Fulfilment has the queue and returns, not the staff list; nor can it open orders.
    const nav = fulfilment.getByRole("navigation", { name: "Back office" });
    expect(await nav.getByRole("link").allTextContents()).toEqual(["Queue", "Returns"]);
    expect(await fulfilment.getByLabel("Open an order").count()).toBe(0);

    const row = queueRow(fulfilment, orderCode);
    await row.waitFor();
    expect(await row.getByRole("link").count()).toBe(0);
    expect(await row.locator("[data-status]").textContent()).toBe("Placed");
    await row.getByText("Home delivery").waitFor();
    await sweep(fulfilment, "queue");

    // The P key on the focused row picks it.
    await row.focus();
    await fulfilment.keyboard.press("p");
    await row.locator('[data-status="picked"]').waitFor();
    await expect
      .poll(() => fulfilment.getByTestId("staff-announcer").textContent())
      .toBe(`Shipment 1 of 1 of order ${orderCode} picked.`);
    // Picked home delivery: Ship or Cancel, never Ready for collection.
    expect(
      await row.locator("button[data-move]").evaluateAll((bs) => bs.map((b) => b.getAttribute("data-move"))),
    ).toEqual(["shipped", "cancelled"]);

    // The S key opens Ship; the form wants a carrier and a tracking number.
    await row.focus();
    await fulfilment.keyboard.press("s");
    const dialog = fulfilment.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Ship", exact: true }).click();
    await dialog.getByText("Choose a carrier.").waitFor();
    await dialog.getByText("Enter the tracking number.").waitFor();
    await sweep(fulfilment, "ship-dialog");
    await dialog.getByLabel("Carrier").selectOption({ label: "StarTrack" });
    await dialog.getByLabel("Tracking number").fill(tracking);
    await dialog.getByRole("button", { name: "Ship", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => fulfilment.getByTestId("staff-announcer").textContent())
      .toBe(`Shipment 1 of 1 of order ${orderCode} shipped.`);
    // Shipped, it leaves the open queue, and focus stays in the queue (on the row now in its place);
    // the shipped filter shows it with its tracking number.
    await row.waitFor({ state: "detached" });
    await expect
      .poll(() =>
        fulfilment.evaluate(() => document.activeElement?.closest('[data-testid="queue"]') !== null),
      )
      .toBe(true);
    await fulfilment.getByLabel("Status").selectOption("shipped");
    await fulfilment.waitForURL(/status=shipped/);
    const shipped = queueRow(fulfilment, orderCode);
    await shipped.locator('[data-status="shipped"]').waitFor();
    expect(await shipped.textContent()).toContain(tracking);
    expect(await shipped.getByText("No actions").count()).toBe(1);
  });

  it("the guest tracks the order shipped with its tracking number, then returns the lamp", async () => {
    const tracked = await api<Tracked>(guest, "POST", "/api/orders/track", { orderId: orderCode, email });
    expect(tracked.status).toBe(200);
    expect(tracked.data.orderData.consignments[0]).toMatchObject({
      status: "shipped",
      carrier: "startrack",
      trackingNumber: tracking,
    });
    const returned = await api<Tracked>(guest, "POST", "/api/returns", {
      orderId: orderCode,
      email,
      returnEntries: [{ productCode: variant, returnQty: 1, reasonForReturn: "changed-mind" }],
      address: {
        firstName: "Ann",
        lastName: "Lee",
        phone: "0412345678",
        email,
        line1: "12 Church Street",
        town: "Richmond",
        state: "VIC",
        postalCode: "3121",
      },
    });
    expect(returned.status, JSON.stringify(returned.error)).toBe(201);
    const ret = returned.data.orderData.returns?.[0];
    expect(ret?.status).toBe("requested");
    returnCode = ret?.returnCode ?? "";
    expect(returnCode).not.toBe("");
  });

  it("customer service receives it; fulfilment gets no Refund and a direct refund answers 403; service refunds it", async () => {
    await signIn(service, SERVICE);
    await service
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Returns" })
      .click();
    await service.getByRole("heading", { name: "Returns", level: 1 }).waitFor();
    await service.getByRole("link", { name: "Requested" }).click();
    await service.waitForURL(/status=requested/);
    const row = returnRow(service, returnCode);
    await row.waitFor();
    expect(await row.locator("[data-status]").textContent()).toBe("Requested");
    expect(await row.getByRole("button", { name: /^Refund/ }).count()).toBe(0);
    await sweep(service, "returns");
    await row.getByRole("button", { name: /^Receive/ }).click();
    await expect
      .poll(() => service.getByTestId("staff-announcer").textContent())
      .toBe(`Return ${returnCode} received.`);

    // Fulfilment sees the received return without Refund, and the API refuses it the refund.
    await fulfilment.goto(`${base}/staff/returns?status=received`);
    const theirs = returnRow(fulfilment, returnCode);
    await theirs.locator('[data-status="received"]').waitFor();
    expect(await theirs.getByRole("button").count()).toBe(0);
    expect(await theirs.getByRole("link").count()).toBe(0);
    const refused = await api(fulfilment, "POST", "/api/staff/returns/refund", { returnCode });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe("ERR_FORBIDDEN");

    // Customer service refunds it (the list shows it received, with Refund).
    await service.goto(`${base}/staff/returns?status=received`);
    const received = returnRow(service, returnCode);
    await received.locator('[data-status="received"]').waitFor();
    await received.getByRole("button", { name: /^Refund/ }).click();
    await expect
      .poll(() => service.getByTestId("staff-announcer").textContent())
      .toMatch(new RegExp(`^Return ${returnCode} refunded: \\$`));
  });

  it("the order page shows the consignment, the refunded return and the audit log; the guest sees it refunded", async () => {
    await service.goto(base + "/staff");
    await service.getByLabel("Open an order").fill(orderCode);
    await service.getByRole("button", { name: "Open", exact: true }).click();
    await service.waitForURL(new RegExp(`/staff/orders/${orderCode}$`));
    await service.getByRole("heading", { name: `Order ${orderCode}` }).waitFor();
    const audit = service.getByTestId("audit");
    await audit.waitFor();
    const actions = await audit.locator("tbody tr td:nth-child(3)").allTextContents();
    expect(actions).toEqual(["Picked", "Shipped", "Return requested", "Return received", "Return refunded"]);
    expect(await audit.textContent()).toContain(`Tracking number: ${tracking}`);
    expect(await service.locator(`tr[data-return="${returnCode}"] [data-status]`).textContent()).toBe(
      "Refunded",
    );
    expect(await service.locator("article[data-consignment] [data-status]").first().textContent()).toBe(
      "Shipped",
    );
    await sweep(service, "order");
    await service.setViewportSize({ width: 390, height: 844 });
    await sweep(service, "order");
    await service.goto(base + "/staff");
    await service.getByRole("heading", { name: "Fulfilment queue" }).waitFor();
    await sweep(service, "queue");
    await service.setViewportSize({ width: 1366, height: 900 });

    const tracked = await api<Tracked>(guest, "POST", "/api/orders/track", { orderId: orderCode, email });
    expect(tracked.data.orderData.returns?.find((r) => r.returnCode === returnCode)?.status).toBe("refunded");
  });

  it("refuses a wrong password; an admin adds a staff member who signs in with the initial password", async () => {
    const admin = await newPage(browser);
    await admin.goto(base + "/staff");
    await admin.getByLabel("Work e-mail").fill(ADMIN);
    await admin.getByLabel("Password", { exact: true }).fill("not-the-password");
    await admin.getByRole("button", { name: "Sign in" }).click();
    await admin.getByRole("alert").filter({ hasText: "The e-mail or password is not right." }).waitFor();

    await admin.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
    await admin.getByRole("button", { name: "Sign in" }).click();
    await admin.getByTestId("staff-who").waitFor();
    await admin.getByRole("link", { name: "Staff", exact: true }).click();
    await admin.getByRole("heading", { name: "Staff members" }).waitFor();
    await admin.getByTestId("members").getByText(FULFILMENT).waitFor();

    const newcomer = uniqueEmail("staff-new");
    await admin.getByLabel("Work e-mail").fill(newcomer);
    await admin.getByLabel("Name (optional)").fill("Nell Newcomer");
    await admin.getByLabel("Role").selectOption("customer-service");
    await admin.getByRole("button", { name: "Add staff member" }).click();
    const password = (await admin.getByTestId("initial-password").textContent()) ?? "";
    expect(password.length).toBeGreaterThanOrEqual(12);
    await admin.getByRole("button", { name: "Copy password" }).waitFor();
    await sweep(admin, "members");
    await admin.getByTestId("members").getByText(newcomer).waitFor();
    await admin.getByRole("button", { name: "Done" }).click();
    expect(await admin.getByTestId("initial-password").count()).toBe(0);

    await admin.getByRole("button", { name: "Sign out" }).click();
    await admin.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    expect((await api(admin, "GET", "/api/staff/session")).status).toBe(403);

    await signIn(admin, newcomer, password);
    await expect.poll(() => admin.getByTestId("staff-who").textContent()).toContain("Customer service");
    await admin.context().close();
  });
});
