// After the order, in Chromium on the demo data, at 390 and 1366 px:
//   history   the demo customer signs in on /my-account/order-details (the account gate's form), sees
//             the online orders and the in-store purchases tabs, opens an online order sent in two
//             shipments (each "Shipment n of 2", "Track it" opening the carrier in a new tab), a
//             click & collect order's collection details, and a store receipt's details and its
//             printable summary with the barcode; the history's API failing shows the error view,
//             whose Retry loads it
//   track     a guest tracks one of those orders by number and e-mail: the local errors for empty
//             fields, the server's message for a wrong pair, then the order with its shipments
//   returns   the portal's errors: empty fields, then nothing chosen, then a chosen item without a
//             reason and a bad mobile; an order with nothing to return says why; a good return shows
//             its status and estimated refund
//   help      the three help pages link to the returns portal and order tracking
// Each state is checked with axe (no serious or critical WCAG 2.1 A/AA violation, expect.soft so
// every state is seen) and screenshotted to /tmp/shots/orders-<state>-<width>.png.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { apiDocument, launch, newPage, seriousViolations } from "./browser";

const base = inject("baseURL");
const SHOTS = "/tmp/shots";
const DEMO_EMAIL = "demo@wattle.example";
const DEMO_PASSWORD = "Wattle-Demo-2026";
let browser: Browser;

interface Money {
  value: number;
  formattedValue: string;
}
interface DemoOrder {
  code: string;
  status: string;
  deliveryMode: string;
  entries: { productCode: string; name: string; returnableQuantity: number }[];
  consignments?: { label: string; status: string; trackingUrl: string }[];
}
interface HistoryItem {
  type: "online" | "store";
  code: string;
  total: Money;
  order?: DemoOrder;
}

let history: HistoryItem[] = [];

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
  history = await demoHistory();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo customer's purchases, read through the API in a browser context of their own. */
