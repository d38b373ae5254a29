import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { getSession, invalidateSession } from "../../../lib/api";
import { clearEvents, recordedEvents } from "../../../lib/analytics";
import { AuthForm, type AuthFormProps } from "./AuthForm";

type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
const fail = (status: number, code: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { success: false, error: { code, message: code, ...extra } },
});

interface Call {
  url: string;
  method: string;
  body: BodyInit | null | undefined;
}

/** A fake server: answers by path; records every call. */
function mockServer(answers: Record<string, Answer | ((c: Call) => Answer)>) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const call = { url, method: init?.method ?? "GET", body: init?.body };
    calls.push(call);
    const path = url.split("?")[0] ?? url;
    const a = answers[path] ?? (path === "/api/session" ? ok(session) : fail(404, "ERR_NOT_FOUND"));
    const { status, body } = typeof a === "function" ? a(call) : a;
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  return calls;
}

const session = {
  csrfToken: "tok",
  mobileApp: false,
  guest: false,
  loginRequired: false,
  customer: {
    wattleCustomerId: "",
    email: "",
    firstName: "",
    lastName: "",
    accountLocked: false,
    accountLockReasonCode: "",
    hashedEmail: "",
    hasOrder: false,
  },
};

function renderForm(props: Partial<AuthFormProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/login", element: <AuthForm type="login" placement="page" {...props} /> },
      { path: "/my-account", element: <h1>Account home</h1> },
      { path: "/forgot-password", element: <h1>Forgot password</h1> },
    ],
    { initialEntries: ["/login"] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

const email = () => screen.getByLabelText("E-mail address") as HTMLInputElement;
const password = () => screen.getByLabelText("Password") as HTMLInputElement;
const submit = () => screen.getByTestId("auth-submit") as HTMLButtonElement;

function type(el: HTMLElement, value: string) {
  fireEvent.change(el, { target: { value } });
}

/** Radix Tabs activate on mouse down. */
function clickTab(name: string) {
  fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0 });
}

