import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "playwright-core";

/** Debian's Chromium, never a downloaded browser; flags keep it off the network. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export async function newPage(browser: Browser, width = 1366, height = 900): Promise<Page> {
  const ctx = await browser.newContext({
    viewport: { width, height },
    locale: "en-AU",
    timezoneId: "Australia/Melbourne",
  });
  return ctx.newPage();
}

/**
 * Opens a document of the shop without its code, so that API calls made from the page carry this
 * browser's session. On a page of the shop the app asks for a session once its code has loaded,
 * after the load event: in a fresh context that call races the test's own and whichever cookie
 * lands last wins (a cart filled or a sign-in made in the other session is then not this one's).
 */
export async function apiDocument(page: Page, base: string): Promise<void> {
  await page.goto(base + "/api/session");
}

/**
 * Waits until the app has started taking a server-rendered page over (main.tsx: the early-click
 * holder is handed to the app then). Clicks made before are held and replayed by the page itself;
 * keys are not, so a test that types on a page the server rendered waits for this first.
 */
export async function hydrating(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __early?: unknown }).__early === undefined);
}

/** Serious and critical violations of WCAG 2.1 A and AA, as "rule: help (targets)". */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  // label-content-name-mismatch (WCAG 2.5.3, "label in name") is marked experimental, so a tag run
  // leaves it out; it is run on its own.
  const names = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
  return [...result.violations, ...names.violations]
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
}

/**
 * The API calls that make a browser's checkout ready to pay: one unit of variant for home delivery to
 * 3121, a guest's e-mail (when guestEmail is set; a signed-in customer needs none) and a typed
 * delivery address in Richmond (billing stays the same as delivery).
 */
export function readySteps(variant: string, guestEmail: string): [string, unknown][] {
  return [
    ["/api/cart/add", { products: [{ productCode: variant, quantity: 1 }] }],
    ["/api/cart/delivery-mode", { id: "HD", postalCode: "3121" }],
    ...(guestEmail ? [["/api/checkout/guest", { emailAddress: guestEmail }] as [string, unknown]] : []),
    [
      "/api/checkout/delivery-address",
      {
        firstName: "Ann",
        lastName: "Lee",
        phone: "0412345678",
        formType: "manual",
        line1: "12 Church Street",
        town: "Richmond",
        state: "VIC",
        postalCode: "3121",
      },
    ],
  ];
}