async function demoHistory(): Promise<HistoryItem[]> {
  const page = await newPage(browser);
  try {
    await apiDocument(page, base);
    return await page.evaluate(
      async ({ email, password }) => {
        const s = (await (await fetch("/api/session")).json()) as { data: { csrfToken: string } };
        const body = new URLSearchParams({
          j_username: email,
          j_password: password,
          _csrf: s.data.csrfToken,
        });
        const signIn = await fetch("/api/customer/sign-in", { method: "POST", body });
        if (!signIn.ok) throw new Error(`demo sign-in: ${signIn.status}`);
        const r = (await (await fetch("/api/customer/orders")).json()) as { data: { orders: HistoryItem[] } };
        // The history lists each order in brief: the returnable quantities come with the order itself.
        for (const h of r.data.orders) {
          if (h.type !== "online") continue;
          const o = (await (await fetch(`/api/orders/${h.code}`)).json()) as { data: { order: DemoOrder } };
          h.order = o.data.order;
        }
        return r.data.orders;
      },
      { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    );
  } finally {
    await page.context().close();
  }
}

const online = () => history.filter((h) => h.type === "online" && h.order).map((h) => h.order!);

/** axe on the page as it is now, soft (the journey goes on), then a screenshot of the state. */
async function sweep(page: Page, state: string, width: number) {
  const found = await seriousViolations(page);
  expect.soft(found, `axe: serious or critical violations in state "${state}" at ${width} px`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/orders-${state}-${width}.png`, fullPage: true });
}

/** Whether the element has the focus. */
const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** The account gate's sign-in form on an account page: the demo customer signs in. */
async function signIn(page: Page) {
  const form = page.getByTestId("account-gate").getByRole("form", { name: "Sign in", exact: true });
  const email = form.getByLabel("E-mail address", { exact: true });
  await email.waitFor();
  const checked = page.waitForResponse((r) => r.url().endsWith("/api/customer/check-registration"));
  await email.fill(DEMO_EMAIL);
  await form.getByLabel("Password", { exact: true }).focus();
  await checked;
  await form.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
}

describe("order history, tracking and returns", () => {
  it("the demo data has what these journeys need", () => {
    expect(online().some((o) => (o.consignments ?? []).length === 2)).toBe(true);
    expect(history.some((h) => h.type === "store")).toBe(true);
    expect(online().some((o) => o.deliveryMode === "CNC")).toBe(true);
    expect(online().filter((o) => o.entries.some((e) => e.returnableQuantity > 0)).length).toBeGreaterThan(0);
  });

  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    // Each journey at one width (the two widths between them), to keep the suite in CI's budget.
    it.runIf(width === 1366)(
      `the demo customer's order history at ${width} px`,
      { timeout: 180_000 },
      async () => {
        const page = await newPage(browser, width, height);
        await page.goto(base + "/my-account/order-details");
        await signIn(page);
        await page.getByRole("heading", { name: "Order history", level: 1 }).waitFor();
        const onlineTab = page.getByRole("tab", { name: /Online orders/ });
        const storeTab = page.getByRole("tab", { name: /In-store purchases/ });
        expect(await onlineTab.getAttribute("aria-selected")).toBe("true");
        await page.getByTestId("online-order").first().waitFor();
        expect(await page.getByTestId("online-order").count()).toBe(online().length);
        expect(await page.getByTestId("savings").count()).toBeLessThanOrEqual(1);
        await sweep(page, "history-online", width);

        // An order sent in two shipments, one of them with the carrier: its card says so.
        const two = online().find(
          (o) => (o.consignments ?? []).length === 2 && o.consignments!.some((c) => c.trackingUrl),
        );
        expect(two, "an order in two shipments, one tracked").toBeTruthy();
        const card = page.locator(`[data-testid="online-order"][data-order="${two!.code}"]`);
        expect(await card.getByText("Shipment 1 of 2", { exact: true }).count()).toBe(1);
        expect(await card.getByText("Shipment 2 of 2", { exact: true }).count()).toBe(1);
        const track = card.getByTestId("track-it").first();
        expect(await track.getAttribute("target")).toBe("_blank");
        expect(await track.getAttribute("rel")).toContain("noopener");
        expect(await track.getAttribute("href")).toMatch(/^https:\/\//);

        // Its details, at ?order=.
        await card.getByRole("link", { name: /^View order/ }).click();
        await page.waitForURL(new RegExp(`/my-account/order-details\\?order=${two!.code}$`));
        const title = page.getByRole("heading", { name: `Order ${two!.code}`, level: 1 });
        await title.waitFor();
        await expect.poll(() => focused(title)).toBe(true);
        const details = page.getByTestId("order-details");
        expect(await details.getByTestId("consignment").count()).toBe(2);
        expect(await details.getByRole("heading", { name: "Shipment 2 of 2" }).count()).toBe(1);
        expect(await details.getByTestId("track-it").count()).toBeGreaterThan(0);
        await sweep(page, "order-two-shipments", width);

        // A click & collect order's collection details.
        const cnc = online().find((o) => o.deliveryMode === "CNC")!;
        await page.goto(`${base}/my-account/collection-details/${cnc.code}`);
        await page.getByRole("heading", { name: "Collection details", level: 1 }).waitFor();
        await page.getByRole("heading", { name: "What to bring" }).waitFor();
        expect(await page.getByTestId("collection").count()).toBeGreaterThan(0);
        await sweep(page, "collection-details", width);

        // The in-store purchases tab, a receipt's details and its summary with the barcode.
        await page.goto(base + "/my-account/order-details");
        await storeTab.click();
        await expect.poll(() => storeTab.getAttribute("aria-selected")).toBe("true");
        await page.waitForURL(/\/my-account\/order-details\?tab=store$/);
        const receipt = page.getByTestId("store-purchase").first();
        await receipt.waitFor();
        await sweep(page, "history-store", width);
        const code = (await receipt.getAttribute("data-receipt")) ?? "";
        expect(code).toMatch(/^\d+$/);
        await receipt.getByRole("link", { name: /^Receipt details/ }).click();
        await page.waitForURL(new RegExp(`/my-account/store-order/${code}$`));
        await page.getByTestId("receipt-details").waitFor();
        expect(await page.getByRole("heading", { name: "Items" }).count()).toBe(1);
        await sweep(page, "store-order", width);
        await page.getByRole("link", { name: /^Receipt for returns/ }).click();
        await page.waitForURL(new RegExp(`/my-account/store-order-summary/${code}$`));
        const barcode = page.getByRole("img", { name: `Barcode for receipt ${code}` });
        await barcode.waitFor();
        expect(await barcode.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
        await expect
          .poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await sweep(page, "store-order-summary", width);

        // The history's API failing: the error view, and Retry loads it.
        let fail = true;
        await page.route("**/api/customer/orders", (route) =>
          fail
            ? route.fulfill({
                status: 500,
                contentType: "application/json",
                body: JSON.stringify({ success: false, error: { code: "ERR_INTERNAL", message: "Down" } }),
              })
            : route.continue(),
        );
        await page.goto(base + "/my-account/order-details");
        const failed = page.getByTestId("order-history-error");
        await failed.getByRole("button", { name: "Retry" }).waitFor({ timeout: 15_000 });
        await sweep(page, "history-error", width);
        fail = false;
        await failed.getByRole("button", { name: "Retry" }).click();
        await page.getByTestId("online-order").first().waitFor();
        await page.unroute("**/api/customer/orders");
        await page.context().close();
      },
    );

    it.runIf(width === 390)(
      `a guest tracks an order and returns items at ${width} px`,
      { timeout: 180_000 },
      async () => {
        const page = await newPage(browser, width, height);
        const two = online().find((o) => (o.consignments ?? []).length === 2)!;

        // Track: empty fields are refused on the page; a wrong pair gets the server's message.
        await page.goto(base + "/track-order");
        await page.getByRole("heading", { name: "Track your order", level: 1 }).waitFor();
        const track = page.getByRole("form", { name: "Track your order" });
        await track.getByRole("button", { name: "Track order" }).click();
        await track.getByText("Please enter a valid order number.").waitFor();
        await track.getByText("Please enter a valid e-mail address.").waitFor();
        expect(await focused(track.getByLabel("Order number"))).toBe(true);
        await sweep(page, "track-errors", width);
        await track.getByLabel("Order number").fill(` ${two.code} `);
        await track.getByLabel("E-mail address").fill("someone-else@example.com");
        await track.getByRole("button", { name: "Track order" }).click();
        const problem = page.getByTestId("lookup-error");
        await problem.getByText("We couldn't find an order with that number and e-mail address.").waitFor();
        await expect.poll(() => focused(problem)).toBe(true);
        await track.getByLabel("E-mail address").fill(DEMO_EMAIL);
        await track.getByRole("button", { name: "Track order" }).click();
        const tracked = page.getByTestId("tracked-order");
        await tracked.waitFor();
        const heading = tracked.getByRole("heading", { name: `Order ${two.code}` });
        await expect.poll(() => focused(heading)).toBe(true);
        expect(await tracked.getByTestId("consignment").count()).toBe(2);
        await sweep(page, "track-result", width);

        // Returns: the lookup's errors, then an order with nothing to return says why.
        await page.goto(base + "/returns");
        const find = page.getByRole("form", { name: "Find your order" });
        await find.getByRole("button", { name: "Find order" }).click();
        await find.getByText("Please enter a valid order number.").waitFor();
        await sweep(page, "returns-lookup-errors", width);
        const placed = online().find(
          (o) => o.status === "placed" && o.entries.every((e) => !e.returnableQuantity),
        );
        if (placed) {
          await find.getByLabel("Order number").fill(placed.code);
          await find.getByLabel("E-mail address").fill(DEMO_EMAIL);
          await find.getByRole("button", { name: "Find order" }).click();
          await page
            .getByTestId("nothing-returnable")
            .getByText(/Nothing in this order has been/)
            .waitFor();
          await sweep(page, "returns-nothing", width);
          await page.getByRole("button", { name: "Change order" }).click();
        }

        // A returnable order: one for each width, so each run has items left to return.
        const returnable = online().filter((o) => o.entries.some((e) => e.returnableQuantity > 0));
        const target = returnable[width === 390 ? 0 : 1] ?? returnable[0]!;
        const item = target.entries.find((e) => e.returnableQuantity > 0)!;
        await find.getByLabel("Order number").fill(target.code);
        await find.getByLabel("E-mail address").fill(DEMO_EMAIL);
        await find.getByRole("button", { name: "Find order" }).click();
        const form = page.getByTestId("return-form");
        await form.waitFor();
        await sweep(page, "returns-form", width);

        // Nothing chosen. The sender and street start filled in from the order, so the items' error
        // is the only one: the summary says it as its title, with no list of links under it.
        await form.getByTestId("submit-return").click();
        const summary = page.getByTestId("error-summary");
        await summary.getByText("Please select at least one return item from the order").waitFor();
        expect(await summary.getByRole("link").count()).toBe(0);
        await expect.poll(() => focused(summary)).toBe(true);
        await sweep(page, "returns-no-item", width);

        // An item without a reason, and a mobile number that is not one.
        await form.getByRole("button", { name: `Return one more ${item.name}` }).click();
        await form.getByLabel("Mobile number").fill("12");
        await form.getByTestId("submit-return").click();
        await summary.getByText("Please select return reason").first().waitFor();
        await summary.getByText(/Please enter a valid mobile number/).waitFor();
        expect(await form.getByLabel("Reason for return").getAttribute("aria-invalid")).toBe("true");
        expect(await form.getByLabel("Mobile number").getAttribute("aria-invalid")).toBe("true");
        await sweep(page, "returns-item-errors", width);

        // Booking a corrected return is the after-order journey's (after-order.spec.ts).
        await page.context().close();
      },
    );

    it.runIf(width === 390)(`the help pages at ${width} px`, async () => {
      const page = await newPage(browser, width, height);
      for (const [path, title] of [
        ["/help/contact-us", "Contact us"],
        ["/help/refunds-returns", "Refunds & returns"],
        ["/help/refund-policy", "Refund policy"],
      ] as const) {
        await page.goto(base + path);
        await page.getByRole("heading", { name: title, level: 1 }).waitFor();
        const article = page.locator("article");
        expect(await article.locator('a[href="/returns"]').count()).toBeGreaterThan(0);
        expect(await article.locator('a[href="/track-order"]').count()).toBeGreaterThan(0);
        await sweep(page, `help-${path.split("/").pop()}`, width);
      }
      await page.context().close();
    });
  }
});