beforeEach(() => {
  invalidateSession();
  clearEvents();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("AuthForm", () => {
  it("keeps submit disabled until the form is valid", async () => {
    mockServer({});
    renderForm();
    expect(submit().getAttribute("aria-disabled")).toBe("true");
    type(email(), "jo@example.com");
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBe("true"));
    type(password(), "secret1");
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBeNull());
    type(email(), "not-an-email");
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBe("true"));
  });

  it("on a submit while invalid, shows the shop's messages and focuses the first invalid field", async () => {
    mockServer({});
    renderForm();
    fireEvent.click(submit());
    expect(await screen.findByText("Please enter your e-mail address")).toBeTruthy();
    expect(screen.getByText("Please enter your password")).toBeTruthy();
    expect(document.activeElement).toBe(email());
    expect(email().getAttribute("aria-invalid")).toBe("true");
    const described = email().getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toContain("Please enter your e-mail address");
  });

  it("switches between sign-in and sign-up: names added and dropped, errors cleared", async () => {
    mockServer({});
    renderForm();
    expect(screen.queryByLabelText("First name")).toBeNull();
    fireEvent.click(submit());
    await screen.findByText("Please enter your e-mail address");

    clickTab("Create account");
    expect(await screen.findByLabelText("First name")).toBeTruthy();
    expect(screen.getByLabelText("Last name")).toBeTruthy();
    expect(screen.getByRole("form", { name: "Create account" }).getAttribute("data-type")).toBe("signup");
    expect(screen.queryByText("Please enter your e-mail address")).toBeNull();
    expect(submit().textContent).toBe("Create account");

    type(screen.getByLabelText("First name"), "Jo");
    clickTab("Sign in");
    await waitFor(() => expect(screen.queryByLabelText("First name")).toBeNull());
    expect(submit().textContent).toBe("Sign in");
    clickTab("Create account");
    expect(((await screen.findByLabelText("First name")) as HTMLInputElement).value).toBe("");
  });

  it("sign-up needs the shop's password rule, sign-in only a password", async () => {
    mockServer({});
    renderForm({ type: "signup" });
    type(screen.getByLabelText("First name"), "Jo");
    type(screen.getByLabelText("Last name"), "Citizen");
    type(email(), "jo@example.com");
    type(password(), "a b c d");
    fireEvent.blur(password());
    expect(await screen.findByText("Please enter a password without ~ or spaces.")).toBeTruthy();
    expect(submit().getAttribute("aria-disabled")).toBe("true");
  });

  it("tells a shopper signing in that the e-mail is unknown, with a sign-up link that switches the tab", async () => {
    const calls = mockServer({
      "/api/customer/check-registration": ok({
        registered: false,
        accountLocked: false,
        accountLockReasonCode: "",
        warningCode: "",
      }),
    });
    renderForm();
    type(email(), "new@example.com");
    fireEvent.blur(email());
    expect(await screen.findByText(/We don't recognise this email\./)).toBeTruthy();
    const check = calls.find((c) => c.url === "/api/customer/check-registration");
    expect(JSON.parse(String(check?.body))).toEqual({ emailAddress: "new@example.com" });
    type(password(), "secret1");
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBe("true"));

    fireEvent.click(screen.getByRole("button", { name: "Create an account" }));
    const first = await screen.findByLabelText("First name");
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.queryByText(/We don't recognise this email\./)).toBeNull();
    expect(email().value).toBe("new@example.com");
  });

  it("tells a shopper signing up that the e-mail has an account, with a sign-in link", async () => {
    mockServer({
      "/api/customer/check-registration": ok({
        registered: true,
        accountLocked: false,
        accountLockReasonCode: "",
        warningCode: "",
      }),
    });
    renderForm({ type: "signup" });
    type(email(), "jo@example.com");
    fireEvent.blur(email());
    expect(await screen.findByText(/You already have an account with this e-mail address\./)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign in instead" }));
    await waitFor(() => expect(screen.queryByLabelText("First name")).toBeNull());
    expect(screen.getByRole("tab", { name: "Sign in" }).getAttribute("aria-selected")).toBe("true");
  });

  it("drops a notice when the e-mail changes", async () => {
    mockServer({
      "/api/customer/check-registration": ok({
        registered: false,
        accountLocked: false,
        accountLockReasonCode: "",
        warningCode: "",
      }),
    });
    renderForm();
    type(email(), "new@example.com");
    fireEvent.blur(email());
    await screen.findByText(/We don't recognise this email\./);
    type(email(), "other@example.com");
    await waitFor(() => expect(screen.queryByText(/We don't recognise this email\./)).toBeNull());
  });

  it("maps bad credentials to 'login-failed' on the password field", async () => {
    const calls = mockServer({
      "/api/customer/check-registration": ok({ registered: true, accountLocked: false }),
      "/api/customer/sign-in": fail(401, "ERR_LOGIN_BAD_CREDENTIALS"),
    });
    renderForm();
    type(email(), "jo@example.com");
    type(password(), "wrong-one");
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(submit());
    expect(await screen.findByText("Your e-mail or password is incorrect.")).toBeTruthy();
    expect(password().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(password());
    const signIn = calls.find((c) => c.url === "/api/customer/sign-in");
    expect(signIn?.method).toBe("POST");
    expect(Object.fromEntries(signIn?.body as URLSearchParams)).toEqual({
      j_username: "jo@example.com",
      j_password: "wrong-one",
      _csrf: "tok",
    });
  });

  it("a locked account: the reason, the password disabled and a reset link with the e-mail", async () => {
    mockServer({
      "/api/customer/sign-in": fail(403, "ERR_LOGIN_ACCOUNT_LOCKED", {
        accountLockReasonCode: "TOO_MANY_FAILED_ATTEMPTS",
      }),
    });
    renderForm();
    type(email(), "jo@example.com");
    type(password(), "secret1");
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(submit());
    expect(await screen.findByText(/locked after too many unsuccessful sign-in attempts/)).toBeTruthy();
    expect(password().disabled).toBe(true);
    const reset = screen.getByRole("link", { name: "Reset your password" });
    expect(reset.getAttribute("href")).toBe("/forgot-password?username=jo%40example.com");
  });

  it("maps register errors: weak password, existing user, field errors", async () => {
    let answer: Answer = fail(422, "ERR_LOGIN_REGISTER_WEAK_PASSWORD");
    mockServer({ "/api/customer/register": () => answer });
    renderForm({ type: "signup" });
    type(screen.getByLabelText("First name"), "Jo");
    type(screen.getByLabelText("Last name"), "Citizen");
    type(email(), "jo@example.com");
    type(password(), "password");
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(submit());
    expect(await screen.findByText("The supplied password is insecure.")).toBeTruthy();

    answer = fail(409, "ERR_LOGIN_REGISTER_USER_EXISTS");
    type(password(), "An0ther-one");
    fireEvent.click(submit());
    expect(await screen.findByText(/You already have an account/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in instead" })).toBeTruthy();

    answer = fail(400, "ERR_VALIDATION", {
      fields: { firstName: "invalid-format", mobileNumber: "invalid-format" },
    });
    type(email(), "jo2@example.com");
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(submit());
    expect(await screen.findByText("Please enter a valid first name.")).toBeTruthy();
    expect(screen.getByText("Please enter a valid mobile number.")).toBeTruthy();
  });

  it("asks to try later when rate limited", async () => {
    mockServer({ "/api/customer/sign-in": fail(429, "ERR_RATE_LIMITED") });
    renderForm();
    type(email(), "jo@example.com");
    type(password(), "secret1");
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(submit());
    expect(await screen.findByText(/Too many attempts/)).toBeTruthy();
  });

  it("shows and hides the password with a pressed toggle", () => {
    mockServer({});
    renderForm();
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(password().type).toBe("password");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(password().type).toBe("text");
    fireEvent.click(toggle);
    expect(password().type).toBe("password");
  });

  it("links to forgot password with the entered e-mail, and to the legal pages", () => {
    mockServer({});
    renderForm();
    type(email(), "jo@example.com");
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe(
      "/forgot-password?username=jo%40example.com",
    );
    expect(screen.getByRole("link", { name: "Conditions of use" }).getAttribute("href")).toBe(
      "/modal/conditions-of-use",
    );
    expect(screen.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe("/modal/privacy");
  });

  it("on a page, goes to the redirect after sign-in and records `from` for analytics only", async () => {
    const calls = mockServer({ "/api/customer/sign-in": ok({ redirectUrl: "/my-account" }) });
    const { router } = renderForm({ redirect: "/my-account", from: "FlyBuys" });
    type(email(), "jo@example.com");
    type(password(), "secret1");
    fireEvent.click(screen.getByLabelText(/Remember me/));
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(submit());
    expect(await screen.findByRole("heading", { name: "Account home" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/my-account");
    const body = Object.fromEntries(calls.find((c) => c.url.endsWith("/sign-in"))?.body as URLSearchParams);
    expect(body).toMatchObject({ rememberMe: "true", redirect: "/my-account" });
    expect(body).not.toHaveProperty("from");
    // The cached session was dropped after sign-in (the token rotates): the next call fetches it.
    const before = calls.filter((c) => c.url === "/api/session").length;
    await getSession();
    expect(calls.filter((c) => c.url === "/api/session").length).toBe(before + 1);
    expect(recordedEvents().find((e) => e.name === "signIn")?.data).toMatchObject({ from: "FlyBuys" });
  });

  it("never follows an off-site redirect", async () => {
    mockServer({ "/api/customer/sign-in": ok({ redirectUrl: "https://evil.example/" }) });
    const { router } = renderForm({ redirect: "//evil.example/" });
    type(email(), "jo@example.com");
    type(password(), "secret1");
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(submit());
    await screen.findByRole("heading", { name: "Account home" });
    expect(router.state.location.pathname).toBe("/my-account");
  });

  it("in a drawer, stays on the page, refreshes everything and closes", async () => {
    mockServer({ "/api/customer/sign-in": ok({ redirectUrl: "/my-account" }) });
    const onDone = vi.fn();
    const { router, client } = renderForm({ placement: "drawer", onDone });
    const invalidate = vi.spyOn(client, "invalidateQueries");
    type(email(), "jo@example.com");
    type(password(), "secret1");
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBeNull());
    await act(async () => {
      fireEvent.click(submit());
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe("/login");
    expect(invalidate).toHaveBeenCalledWith();
  });

  it("change password: current and new, with the reuse message", async () => {
    mockServer({ "/api/customer/change-password": fail(422, "REUSE_PASSWORD") });
    renderForm({ type: "changePassword" });
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByLabelText("E-mail address")).toBeNull();
    type(screen.getByLabelText("Current password"), "secret1");
    type(screen.getByLabelText("New password"), "secret1");
    await waitFor(() => expect(submit().getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(submit());
    expect(
      await screen.findByText("Your new password must be different from your current password."),
    ).toBeTruthy();
  });
});
