// More checkout journeys in Chromium against the sandbox providers, beside checkout.spec.ts: a guest
// buys by card with the keyboard alone (basket's Checkout link → e-mail → Continue, the focus moving
// to the next phase's heading → Continue as guest → a typed address → billing the same → card typed
// into the card frame → Enter in the frame places the order → thank-you page; no pointer event
// reaches the page); click and collect chosen on the basket with a store from the store picker, the
// collector's details and a billing address typed on /spc, card 4242, and a thank-you page naming
// the store and its collection point; a customer registered beforehand types their e-mail on /spc, signs
// in there and pays by card; PayPal's "Funding source fails" comes back to /spc with the payment
// section's error and the cart kept, and PayPal approved next time places the order; a Zip decline
// comes back to /spc the same way, with the cart kept; a gift card with a wrong PIN, then one with too little balance, show the gift card
// errors in the payment section and place nothing. The cart is put together through the API; every
// step after that is the page's. Screenshots go to /tmp/shots.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
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

/** One lamp in this browser's cart (and, unless mode is null, that delivery mode), through the API. */
async function addLamp(page: Page, mode: { id: string; postalCode: string } | null) {
  await apiDocument(page, base);
  const add = await api(page, "POST", "/api/cart/add", { products: [{ productCode: variant, quantity: 1 }] });
  expect(add.status, JSON.stringify(add.error)).toBeLessThan(300);
  if (mode) {
    const set = await api(page, "POST", "/api/cart/delivery-mode", mode);
    expect(set.status, JSON.stringify(set.error)).toBeLessThan(300);
  }
}

/** One lamp in this browser's cart with home delivery to 3121, then the basket's Checkout link. */
async function toCheckout(page: Page) {
  await addLamp(page, { id: "HD", postalCode: "3121" });
  await page.goto(base + "/basket");
  await page.locator("aside").getByRole("link", { name: "Checkout" }).click();
  await page.waitForURL(/\/spc$/);
}

/**
 * One lamp in the cart with home delivery to 3121, a guest's e-mail and the delivery address, all
 * through the API; then /spc, where only the payment is left.
 */
async function readyToPay(page: Page) {
  await apiDocument(page, base);
  for (const [url, body] of readySteps(variant, uniqueEmail("guest"))) {
    const r = await api(page, "POST", url, body);
    expect(r.status, `${url}: ${JSON.stringify(r.error)}`).toBeLessThan(300);
  }
  await page.goto(base + "/spc");
  await page.locator("#section-payment").getByRole("radio").first().waitFor();
}

/** A typed address in Richmond in the open address form of a section (the finder's manual entry). */
async function typeAddress(section: Locator) {
  await section.getByRole("button", { name: "Enter address manually" }).click();
  await section.getByRole("textbox", { name: "Street address" }).fill("12 Church Street");
  await section.getByRole("textbox", { name: "Suburb" }).fill("Richmond");
  await section.getByRole("combobox", { name: "State" }).selectOption("VIC");
  await section.getByRole("textbox", { name: "Postcode" }).fill("3121");
}

/** Card payment: the card typed into the provider's frame, then Place order. */
async function payByCard(page: Page, number: string) {
  await page
    .locator("#section-payment")
    .getByRole("radio", { name: /Credit or debit card/ })
    .check();
  await fillCardAndPlace(page, number);
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

/** The cart's total in dollars, as the API gives it. */
async function cartTotal(page: Page): Promise<number> {
  const r = await api<{ total: { value: number } }>(page, "GET", "/api/cart");
  return r.data.total.value;
}

/** Every main-frame address the page went to, in order (a redirect's ?error= is gone once read). */
function mainFrameURLs(page: Page): string[] {
  const seen: string[] = [];
  page.on("framenavigated", (f) => {
    if (f === page.mainFrame()) seen.push(f.url());
  });
  return seen;
}

/**
 * The payment section's error: an alert in #section-payment with this text, focused (so a keyboard
 * or screen reader user lands on it), and nothing in the order summary's place instead.
 */
async function paymentError(page: Page, text: RegExp | string) {
  const error = page.locator("#section-payment").getByRole("alert").filter({ hasText: text });
  await error.waitFor();
  expect(await error.getAttribute("data-testid")).toBe("error-payment");
  await expect.poll(() => error.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await page.getByTestId("error-summary").count()).toBe(0);
  return error;
}

// --- the keyboard -------------------------------------------------------------------------------------

/** Whether the element has the keyboard focus (in its own document, that document focused). */
function focused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === el.ownerDocument.activeElement && el.ownerDocument.hasFocus());
}

