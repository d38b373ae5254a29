// My Account → OnePass against a fetch mock: each state of the membership (trial, active, overdue,
// cancelling, none) in words with its actions, the cancel confirmation, and the join form's errors.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { invalidateSession } from "../../../lib/api";
import type { Membership } from "../../../features/membership/types";
import OnePassAccountPage from "./OnePassAccountPage";

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

function membership(over: Partial<Membership>): Membership {
  return {
    status: "none",
    isActive: false,
    plan: "",
    nextPlan: "",
    renewalDate: null,
    daysUntilRenewal: null,
    nextPayment: null,
    trialEndDate: null,
    trialDaysRemaining: null,
    trialEligible: true,
    paymentMethod: null,
    savings: money(0),
    payments: [],
    plans: [
      { plan: "monthly", price: money(4), period: "month" },
      { plan: "annual", price: money(40), period: "year" },
    ],
    welcomeReward: null,
    startedAt: null,
    endedAt: null,
    lapsesOn: null,
    ...over,
  };
}

const card = { paydockSourceId: "pm_1", cardType: "visa", last4: "4242" };

const TRIAL = membership({
  status: "trial_active",
  isActive: true,
  plan: "monthly",
  nextPlan: "monthly",
  // 28 December 2026 in Melbourne (13:00 UTC the day before is midnight AEDT).
  renewalDate: "2026-12-27T13:00:00Z",
  trialEndDate: "2026-12-27T13:00:00Z",
  daysUntilRenewal: 12,
  trialDaysRemaining: 12,
  trialEligible: false,
  nextPayment: { date: "2026-12-27T13:00:00Z", amount: money(4), plan: "monthly" },
  paymentMethod: card,
  welcomeReward: { value: money(10), minSpend: money(50), expiresAt: "2027-01-14T13:00:00Z" },
});

const ACTIVE = membership({
  status: "active",
  isActive: true,
  plan: "annual",
  nextPlan: "annual",
  renewalDate: "2027-06-30T14:00:00Z",
  daysUntilRenewal: 200,
  trialEligible: false,
  nextPayment: { date: "2027-06-30T14:00:00Z", amount: money(40), plan: "annual" },
  paymentMethod: card,
  savings: money(23.5),
  payments: [
    {
      date: "2026-06-30T14:00:00Z",
      amount: money(40),
      status: "paid",
      plan: "annual",
      card: "visa ending 4242",
    },
  ],
});

let answer: Membership;
let posts: { url: string; body: unknown }[];
let refuse: Record<
  string,
  { status: number; error: { code: string; message: string; fields?: Record<string, string> } }
>;

