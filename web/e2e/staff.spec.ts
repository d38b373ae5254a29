// The staff back office (/staff) in Chromium against the real API, with the demo staff accounts
// (internal/staff/demo.go: one per role, password Wattle-Staff-2026):
//   1. a guest buys a lamp through the API;
//   2. fulfilment signs in at /staff, finds the order in the queue, picks it (the P key) and ships
//      it (the S key opens Ship: carrier and tracking number), then opens the order from the queue
//      (fulfilment reads orders: picking and shipping need the address);
//   3. the guest tracks the order (trackOrder) and sees it shipped with the tracking number, then
//      returns the lamp (submitReturn, a typed address);
//   4. customer service receives the return in /staff/returns; fulfilment sees no Refund on it and
//      a direct refundReturn answers 403; customer service refunds it (the refund is sent to the
//      payment provider; the refund job makes it Refunded once the provider confirms) and sees the
//      audit log, each entry with its subject (Shipment 1, Return R…), on the order page; the
//      guest's trackOrder shows the return refunded;
//   5. a wrong password is refused, an admin adds a staff member (the initial password shown once)
//      who then signs in with it and changes it at /staff/password (a wrong current password and a
//      common one refused first), staying signed in; sign-out shows the sign-in form again;
//   6. an admin disables that member (after a confirmation): their session ends and they can no
//      longer sign in;
//   7. a manager imports a .jsonl file of two till receipts at /staff/receipts, one valid and one
//      not, and sees "1 imported, 1 rejected" and why the second line was rejected.
// axe finds no serious or critical WCAG 2.1 A/AA violation on the sign-in form, the queue (with
// the Ship dialog open), the returns, the order page (390 and 1366 px), the staff members (with the
// Disable dialog open), the change-password page and the till receipts page (390 and 1366 px).
// Screenshots go to /tmp/shots/staff-<state>-<width>.png.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { apiDocument, launch, newPage, readySteps, seriousViolations } from "./browser";
import { api, lampVariant, uniqueEmail } from "./checkout-helpers";

const base = inject("baseURL");
const SHOTS = "/tmp/shots";
const STAFF_PASSWORD = "Wattle-Staff-2026";
const FULFILMENT = "fulfilment@wattle.example";
const SERVICE = "service@wattle.example";
const ADMIN = "admin@wattle.example";
const MANAGER = "manager@wattle.example";

