// Accounts (issue 7) in Chromium: the whole journey from sign-up to deletion, lockout, password
// reset by e-mail, the e-mail check, accessibility of the account screens, and screenshots.
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  request,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type Response,
} from "playwright-core";
import { launch, newPage, seriousViolations } from "./browser";

const base = inject("baseURL");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "Gum-Tree-Kookaburra-42";
const SHOTS = "/tmp/shots";

interface Customer {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

let seq = 0;
/** A customer nobody has registered yet (unique per run and per call). */
function newCustomer(tag: string): Customer {
  seq++;
  return {
    email: `e2e-${tag}-${Date.now()}-${seq}@example.com`,
    firstName: "Matilda",
    lastName: "Waltzing",
    password: PASSWORD,
  };
}

/**
 * Opens a page in its own browser context and closes the context after the test body. On a failure
 * the page is saved to /tmp/shots/failed-*.png for whoever reads the report.
 */
async function withPage(width: number, body: (page: Page) => Promise<void>, height = 900): Promise<void> {
  const page = await newPage(browser, width, height);
  try {
    await body(page);
  } catch (err) {
    mkdirSync(SHOTS, { recursive: true });
    const name = (expect.getState().currentTestName ?? "test").replace(/[^a-z0-9]+/gi, "-").slice(0, 80);
    await page
      .screenshot({ path: `${SHOTS}/failed-${name}-${width}.png`, fullPage: true })
      .catch(() => undefined);
    throw err;
  } finally {
    await page.context().close();
  }
}

/** The answer to the next `method` call of an API path (set up before the action that makes it). */
function answer(page: Page, method: string, path: string | RegExp): Promise<Response> {
  return page.waitForResponse((r) => {
    if (r.request().method() !== method) return false;
    const p = new URL(r.url()).pathname;
    return typeof path === "string" ? p === path : path.test(p);
  });
}

/** The text of the elements an element's aria-describedby names (its hint and error). */
function description(l: Locator): Promise<string> {
  return l.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .join(" "),
  );
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

// --- the API, for set-up ---------------------------------------------------------------------------

/** An API call with the session's csrf token (the session cookie lives in `api`). */
async function apiCall(
  api: APIRequestContext,
  method: "POST" | "PUT",
  path: string,
  data: Record<string, unknown>,
): Promise<{ status: number; body: { success?: boolean; data?: unknown; code?: string } }> {
  const s = await api.get(`${base}/api/session`, { headers: { Accept: "application/json" } });
  expect(s.status()).toBe(200);
  const { data: session } = (await s.json()) as { data: { csrfToken: string } };
  const res = await api.fetch(`${base}${path}`, {
    method,
    headers: { Accept: "application/json", "X-CSRF-Token": session.csrfToken },
    data,
  });
  return { status: res.status(), body: (await res.json().catch(() => ({}))) as never };
}

/**
 * Registers `c` through the API. With a browser context's request (page.context().request) the
 * browser is signed in as the new customer; with a fresh request context nothing else is.
 */
async function registerByApi(api: APIRequestContext, c: Customer): Promise<void> {
  const r = await apiCall(api, "POST", "/api/customer/register", {
    emailAddress: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    password: c.password,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
}

/** Registers `c` without touching any browser (its own cookie jar, thrown away). */
async function registerOffline(c: Customer): Promise<void> {
  const api = await request.newContext();
  try {
    await registerByApi(api, c);
  } finally {
    await api.dispose();
  }
}

/** Adds an address chosen from the finder's first suggestion for `text` (signed-in `api`). */
async function addAddressByApi(api: APIRequestContext, text: string): Promise<void> {
  const found = await apiCall(api, "POST", "/api/addresses/search", { text });
  expect(found.status, JSON.stringify(found.body)).toBe(200);
  const sug = (
    found.body.data as { addressSuggestions: { id: string; addressValid: boolean }[] }
  ).addressSuggestions.find((s) => s.addressValid);
  if (!sug) throw new Error(`no valid suggestion for ${text}`);
  const made = await apiCall(api, "POST", "/api/addresses", { formType: "single", singleLineId: sug.id });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
}

// --- the development mailbox -----------------------------------------------------------------------

interface Mail {
  id: number;
  at: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Polls /dev/mail.json until an e-mail to `to` whose subject matches arrives (the job runs in ~1-2 s). */
async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  let seen: string[] = [];
  for (;;) {
    const res = await fetch(`${base}/dev/mail.json`);
    expect(res.status).toBe(200);
    const all = (await res.json()) as Mail[];
    const mine = all.filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    const hit = mine.find((m) => subject.test(m.subject));
    if (hit) return hit;
    seen = mine.map((m) => m.subject);
    if (Date.now() > deadline) {
      throw new Error(
        `no e-mail to ${to} matching ${subject} in ${timeoutMs} ms; got: ${JSON.stringify(seen)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

// --- the sign-in form ----------------------------------------------------------------------------

/** The sign-in form of /login (named by its submit button's label). */
const signInForm = (page: Page) => page.getByRole("form", { name: "Sign in", exact: true });
const emailField = (scope: Page | Locator) => scope.getByLabel("E-mail address", { exact: true });
const passwordField = (scope: Page | Locator) => scope.getByLabel("Password", { exact: true });

/**
 * On /login: fill in and submit the sign-in form; resolves to the sign-in call's HTTP status. The
 * e-mail is only typed when it differs: leaving the field runs the e-mail check, which could
 * disable the password (a locked account) between filling it and pressing the button.
 */
async function submitSignIn(page: Page, email: string, password: string): Promise<number> {
  const form = signInForm(page);
  if ((await emailField(form).inputValue()) !== email) {
    const checked = answer(page, "POST", "/api/customer/check-registration");
    await emailField(form).fill(email);
    await passwordField(form).focus();
    expect((await checked).status()).toBe(200);
  }
  await passwordField(form).fill(password);
  const res = answer(page, "POST", "/api/customer/sign-in");
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
  return (await res).status();
}

async function openLogin(page: Page, query = ""): Promise<void> {
  await page.goto(`${base}/login${query}`);
  await emailField(signInForm(page)).waitFor();
}

describe("accounts", () => {
  it("journey: sign up in the drawer, sign out, sign in, personal details, address book, delete", async () => {
    const c = newCustomer("journey");
    await withPage(1366, async (page) => {
      // Sign up from the header's account button.
      await page.goto(base + "/");
      const shopping = page.getByRole("navigation", { name: "Your shopping" });
      await shopping.getByRole("button", { name: "Sign in" }).click();
      const drawer = page.getByRole("dialog", { name: "Sign in or create an account" });
      await drawer.waitFor();
      await drawer.getByRole("tab", { name: "Create account" }).click();
      const signUp = drawer.getByRole("form", { name: "Create account" });
      await signUp.getByLabel("First name").fill(c.firstName);
      await signUp.getByLabel("Last name").fill(c.lastName);
      await emailField(signUp).fill(c.email);
      await passwordField(signUp).fill(c.password);
      const registered = answer(page, "POST", "/api/customer/register");
      await signUp.getByRole("button", { name: "Create account" }).click();
      expect((await registered).status()).toBe(201);

      // Signed in: the drawer closes and the header greets by first name.
      await drawer.waitFor({ state: "hidden" });
      await shopping.getByRole("button", { name: `Hi ${c.firstName}` }).waitFor();
      await page.goto(base + "/my-account");
      await page.getByRole("heading", { level: 1, name: `Hi ${c.firstName}` }).waitFor();
      await page.getByText(`Signed in as ${c.email}`).waitFor();

      // Sign out (the account area's own button): home, anonymous again.
      const accountNav = page.getByRole("navigation", { name: "My account" });
      const signedOut = answer(page, "POST", "/api/customer/sign-out");
      await accountNav.getByRole("button", { name: "Sign out" }).click();
      expect((await signedOut).status()).toBe(200);
      await page.waitForURL(base + "/");
      await shopping.getByRole("button", { name: "Sign in" }).waitFor();

      // /login with a wrong password: the message is on the password field, the form stays.
      await openLogin(page);
      expect(await submitSignIn(page, c.email, "Wrong-Password-99")).toBe(401);
      const password = passwordField(signInForm(page));
      await signInForm(page).getByText("Your e-mail or password is incorrect.").waitFor();
      expect(await password.getAttribute("aria-invalid")).toBe("true");
      expect(await description(password)).toContain("Your e-mail or password is incorrect.");
      expect(new URL(page.url()).pathname).toBe("/login");
      expect(await emailField(signInForm(page)).inputValue()).toBe(c.email);

      // The right password: My Account.
      expect(await submitSignIn(page, c.email, c.password)).toBe(200);
      await page.waitForURL(base + "/my-account");
      await page.getByRole("heading", { level: 1, name: `Hi ${c.firstName}` }).waitFor();

      // Personal details: a new first name and mobile survive a reload.
      await accountNav.getByRole("link", { name: "Personal details" }).click();
      const details = page.getByRole("form", { name: "Personal details" });
      const first = details.getByLabel("First name");
      await first.waitFor();
      expect(await first.inputValue()).toBe(c.firstName);
      c.firstName = "Banjo";
      await first.fill(c.firstName);
      await details.getByLabel("Mobile number (optional)").fill("0412 345 678");
      const saved = answer(page, "POST", "/api/customer/profile");
      await details.getByRole("button", { name: "Save details" }).click();
      expect((await saved).status()).toBe(200);
      await details.getByText("Your details have been saved.").waitFor();
      await page.reload();
      await details.getByLabel("First name").waitFor();
      expect(await details.getByLabel("First name").inputValue()).toBe("Banjo");
      const mobile = await details.getByLabel("Mobile number (optional)").inputValue();
      expect(mobile.replace(/\D/g, "")).toMatch(/^(0|61)412345678$/);
      await shopping.getByRole("button", { name: "Hi Banjo" }).waitFor();

      // Address book: add an address through the finder; the first is the default.
      await accountNav.getByRole("link", { name: "Address book" }).click();
      await page.getByText("You have no saved addresses").waitFor();
      await page.getByRole("button", { name: "Add an address" }).click();
      const addressForm = page.getByRole("form", { name: "Add an address" });
      const finder = addressForm.getByRole("combobox", { name: "Start typing your address" });
      const searched = answer(page, "POST", "/api/addresses/search");
      await finder.fill("12 church st richmond vic");
      expect((await searched).status()).toBe(200);
      const label = "12 Church Street, Richmond VIC 3121";
      await page
        .getByRole("listbox", { name: "Suggested addresses" })
        .getByRole("option", { name: label, exact: true })
        .click();
      expect(await finder.inputValue()).toBe(label);
      const created = answer(page, "POST", "/api/addresses");
      await addressForm.getByRole("button", { name: "Save address" }).click();
      expect((await created).status()).toBe(201);
      await page.getByText("Address added.").waitFor();
      const entry = page
        .getByTestId("address-list")
        .getByRole("listitem")
        .filter({ hasText: "12 Church Street" });
      await entry.waitFor();
      expect(await page.getByTestId("address-list").getByRole("listitem").count()).toBe(1);
      await entry.getByText("Default address").waitFor();
      await entry.getByRole("paragraph").filter({ hasText: label }).waitFor();

      // Delete the account: who they are, that they understand; then the request screen.
      await accountNav.getByRole("link", { name: "Account details" }).click();
      await page.getByRole("link", { name: "Delete my account" }).click();
      const del = page.getByRole("form", { name: "Delete account" });
      await emailField(del).fill(c.email);
      await del.getByLabel("First name").fill(c.firstName);
      await del.getByLabel("Last name").fill(c.lastName);
      await del.getByLabel("I understand that my account").check();
      const deleted = answer(page, "POST", "/api/customer/delete");
      await del.getByRole("button", { name: "Delete my account" }).click();
      expect((await deleted).status()).toBe(200);
      await page.waitForURL(base + "/account-deletion-requested");
      await page.getByRole("heading", { level: 1, name: "We've received your request" }).waitFor();
      await page.getByText(/deleted within 2 to 5 business days, by \w+day,? \d+ \w+ \d{4}/).waitFor();
      await shopping.getByRole("button", { name: "Sign in" }).waitFor();

      // The e-mails: a welcome and a deletion request.
      const welcome = await waitForMail(c.email, /^Welcome/);
      expect(welcome.text).toContain("Matilda");
      const deletion = await waitForMail(c.email, /delete/i);
      expect(deletion.subject).toMatch(/received your request to delete/);

      // Signing in again: the e-mail check already says the account cannot be used…
      const gone = "You've asked us to delete this account, so it can no longer be used to sign in.";
      await openLogin(page);
      let form = signInForm(page);
      const checked = answer(page, "POST", "/api/customer/check-registration");
      await emailField(form).fill(c.email);
      await emailField(form).blur();
      expect((await checked).status()).toBe(200);
      await form.getByText(gone).waitFor();
      expect(await passwordField(form).isDisabled()).toBe(true);
      await form.getByRole("link", { name: "Reset your password" }).waitFor();
      // …and so does the server when the form is sent before the check (password first, Enter in
      // the e-mail field).
      await openLogin(page);
      form = signInForm(page);
      await passwordField(form).fill(c.password);
      await emailField(form).fill(c.email);
      const refused = answer(page, "POST", "/api/customer/sign-in");
      await emailField(form).press("Enter");
      expect((await refused).status()).toBe(403);
      const alert = form.getByRole("alert").filter({ hasText: "Your account is locked." });
      await alert.getByText(gone).waitFor();
      expect(await passwordField(form).isDisabled()).toBe(true);
      expect(new URL(page.url()).pathname).toBe("/login");
    });
  });

  it("lockout: five wrong passwords, then the sixth attempt shows the locked account", async () => {
    const c = newCustomer("lockout");
    await registerOffline(c);
    await withPage(1366, async (page) => {
      await openLogin(page);
      for (let i = 1; i <= 5; i++) {
        expect(await submitSignIn(page, c.email, `Not-The-Password-${i}`), `attempt ${i}`).toBe(401);
        await signInForm(page).getByText("Your e-mail or password is incorrect.").waitFor();
      }
      // The fifth failure locked it: the next attempt is answered "locked".
      expect(await submitSignIn(page, c.email, "Not-The-Password-6")).toBe(403);
      const form = signInForm(page);
      const alert = form.getByRole("alert").filter({ hasText: "Your account is locked." });
      await alert.waitFor();
      await alert.getByText(/too many unsuccessful sign-in attempts/).waitFor();
      expect(await passwordField(form).isDisabled()).toBe(true);
      const reset = alert.getByRole("link", { name: "Reset your password" });
      expect(await reset.getAttribute("href")).toBe(
        `/forgot-password?${new URLSearchParams({ username: c.email })}`,
      );
      // Even the right password no longer signs in until a reset.
      const api = await request.newContext();
      try {
        const s = await api.get(`${base}/api/session`);
        const { data } = (await s.json()) as { data: { csrfToken: string } };
        const res = await api.post(`${base}/api/customer/sign-in`, {
          headers: { Accept: "application/json", "X-CSRF-Token": data.csrfToken },
          form: { j_username: c.email, j_password: c.password, _csrf: data.csrfToken },
        });
        expect(res.status()).toBe(403);
        expect(JSON.stringify(await res.json())).toContain("ERR_LOGIN_ACCOUNT_LOCKED");
      } finally {
        await api.dispose();
      }
    });
  });

  it("forgot password: prefilled e-mail, the link from the e-mail, a new password that signs in", async () => {
    const c = newCustomer("reset");
    await registerOffline(c);
    await withPage(1366, async (page) => {
      await page.goto(`${base}/forgot-password?${new URLSearchParams({ username: c.email })}`);
      const form = page.getByRole("main");
      expect(await emailField(form).inputValue()).toBe(c.email);
      const sent = answer(page, "POST", "/api/customer/password-reset");
      await form.getByRole("button", { name: "Send reset link" }).click();
      expect((await sent).status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: "Check your e-mail" }).waitFor();
      await page.getByTestId("forgot-password-sent").getByText(c.email).waitFor();

      const mail = await waitForMail(c.email, /^Reset your/);
      const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      expect(token, mail.text).toBeTruthy();
      // The link is on the configured public URL; this test's server is elsewhere.
      await page.goto(`${base}/reset-password?token=${token}`);
      const reset = page.getByRole("main");
      const fresh = "Billabong-Coolabah-77";
      await reset.getByLabel("New password", { exact: true }).fill(fresh);
      await reset.getByLabel("Confirm new password", { exact: true }).fill(fresh);
      const saved = answer(page, "POST", "/api/customer/password");
      await reset.getByRole("button", { name: "Save new password" }).click();
      expect((await saved).status()).toBe(200);
      await page.waitForURL((u) => u.pathname === "/login");

      // The old password is gone, the new one works.
      await emailField(signInForm(page)).waitFor();
      expect(await submitSignIn(page, c.email, c.password)).toBe(401);
      expect(await submitSignIn(page, c.email, fresh)).toBe(200);
      await page.waitForURL(base + "/my-account");
      await page.getByRole("heading", { level: 1, name: `Hi ${c.firstName}` }).waitFor();

      // The link worked once.
      await page.goto(`${base}/reset-password?token=${token}`);
      const again = page.getByRole("main");
      await again.getByLabel("New password", { exact: true }).fill("Another-Fresh-One-88");
      await again.getByLabel("Confirm new password", { exact: true }).fill("Another-Fresh-One-88");
      const used = answer(page, "POST", "/api/customer/password");
      await again.getByRole("button", { name: "Save new password" }).click();
      expect((await used).status()).toBe(400);
      await page.getByTestId("reset-invalid-token").waitFor();
    });
  });

  it("e-mail check: an unregistered e-mail on the sign-in tab says so, with a way to sign up", async () => {
    await withPage(1366, async (page) => {
      await openLogin(page);
      const form = signInForm(page);
      const email = emailField(form);
      const unknown = `e2e-nobody-${Date.now()}@example.com`;
      await email.fill(unknown);
      const checked = answer(page, "POST", "/api/customer/check-registration");
      await email.blur();
      expect((await checked).status()).toBe(200);
      await form.getByText("We don't recognise this email.").waitFor();
      expect(await email.getAttribute("aria-invalid")).toBe("true");
      expect(await description(email)).toContain("We don't recognise this email.");
      // The sign-up link switches to the Create account tab, keeping the e-mail.
      await form.getByRole("button", { name: "Create an account" }).click();
      const signUp = page.getByRole("form", { name: "Create account" });
      await signUp.waitFor();
      expect(await page.getByRole("tab", { name: "Create account" }).getAttribute("aria-selected")).toBe(
        "true",
      );
      expect(await emailField(signUp).inputValue()).toBe(unknown);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("autocomplete")))
        .toBe("given-name");
    });
  });

  describe("accessibility (axe-core): no serious or critical violations", () => {
    for (const width of [1366, 390]) {
      it(`/login at ${width} px`, async () => {
        await withPage(width, async (page) => {
          await openLogin(page);
          expect(await seriousViolations(page)).toEqual([]);
        });
      });

      it(`sign-in drawer at ${width} px`, async () => {
        await withPage(width, async (page) => {
          await page.goto(base + "/");
          await page
            .getByRole("navigation", { name: "Your shopping" })
            .getByRole("button", { name: "Sign in" })
            .click();
          const drawer = page.getByRole("dialog", { name: "Sign in or create an account" });
          await emailField(drawer).waitFor();
          await settle(page);
          expect(await seriousViolations(page)).toEqual([]);
        });
      });

      it(`/forgot-password at ${width} px`, async () => {
        await withPage(width, async (page) => {
          await page.goto(base + "/forgot-password");
          await page.getByRole("heading", { level: 1, name: "Forgot your password?" }).waitFor();
          expect(await seriousViolations(page)).toEqual([]);
        });
      });

      it(`account pages (signed in) at ${width} px`, async () => {
        const c = newCustomer(`a11y${width}`);
        await withPage(width, async (page) => {
          await registerByApi(page.context().request, c);
          await addAddressByApi(page.context().request, "12 church st richmond vic");
          const pages: [string, () => Locator][] = [
            ["/my-account", () => page.getByRole("heading", { level: 1, name: `Hi ${c.firstName}` })],
            ["/my-account/personal-details", () => page.getByLabel("First name")],
            ["/my-account/address-book", () => page.getByTestId("address-list")],
          ];
          const found: string[] = [];
          for (const [path, ready] of pages) {
            await page.goto(base + path);
            await ready().waitFor();
            found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
          }
          expect(found).toEqual([]);
        });
      });
    }
  });

  it("screenshots of /login and the address book at 390 and 1366 px (in /tmp/shots)", async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 1366]) {
      await withPage(width, async (page) => {
        await openLogin(page);
        await settle(page);
        await page.screenshot({ path: `${SHOTS}/accounts-login-${width}.png`, fullPage: true });

        const c = newCustomer(`shots${width}`);
        await registerByApi(page.context().request, c);
        await addAddressByApi(page.context().request, "12 church st richmond vic");
        await addAddressByApi(page.context().request, "5 smith st fitzroy");
        await page.goto(base + "/my-account/address-book");
        await page.getByTestId("address-list").getByRole("listitem").nth(1).waitFor();
        await settle(page);
        await page.screenshot({ path: `${SHOTS}/accounts-address-book-${width}.png`, fullPage: true });
      });
    }
  });
});