beforeEach(() => {
  posts = [];
  refuse = {};
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === "/api/session") return json(200, { success: true, data: { csrfToken: "t", customer: {} } });
    if (url === "/api/membership") return json(200, { success: true, data: answer });
    if (url.startsWith("/api/membership/content/"))
      return json(200, { success: true, data: { slot: "reminder", show: false, title: "", text: "" } });
    if (url === "/api/checkout/payment-methods")
      return json(200, {
        success: true,
        data: {
          methods: [],
          cardFields: { provider: "sandbox", url: "/sandbox/card/fields" },
          savedCards: [{ ...card, expiry: "12/30", isDefault: true }],
        },
      });
    if (init?.method === "POST") {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      posts.push({ url, body });
      const r = refuse[url];
      if (r) return json(r.status, { success: false, error: r.error });
      if (url === "/api/membership/cancel")
        answer = {
          ...answer,
          status: answer.status === "trial_active" ? "cancelling_trial" : "cancelling",
          nextPayment: null,
        };
      if (url === "/api/membership/resume")
        answer = { ...answer, status: "active", nextPayment: ACTIVE.nextPayment };
      if (url === "/api/membership/trial") answer = { ...TRIAL };
      return json(200, { success: true, data: answer });
    }
    return json(404, { success: false, error: { code: "ERR_NOT_FOUND", message: "not found" } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

function setup(path = "/my-account/onepass") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <OnePassAccountPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("OnePassAccountPage", () => {
  it("a trial: its days left, the first payment in Melbourne time, the card and the welcome reward", async () => {
    answer = TRIAL;
    setup();
    expect((await screen.findByTestId("membership-status")).textContent).toBe("Free trial");
    expect(screen.getByTestId("trial-left").textContent).toBe("12 days left, ends Monday 28 December 2026");
    expect(screen.getByTestId("next-payment").textContent).toContain("$4.00 on Monday 28 December 2026");
    expect(screen.getByTestId("membership-card").textContent).toContain("Visa ending 4242");
    expect(screen.getByTestId("welcome-reward").textContent).toContain("$10.00 off an order of $50.00");
    expect(screen.getByRole("button", { name: "Change card" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Switch to annual/ })).toBeTruthy();
    expect(screen.getByText(/applies from your next renewal/)).toBeTruthy();
  });

  it("cancelling a trial says it is never charged, only after the confirmation", async () => {
    answer = TRIAL;
    setup();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel free trial" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel your free trial?" });
    expect(dialog.textContent).toContain("You'll never be charged");
    expect(dialog.textContent).toContain("until Monday 28 December 2026");
    expect(posts).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel free trial" }));
    await waitFor(() =>
      expect(screen.getByTestId("membership-message").textContent).toContain("You won't be charged"),
    );
    expect(posts).toEqual([{ url: "/api/membership/cancel", body: {} }]);
    expect((await screen.findByTestId("membership-status")).textContent).toBe("Free trial ending");
    expect(screen.getByRole("button", { name: "Resume OnePass" })).toBeTruthy();
  });

  it("active: renewal, next payment, savings and the payment history; cancelling keeps benefits until renewal", async () => {
    answer = ACTIVE;
    setup();
    expect((await screen.findByTestId("membership-status")).textContent).toBe("Active");
    expect(screen.getByTestId("renewal").textContent).toBe("Thursday 1 July 2027 (in 200 days)");
    expect(screen.getByTestId("savings").textContent).toContain("$23.50");
    const table = screen.getByTestId("payment-history");
    expect(within(table).getByText("Paid")).toBeTruthy();
    expect(within(table).getByText("visa ending 4242")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel OnePass" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel OnePass?" });
    expect(dialog.textContent).toContain("Your benefits continue until Thursday 1 July 2027");
  });

  it("overdue: says when it lapses and pays now", async () => {
    answer = membership({
      ...ACTIVE,
      status: "overdue",
      lapsesOn: "2027-07-14T14:00:00Z",
      nextPayment: null,
    });
    setup();
    expect((await screen.findByTestId("membership-status")).textContent).toBe("Payment overdue");
    expect(screen.getByRole("alert").textContent).toContain("Pay now by Thursday 15 July 2027");
    fireEvent.click(screen.getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(posts).toEqual([{ url: "/api/membership/resume", body: {} }]));
    expect((await screen.findByTestId("membership-status")).textContent).toBe("Active");
  });

  it("cancelling: benefits end on the renewal date, no next payment, Resume", async () => {
    answer = membership({ ...ACTIVE, status: "cancelling", nextPayment: null });
    setup();
    expect((await screen.findByTestId("membership-status")).textContent).toBe("Cancelling");
    expect(screen.getByText("Benefits end")).toBeTruthy();
    expect(screen.getByText("None: you won't be charged again.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel OnePass" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Resume OnePass" }));
    await waitFor(() =>
      expect(screen.getByTestId("membership-message").textContent).toContain("will continue"),
    );
  });

  it("none: the join form with the plan from ?plan= and a saved card starts the free trial", async () => {
    answer = membership({});
    setup("/my-account/onepass?plan=annual#join");
    expect(await screen.findByRole("heading", { name: "Start your 30-day free trial" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: /Annual/ }) as HTMLInputElement).checked).toBe(true);
    await screen.findByRole("radio", { name: /Visa ending 4242/ });
    fireEvent.click(screen.getByRole("button", { name: "Start free trial" }));
    await waitFor(() =>
      expect(posts).toEqual([
        { url: "/api/membership/trial", body: { plan: "annual", paydockSourceId: "pm_1" } },
      ]),
    );
    expect((await screen.findByTestId("membership-status")).textContent).toBe("Free trial");
  });
});

describe("the join form's errors", () => {
  async function join(code: string, status: number, fields?: Record<string, string>, eligible = true) {
    answer = membership({ trialEligible: eligible, status: eligible ? "none" : "lapsed" });
    const url = eligible ? "/api/membership/trial" : "/api/membership/subscribe";
    refuse[url] = { status, error: { code, message: "refused", ...(fields ? { fields } : {}) } };
    setup();
    await screen.findByRole("radio", { name: /Visa ending 4242/ });
    fireEvent.click(screen.getByRole("button", { name: eligible ? "Start free trial" : "Join OnePass" }));
    return screen.findByTestId("join-error").then(async (box) => {
      await waitFor(() => expect(box.textContent).not.toBe(""));
      return box;
    });
  }

  it("a declined card", async () => {
    const box = await join("ERR_MEMBERSHIP_PAYMENT_DECLINED", 422, undefined, false);
    expect(box.textContent).toContain("Your card was declined");
    expect(within(box).getByRole("alert")).toBeTruthy();
    expect(posts[0]).toEqual({
      url: "/api/membership/subscribe",
      body: { plan: "monthly", paydockSourceId: "pm_1" },
    });
  });

  it("a trial already used", async () => {
    const box = await join("ERR_MEMBERSHIP_TRIAL_USED", 422);
    expect(box.textContent).toContain("already had a OnePass free trial");
  });

  it("a validation error names its field", async () => {
    const box = await join("ERR_VALIDATION", 400, { plan: "Choose monthly or annual." });
    expect(box.textContent).toContain("Plan: Choose monthly or annual.");
    expect(screen.getByText("Choose monthly or annual.")).toBeTruthy();
  });
});