let browser: Browser;
let guest: Page;
let fulfilment: Page;
let service: Page;
let variant = "";
let email = "";
let orderCode = "";
let returnCode = "";
// The member the admin adds: they change their password, then the admin disables them.
let newcomer = "";
let newcomerPassword = "";
let newcomerPage: Page;
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
    await apiDocument(guest, base);
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
    // Fulfilment has the queue and returns, not receipts or the staff list; it can open orders.
    const nav = fulfilment.getByRole("navigation", { name: "Back office" });
    expect(await nav.getByRole("link").allTextContents()).toEqual(["Queue", "Returns"]);
    expect(await fulfilment.getByLabel("Open an order").count()).toBe(1);
    await fulfilment.getByRole("link", { name: "Change password" }).waitFor();

    const row = queueRow(fulfilment, orderCode);
    await row.waitFor();
    expect(await row.getByRole("link").allTextContents()).toEqual([`Order ${orderCode}`]);
    expect(await row.locator("[data-status]").textContent()).toBe("Placed");
    await row.getByText("Home delivery").waitFor();
    await sweep(fulfilment, "queue");

    // The P key on the focused row picks it.
    await row.focus();
    await fulfilment.keyboard.press("p");
    await row.locator('[data-status="picked"]').waitFor();
    await expect
      .poll(() => fulfilment.getByTestId("staff-announcer").textContent())
      .toBe(`Order ${orderCode} picked.`);
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
      .toBe(`Order ${orderCode} shipped.`);
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

    // Fulfilment opens the order from the queue: the address, and the audit log of its moves.
    await shipped.getByRole("link", { name: `Order ${orderCode}` }).click();
    await fulfilment.waitForURL(new RegExp(`/staff/orders/${orderCode}$`));
    await fulfilment.getByRole("heading", { name: `Order ${orderCode}` }).waitFor();
    await fulfilment.getByRole("heading", { name: "Delivery address" }).waitFor();
    expect(await fulfilment.locator("address").first().textContent()).toContain("12 Church Street");
    const audit = fulfilment.getByTestId("audit");
    await audit.waitFor();
    expect(await audit.locator("tbody tr td:nth-child(3)").allTextContents()).toEqual(["Picked", "Shipped"]);
    expect(await audit.locator("tbody tr td:nth-child(4)").allTextContents()).toEqual([
      "Shipment 1",
      "Shipment 1",
    ]);
    expect(await fulfilment.getByRole("button", { name: /^Refund/ }).count()).toBe(0);
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

    // Fulfilment sees the received return without Refund (its order one click away), and the API
    // refuses it the refund.
    await fulfilment.goto(`${base}/staff/returns?status=received`);
    const theirs = returnRow(fulfilment, returnCode);
    await theirs.locator('[data-status="received"]').waitFor();
    expect(await theirs.getByRole("button").count()).toBe(0);
    expect(await theirs.getByRole("link").allTextContents()).toEqual([`Order ${orderCode}`]);
    const refused = await api(fulfilment, "POST", "/api/staff/returns/refund", { returnCode });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe("ERR_FORBIDDEN");

    // Customer service refunds it (the list shows it received, with Refund).
    await service.goto(`${base}/staff/returns?status=received`);
    const received = returnRow(service, returnCode);
    await received.locator('[data-status="received"]').waitFor();
    await received.getByRole("button", { name: /^Refund/ }).click();
    // The amount is confirmed before any money leaves.
    await service
      .getByRole("dialog")
      .getByRole("button", { name: /^Refund \$\d+\.\d\d$/ })
      .click();
    await expect
      .poll(() => service.getByTestId("staff-announcer").textContent())
      .toMatch(
        new RegExp(
          `^Return ${returnCode}: refund of \\$\\d+\\.\\d\\d sent to the payment provider\\. It shows Refunded once the provider confirms it\\.$`,
        ),
      );
    // The refund job (polled every second) asks the payment provider; once it confirms, the return
    // is refunded.
    await expect
      .poll(
        async () => {
          await service.goto(`${base}/staff/returns?status=refunded`);
          const status = returnRow(service, returnCode).locator("[data-status]");
          // Not listed among the refunded yet: null.
          return status.textContent({ timeout: 2_000 }).catch(() => null);
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe("Refunded");
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
    // The refund is sent (service's Refund), then made (the provider's confirmation, by the system).
    expect(actions).toEqual([
      "Picked",
      "Shipped",
      "Return requested",
      "Return received",
      "Refund sent to the payment provider",
      "Return refunded",
    ]);
    expect(await audit.locator("tbody tr td:nth-child(4)").allTextContents()).toEqual([
      "Shipment 1",
      "Shipment 1",
      `Return ${returnCode}`,
      `Return ${returnCode}`,
      `Return ${returnCode}`,
      `Return ${returnCode}`,
    ]);
    expect(await audit.textContent()).toMatch(/Amount: \$\d+\.\d\d/);
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

    newcomer = uniqueEmail("staff-new");
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
    newcomerPage = admin;
    newcomerPassword = password;
  });

  it("the new member changes their password and stays signed in; the old one stops working", async () => {
    const page = newcomerPage;
    const initial = newcomerPassword;
    await page.getByRole("link", { name: "Change password" }).click();
    await page.waitForURL(/\/staff\/password$/);
    await page.getByRole("heading", { name: "Change password", level: 1 }).waitFor();
    await sweep(page, "password");

    // A wrong current password, then a common new one, are refused under their fields.
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill("Nell-Fresh-Pass-7");
    await page.getByLabel("New password again").fill("Nell-Fresh-Pass-7");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Your current password is not right.").waitFor();
    expect(await page.getByLabel("Current password").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Current password").fill(initial);
    await page.getByLabel("New password", { exact: true }).fill("password123");
    await page.getByLabel("New password again").fill("password123");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText(/^Choose a stronger password/).waitFor();

    const fresh = `Nell-Fresh-${Date.now()}`;
    await page.getByLabel("New password", { exact: true }).fill(fresh);
    await page.getByLabel("New password again").fill(fresh);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByTestId("password-changed").getByText("Your password has been changed.").waitFor();
    expect(await page.getByLabel("Current password").inputValue()).toBe("");
    await page.setViewportSize({ width: 390, height: 844 });
    await sweep(page, "password-changed");
    await page.setViewportSize({ width: 1366, height: 900 });

    // This browser stays signed in.
    await page.reload();
    await page.getByRole("heading", { name: "Change password", level: 1 }).waitFor();
    expect((await api(page, "GET", "/api/staff/session")).status).toBe(200);
    newcomerPassword = fresh;

    // The initial password no longer signs in; the new one does.
    const other = await newPage(browser);
    await other.goto(base + "/staff");
    await other.getByLabel("Work e-mail").fill(newcomer);
    await other.getByLabel("Password", { exact: true }).fill(initial);
    await other.getByRole("button", { name: "Sign in" }).click();
    await other.getByRole("alert").filter({ hasText: "The e-mail or password is not right." }).waitFor();
    await other.context().close();
  });

  it("an admin disables the new member after a confirmation: their session ends and they can't sign in", async () => {
    const admin = await newPage(browser);
    await signIn(admin, ADMIN);
    await admin.getByRole("link", { name: "Staff", exact: true }).click();
    const row = admin.locator(`[data-testid="members"] tr[data-member="${newcomer}"]`);
    await row.locator('[data-account="active"]').waitFor();
    // No Disable on the admin's own account.
    const own = admin.locator(`[data-testid="members"] tr[data-member="${ADMIN}"]`);
    expect(await own.getByRole("button").count()).toBe(0);

    // On a phone first: Back leaves it as it was, and focus goes back to the button.
    await admin.setViewportSize({ width: 390, height: 844 });
    const disable = row.getByRole("button", { name: /^Disable/ });
    await disable.click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Disable Nell Newcomer?" }).waitFor();
    await sweep(admin, "disable-dialog");
    await dialog.getByRole("button", { name: "Back" }).click();
    await dialog.waitFor({ state: "detached" });
    await row.locator('[data-account="active"]').waitFor();
    await expect.poll(() => disable.evaluate((b) => b === document.activeElement)).toBe(true);

    await admin.setViewportSize({ width: 1366, height: 900 });
    await disable.click();
    await dialog.getByRole("heading", { name: "Disable Nell Newcomer?" }).waitFor();
    await sweep(admin, "disable-dialog");
    await dialog.getByRole("button", { name: "Disable account" }).click();
    await admin.getByRole("dialog").waitFor({ state: "detached" });
    await row.locator('[data-account="disabled"]').waitFor();
    expect(await row.getByRole("button").count()).toBe(0);
    // Its button gone, focus waits on the row's actions.
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.closest("tr")?.getAttribute("data-member")))
      .toBe(newcomer);
    await expect
      .poll(() => admin.getByTestId("staff-announcer").textContent())
      .toBe("Nell Newcomer's staff account is disabled.");
    await admin.setViewportSize({ width: 390, height: 844 });
    await sweep(admin, "members-disabled");
    await admin.context().close();

    // The member's session has ended, and their password no longer signs in.
    const page = newcomerPage;
    expect((await api(page, "GET", "/api/staff/session")).status).toBe(403);
    await page.goto(base + "/staff");
    await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    await page.getByLabel("Work e-mail").fill(newcomer);
    await page.getByLabel("Password", { exact: true }).fill(newcomerPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "The e-mail or password is not right." }).waitFor();
    await page.context().close();
  });

  it("a manager imports a .jsonl file of two receipts: one imported, one rejected", async () => {
    const manager = await newPage(browser);
    await signIn(manager, MANAGER);
    const nav = manager.getByRole("navigation", { name: "Back office" });
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Queue",
      "Returns",
      "Receipts",
      "OnePass",
    ]);
    await nav.getByRole("link", { name: "Receipts" }).click();
    await manager.getByRole("heading", { name: "Till receipts", level: 1 }).waitFor();
    await sweep(manager, "receipts");

    const number = String(Date.now());
    const good = {
      receipt: number,
      store: "5012",
      storeName: "Parramatta",
      purchasedAt: "2026-11-23T09:30:00+11:00",
      email,
      items: [{ productCode: "10000016", name: "Linen Lamp", quantity: 2, unitPrice: 4700 }],
      discounts: [{ description: "Spend & save", amount: 400 }],
      payments: [{ type: "eftpos", amount: 9000, last4: "1234" }],
    };
    // The payments do not add up to the total: rejected.
    const bad = { ...good, receipt: `${number}1`, payments: [{ type: "cash", amount: 100 }] };
    const file = [JSON.stringify(good), JSON.stringify(bad)].join("\n") + "\n";
    await manager.getByLabel("Receipts file (.jsonl)").setInputFiles({
      name: "till.jsonl",
      mimeType: "application/x-ndjson",
      buffer: Buffer.from(file),
    });
    await manager.getByRole("button", { name: "Import receipts" }).click();
    const result = manager.getByTestId("import-result");
    await result.getByText("1 imported, 1 rejected").waitFor();
    const errors = await manager.getByTestId("import-errors").locator("li").allTextContents();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Line 2: /);
    // The summary, a heading, takes focus (so it is read out).
    await expect
      .poll(() => manager.evaluate(() => document.activeElement?.textContent))
      .toBe("1 imported, 1 rejected");
    await sweep(manager, "receipts-done");
    await manager.setViewportSize({ width: 390, height: 844 });
    await sweep(manager, "receipts-done");

    // The same file again: the good receipt is already there.
    await manager.getByRole("button", { name: "Import receipts" }).click();
    await result.getByText("0 imported, 1 already there, 1 rejected").waitFor();
    await manager.context().close();
  });
});