/** What has the focus, for a failure's message: descends into same-origin frames. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    let doc: Document = document;
    let path = "";
    for (;;) {
      const el = doc.activeElement;
      if (!el || el === doc.body) return `${path}body`;
      if (el instanceof HTMLIFrameElement && el.contentDocument) {
        path += `iframe "${el.title}" > `;
        doc = el.contentDocument;
        continue;
      }
      const name =
        el.getAttribute("aria-label") ||
        (el as HTMLInputElement).labels?.[0]?.textContent ||
        el.textContent ||
        "";
      return `${path}${el.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
    }
  });
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus: the target must be reachable by the
 * keyboard within max presses, else the test fails saying where the focus went.
 */
async function tabTo(page: Page, target: Locator, max = 30, key: "Tab" | "Shift+Tab" = "Tab") {
  await target.waitFor();
  if (await focused(target)) return;
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await focused(target)) return;
    path.push(await describeFocus(page));
  }
  throw new Error(`not reached by ${key} in ${max} presses; the focus went: ${path.join(" → ")}`);
}

describe("checkout journeys: the keyboard, click and collect, signing in at checkout", () => {
  it("a guest buys by card 4242 with the keyboard alone, from the basket's Checkout link to the thank-you page", async () => {
    const page = await newPage(browser, 1366, 900);
    // Any pointer press in the page or its frames (keyboard activation makes no pointer event).
    let pointer = 0;
    await page.exposeBinding("__e2ePointer", () => {
      pointer++;
    });
    await page.addInitScript(() => {
      addEventListener(
        "pointerdown",
        () => void (window as unknown as { __e2ePointer: () => void }).__e2ePointer(),
        true,
      );
    });
    await addLamp(page, { id: "HD", postalCode: "3121" });
    await page.goto(base + "/basket");
    const checkoutLink = page.locator("aside").getByRole("link", { name: "Checkout" });
    await checkoutLink.waitFor();
    await checkoutLink.focus(); // the one place the keyboard starts from
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/spc$/);

    // Your details: the e-mail, then Enter on Continue. An e-mail without an account goes on as a
    // guest at once (the seed's rule), and the focus moves to the delivery step (not the page's body).
    const emailStep = page.locator("#section-email");
    const email = page.getByRole("textbox", { name: "E-mail address" });
    await tabTo(page, email);
    await page.keyboard.type(uniqueEmail("keyboard"));
    await tabTo(page, emailStep.getByRole("button", { name: "Continue", exact: true }), 2);
    await page.keyboard.press("Enter");
    const delivery = page.locator("#section-delivery");
    await expect
      .poll(() => delivery.evaluate((el) => el.contains(document.activeElement)), {
        message: "the focus after Continue",
      })
      .toBe(true);

    // Delivery: name, mobile, then the address typed by hand (the finder's manual entry).
    await tabTo(page, delivery.getByRole("textbox", { name: "First name" }));
    await page.keyboard.type("Ann");
    await tabTo(page, delivery.getByRole("textbox", { name: "Last name" }), 1);
    await page.keyboard.type("Lee");
    await tabTo(page, delivery.getByRole("textbox", { name: "Mobile number" }), 1);
    await page.keyboard.type("0412 345 678");
    await tabTo(page, delivery.getByRole("button", { name: "Enter address manually" }), 5);
    await page.keyboard.press("Enter");
    // The manual fields take the focus at the street address.
    const street = delivery.getByRole("textbox", { name: "Street address" });
    await tabTo(page, street, 3);
    await page.keyboard.type("12 Church Street");
    await tabTo(page, delivery.getByRole("textbox", { name: "Suburb" }), 2);
    await page.keyboard.type("Richmond");
    const state = delivery.getByRole("combobox", { name: "State" });
    await tabTo(page, state, 1);
    await page.keyboard.type("VIC"); // a closed select's type-ahead
    expect(await state.inputValue()).toBe("VIC");
    await tabTo(page, delivery.getByRole("textbox", { name: "Postcode" }), 1);
    await page.keyboard.type("3121");
    await page.keyboard.press("Enter"); // submits "Use this address"
    await delivery.getByText("12 Church Street").waitFor();
    // Billing: the same as delivery by default, so the payment section opens next.
    await page.locator("#section-billing").getByText("Same as delivery address").waitFor();

    // Payment: the card method by Space, the card typed into the frame (Tab goes into it).
    const payment = page.locator("#section-payment");
    const cardRadio = payment.getByRole("radio", { name: /Credit or debit card/ });
    await tabTo(page, cardRadio);
    await page.keyboard.press("Space");
    await expect.poll(() => cardRadio.isChecked()).toBe(true);
    await page.locator('iframe[title="Card details"][data-ready]').waitFor();
    const frame = page.frameLocator('iframe[title="Card details"]');
    await tabTo(page, frame.getByLabel(/Name on card/), 3);
    await page.keyboard.type("Ann Lee");
    await tabTo(page, frame.getByLabel(/Card number/), 1);
    await page.keyboard.type("4242 4242 4242 4242");
    await tabTo(page, frame.getByLabel(/Expiry/), 1);
    await page.keyboard.type("12/30");
    await tabTo(page, frame.getByLabel(/Security code/), 1);
    await page.keyboard.type("123");
    // Enter in the card fields is Place order (the frame tells checkout, which places the order).
    const placeOrder = payment.getByTestId("place-order");
    expect(await placeOrder.isEnabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/checkout-keyboard-place-order-1366.png`, fullPage: true });
    await page.keyboard.press("Enter");

    await thankYou(page);
    await page.getByText("Visa ending 4242").waitFor();
    expect(await cartEntries(page)).toBe(0);
    expect(pointer).toBe(0);
    await page.context().close();
  });

  it("click and collect: chosen on the basket with a store from the picker, collected by Ann, paid by card 4242", async () => {
    const page = await newPage(browser, 1366, 900);
    await addLamp(page, null);
    await page.goto(base + "/basket");
    // Click & collect with no store yet opens the store picker (the radio is checked once a store is).
    const cnc = page.getByRole("radio", { name: /Click & collect/ });
    await cnc.click();
    const picker = page.getByRole("dialog", { name: "Choose your store" });
    await picker.getByRole("textbox", { name: "Suburb or postcode" }).fill("3121");
    await picker.getByRole("button", { name: "Richmond VIC 3121" }).click();
    const firstStore = picker.getByRole("listitem").filter({
      has: page.getByRole("button", { name: /^Set as my store/ }),
    });
    const storeName = ((await firstStore.first().locator("strong").textContent()) ?? "").trim();
    expect(storeName).not.toBe("");
    await picker.getByRole("button", { name: new RegExp(`^Set as my store\\W+${storeName}$`) }).click();
    await picker.waitFor({ state: "detached" });
    await page.getByText(new RegExp(`Collect from (Wattle )?${storeName}`)).waitFor();
    await expect.poll(() => cnc.isChecked()).toBe(true);
    const cart = await api<{
      deliveryMode: { code: string };
      pickupStore: { storeNumber: string; collectionPoint: string } | null;
    }>(page, "GET", "/api/cart");
    expect(cart.data.deliveryMode.code).toBe("CNC");
    expect(cart.data.pickupStore?.storeNumber).toMatch(/\S/);
    // The store's collection point (its first, unless one was chosen): "Service desk" and the like.
    const collectionPoint = cart.data.pickupStore?.collectionPoint ?? "";
    expect(collectionPoint).toMatch(/\S/);
    await page.screenshot({ path: `${SHOTS}/checkout-cnc-basket-1366.png`, fullPage: true });

    const checkoutLink = page.locator("aside").getByRole("link", { name: "Checkout" });
    await checkoutLink.click();
    await page.waitForURL(/\/spc$/);
    await page.getByRole("textbox", { name: "E-mail address" }).fill(uniqueEmail("cnc"));
    await page.getByRole("button", { name: "Continue", exact: true }).click(); // no account: on as a guest

    // Delivery is the store and who collects.
    const delivery = page.locator("#section-delivery");
    await delivery.getByText("Delivery method: Click & collect").waitFor();
    await delivery.getByText(storeName).first().waitFor();
    const collector = delivery.getByRole("form", { name: "Who is collecting" });
    await collector.getByRole("textbox", { name: "First name" }).fill("Ann");
    await collector.getByRole("textbox", { name: "Last name" }).fill("Lee");
    await collector.getByRole("textbox", { name: "Mobile number" }).fill("0412 345 678");
    expect(await seriousViolations(page)).toEqual([]);
    await collector.getByRole("button", { name: "Save collection details" }).click();
    await delivery.getByText("Collected by Ann Lee, 0412345678").waitFor();
    await delivery.getByText(new RegExp(`Click & collect\\s+from (Wattle )?${storeName}`)).waitFor();

    // Billing: nothing to be "the same as", so a billing address is typed.
    const billing = page.locator("#section-billing");
    const billingForm = billing.getByRole("form", { name: /billing address/i });
    await billingForm.waitFor();
    expect(await billing.getByRole("checkbox", { name: "Same as delivery address" }).count()).toBe(0);
    await billingForm.getByRole("textbox", { name: "First name" }).fill("Ann");
    await billingForm.getByRole("textbox", { name: "Last name" }).fill("Lee");
    await typeAddress(billingForm);
    await billingForm.getByRole("button", { name: "Use this billing address" }).click();
    await billing.getByText("12 Church Street").waitFor();
    await page.screenshot({ path: `${SHOTS}/checkout-cnc-spc-1366.png`, fullPage: true });

    await payByCard(page, "4242 4242 4242 4242");
    const number = await thankYou(page);
    const next = page.getByRole("region", { name: "What happens next" });
    await next.getByRole("heading", { name: "Click & collect from" }).waitFor();
    await next.getByText(new RegExp(`^(Wattle )?${storeName}$`)).waitFor();
    await next.getByText(`Collect from: ${collectionPoint}`, { exact: true }).waitFor();
    await next.getByText("Collected by Ann Lee").waitFor();
    await next.getByText(/We'll text Ann when your order is ready to collect/).waitFor();
    expect(await next.getByRole("heading", { name: "Delivering to" }).count()).toBe(0);
    await page.getByRole("region", { name: "Payment" }).getByText("Visa ending 4242").waitFor();
    const order = await api<{
      order: { deliveryMode: string; pickup: { storeNumber: string; collectionPoint?: string } | null };
    }>(page, "GET", `/api/checkout/thank-you/${number}`);
    expect(order.status).toBe(200);
    expect(order.data.order.deliveryMode).toBe("CNC");
    expect(order.data.order.pickup?.storeNumber).toBe(cart.data.pickupStore?.storeNumber);
    expect(order.data.order.pickup?.collectionPoint).toBe(collectionPoint);
    expect(await cartEntries(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/checkout-cnc-thank-you-1366.png`, fullPage: true });
    await page.context().close();
  });

  it("a registered customer (not signed in) types their e-mail on /spc, signs in there, and pays by card 4242", async () => {
    // The account is made in a context of its own; the shopper's browser is another, never signed in.
    const setup = await newPage(browser, 1366, 900);
    const email = await registerCustomer(setup, base, "spc-sign-in");
    await setup.context().close();

    const page = await newPage(browser, 1366, 900);
    await toCheckout(page);
    const session = await api<{ customer: { email?: string } | null; guest?: boolean }>(
      page,
      "GET",
      "/api/session",
    );
    expect(session.data.customer?.email ?? "").not.toBe(email);
    await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    // A registered e-mail: the sign-in form, with the e-mail filled in, instead of guest checkout.
    const emailStep = page.locator("#section-email");
    await emailStep.getByText("Welcome back.", { exact: false }).waitFor();
    expect(await emailStep.getByRole("button", { name: "Continue as guest" }).count()).toBe(0);
    const signIn = emailStep.getByRole("form", { name: "Sign in" });
    expect(await signIn.getByRole("textbox", { name: "E-mail address" }).inputValue()).toBe(email);
    expect(await seriousViolations(page)).toEqual([]);
    await signIn.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await signIn.getByRole("button", { name: "Sign in" }).click();

    // Signed in on the page: no e-mail step any more, the cart kept.
    await page.getByTestId("signed-in-as").getByText("Ann Lee").waitFor();
    await expect.poll(() => page.locator("#section-email").count()).toBe(0);
    expect(page.url()).toMatch(/\/spc$/);
    expect(await cartEntries(page)).toBe(1);

    const delivery = page.locator("#section-delivery");
    const address = delivery.getByRole("form", { name: "Delivery address" });
    await address.getByRole("textbox", { name: "First name" }).fill("Ann");
    await address.getByRole("textbox", { name: "Last name" }).fill("Lee");
    await address.getByRole("textbox", { name: "Mobile number" }).fill("0412 345 678");
    await typeAddress(address);
    await address.getByRole("button", { name: "Use this address" }).click();
    await delivery.getByText("12 Church Street").waitFor();
    await page.locator("#section-billing").getByText("Same as delivery address").waitFor();
    await payByCard(page, "4242 4242 4242 4242");
    const number = await thankYou(page);
    await page.getByText(`We've sent a confirmation to ${email}.`).waitFor();
    // The order is the customer's: in their account, and no "save your details" offer for a guest.
    expect(await page.getByRole("heading", { name: "Save your details for next time" }).count()).toBe(0);
    const order = await api<{ order: { code: string } }>(page, "GET", `/api/orders/${number}`);
    expect(order.status).toBe(200);
    expect(order.data.order.code).toBe(number);
    await page.context().close();
  });
});

describe("checkout journeys: PayPal, Zip and gift card failures", () => {
  it("PayPal's funding source fails: back on /spc with the payment section's error and the cart kept; then PayPal approved places the order", async () => {
    const page = await newPage(browser, 1366, 900);
    const seen = mainFrameURLs(page);
    await readyToPay(page);
    await continueTo(page, /PayPal/, "paypal");
    await page.getByRole("button", { name: "Funding source fails" }).click();
    await paymentError(page, "PayPal couldn't fund this payment.");
    expect(seen.some((u) => u.includes("/spc?error=ERR_PLACEORDER_PAYPAL_FUNDING_FAILURE"))).toBe(true);
    await page.waitForURL(/\/spc$/);
    expect(await cartEntries(page)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/checkout-paypal-funding-1366.png`, fullPage: true });

    // The cart is still payable: PayPal again, approved this time.
    await continueTo(page, /PayPal/, "paypal");
    await page.getByRole("button", { name: "Complete purchase" }).click();
    await thankYou(page);
    expect(await cartEntries(page)).toBe(0);
    await page.context().close();
  });

  it("a Zip decline (a cart within Zip's $1-$5,000) comes back to /spc with the payment section's error and the cart kept", async () => {
    const page = await newPage(browser, 390, 844);
    const seen = mainFrameURLs(page);
    await readyToPay(page);
    const total = await cartTotal(page);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(5000);
    await continueTo(page, /^Zip/, "zip");
    await page.getByRole("button", { name: "Decline" }).click();
    await paymentError(page, "Zip declined this payment.");
    expect(seen.some((u) => u.includes("/spc?error=ERR_PLACEORDER_ZIP_DECLINED"))).toBe(true);
    await page.waitForURL(/\/spc$/);
    expect(await cartEntries(page)).toBe(1);
    expect(await cartTotal(page)).toBe(total);
    await page.screenshot({ path: `${SHOTS}/checkout-zip-declined-390.png`, fullPage: true });
    await page.context().close();
  });

  it("gift cards: a wrong PIN is an error; a card with less than the order pays all it has; an empty one is an error; nothing is placed", async () => {
    const page = await newPage(browser, 1366, 900);
    await readyToPay(page);
    const total = await cartTotal(page);
    expect(total).toBeGreaterThan(5);
    const issued = await api<{ cardNumber: string; pin: string }>(page, "POST", "/api/sandbox/gift-cards", {
      amount: 5,
    });
    expect(issued.status).toBe(201);
    const { cardNumber, pin } = issued.data;
    const wrongPin = pin === "0000" ? "1111" : "0000";

    const payment = page.locator("#section-payment");
    await payment.getByRole("radio", { name: /Gift card/ }).check();
    const placeOrderCalls: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (
        r.method() === "POST" &&
        (path === "/api/checkout/place-order" || path === "/api/checkout/gift-card")
      )
        placeOrderCalls.push(path);
    });

    // A wrong PIN: the frame marks its fields and the section says to check the number and PIN.
    await page.locator('iframe[title="Gift card number and PIN"][data-ready]').waitFor();
    const gift = page.frameLocator('iframe[title="Gift card number and PIN"]');
    await gift.getByLabel("Gift card number").fill(cardNumber);
    await gift.getByLabel("PIN").fill(wrongPin);
    await payment.getByRole("button", { name: "Apply gift card" }).click();
    await paymentError(page, "Please check the gift card number and PIN.");
    await gift.getByText("Check the gift card number and PIN.").first().waitFor();
    expect(await gift.getByLabel("PIN").getAttribute("aria-invalid")).toBe("true");
    expect(await payment.getByTestId("gift-cards-applied").count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/checkout-giftcard-wrong-pin-1366.png`, fullPage: true });

    // The right PIN, and the amount (what is left, by default) more than the card's $5: the card
    // pays its whole $5, the rest is left to pay.
    await gift.getByLabel("PIN").fill(pin);
    const amount = payment.getByRole("textbox", { name: "Amount to use" });
    expect(Number(await amount.inputValue())).toBe(total);
    await payment.getByRole("button", { name: "Apply gift card" }).click();
    const applied = payment.getByTestId("gift-cards-applied");
    await applied.getByText("$5.00 applied · $0.00 left on the card").waitFor();
    expect(placeOrderCalls).toEqual(["/api/checkout/gift-card"]);
    await expect
      .poll(() => payment.getByRole("status").allTextContents())
      .toContain("This card had $5.00: all of it is applied.");
    await page.screenshot({ path: `${SHOTS}/checkout-giftcard-partial-1366.png`, fullPage: true });

    // The same card again: it has nothing left, which the section says; nothing more is held.
    await page.locator('iframe[title="Gift card number and PIN"][data-ready]').waitFor();
    const again = page.frameLocator('iframe[title="Gift card number and PIN"]');
    await again.getByLabel("Gift card number").fill(cardNumber);
    await again.getByLabel("PIN").fill(pin);
    await payment.getByRole("textbox", { name: "Amount to use" }).fill("1.00");
    await payment.getByRole("button", { name: "Apply gift card" }).click();
    await paymentError(page, "This gift card doesn't have enough balance for that amount.");
    expect(await applied.getByRole("listitem").count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/checkout-giftcard-balance-1366.png`, fullPage: true });

    // No order: still on /spc with the cart; taking the card off frees its $5.
    expect(page.url()).toMatch(/\/spc$/);
    expect(await cartEntries(page)).toBe(1);
    await applied.getByRole("button", { name: /^Remove/ }).click();
    await expect.poll(() => applied.count()).toBe(0);
    const balance = await api<{ balance: number | { value: number } }>(
      page,
      "POST",
      "/api/checkout/gift-card/balance",
      { cardNumber, pin },
    );
    expect(balance.status).toBe(200);
    const left = typeof balance.data.balance === "number" ? balance.data.balance : balance.data.balance.value;
    expect(left).toBe(5);
    await page.context().close();
  });
});
