// /staff/onepass: find a membership by e-mail (kept in ?email=), cancel it with a refund and a reason,
// extend a trial (1-90 days, checked before anything is sent); the nav shows OnePass only to roles
// whose session lists findMembership.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { invalidateSession } from "../../../lib/api";
import { AnnounceProvider } from "../../../features/staff/components/announce";
import type { StaffMembershipAnswer } from "../../../features/staff/onepass";
import type { StaffSession } from "../../../features/staff/types";
import OnePassPage from "./OnePassPage";
import StaffApp from "./StaffApp";

const service: StaffSession = {
  staff: { email: "sam@wattle.example", name: "Sam", role: "customer-service" },
  operations: [
    "getStaffSession",
    "listReturns",
    "findMembership",
    "staffCancelMembership",
    "extendMembershipTrial",
  ],
};

const fulfilment: StaffSession = {
  staff: { email: "fay@wattle.example", name: "Fay", role: "fulfilment" },
  operations: ["getStaffSession", "listReturns", "receiveReturn"],
};

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

function answer(
  over: Partial<StaffMembershipAnswer["membership"]> = {},
  audit: StaffMembershipAnswer["audit"] = [],
) {
  return {
    customerId: "c1",
    email: "ann@example.com",
    firstName: "Ann",
    audit,
    membership: {
      status: "active",
      plan: "monthly",
      nextPlan: "monthly",
      renewalDate: "2026-12-01T00:00:00Z",
      daysUntilRenewal: 12,
      nextPayment: { amount: money(4), date: "2026-12-01T00:00:00Z", plan: "monthly" },
      trialEndDate: null,
      trialDaysRemaining: null,
      paymentMethod: { cardType: "visa", last4: "4242", paydockSourceId: "src" },
      savings: money(23.5),
      payments: [
        {
          date: "2026-11-01T00:00:00Z",
          amount: money(4),
          status: "paid",
          plan: "monthly",
          card: "visa ending 4242",
        },
      ],
      lapsesOn: null,
      endedAt: null,
      startedAt: "2026-10-01T00:00:00Z",
      isActive: true,
      plans: [],
      trialEligible: false,
      welcomeReward: null,
      ...over,
    },
  } satisfies StaffMembershipAnswer;
}

type Call = { url: string; method: string; body?: unknown };

/** Answers the API: the session's csrf token, then each [status, body] of answers in turn. */
function stubApi(...answers: [number, unknown][]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/session") return Response.json({ success: true, data: { csrfToken: "tok" } });
      calls.push({
        url,
        method: init?.method ?? "GET",
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const [status, body] = answers.shift() ?? [500, { success: false, error: { code: "X", message: "x" } }];
      return Response.json(body, { status });
    }),
  );
  return calls;
}

const ok = (data: unknown): [number, unknown] => [200, { success: true, data }];

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function show(at: string, session: StaffSession = service) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AnnounceProvider>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/staff/onepass" element={<OnePassPage session={session} />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </AnnounceProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  invalidateSession();
});

describe("OnePassPage", () => {
  it("finds a membership by e-mail, keeps the e-mail in the URL and shows it with its log oldest first", async () => {
    const calls = stubApi(
      ok(
        answer({}, [
          {
            at: "2026-11-02T01:00:00Z",
            actor: "sam@wattle.example",
            action: "membership.trialExtended",
            subject: "c1",
            detail: '{"days":7,"trialEnd":"2026-11-09T00:00:00Z"}',
          },
          {
            at: "2026-11-05T01:00:00Z",
            actor: "lee@wattle.example",
            action: "membership.cancelled",
            subject: "c1",
            detail: '{"refund":false,"reason":"test"}',
          },
        ]),
      ),
    );
    show("/staff/onepass");
    fireEvent.change(screen.getByLabelText("Customer's e-mail"), { target: { value: " Ann@Example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Find" }));
    const result = await screen.findByTestId("membership");
    expect(screen.getByTestId("where").textContent).toBe("/staff/onepass?email=Ann%40Example.com");
    expect(calls[0]?.url).toBe("/api/staff/memberships?email=ann%40example.com");
    expect(within(result).getByRole("heading", { level: 2 }).textContent).toContain("Ann");
    expect(result.textContent).toContain("ann@example.com");
    expect(result.textContent).toContain("Active");
    expect(result.textContent).toContain("Monthly");
    expect(result.textContent).toContain("Visa ending 4242");
    expect(result.textContent).toContain("$23.50");
    // Melbourne time: 1 December 2026 00:00 UTC is 11 am there.
    expect(result.textContent).toContain("01/12/2026, 11:00 am");
    const payments = within(screen.getByTestId("payments")).getAllByRole("row");
    expect(payments[1]?.textContent).toContain("$4.00");
    expect(payments[1]?.textContent).toContain("Paid");
    const log = within(screen.getByTestId("audit")).getAllByRole("row");
    expect(log[1]?.textContent).toContain("Trial extended");
    expect(log[1]?.textContent).toContain("Days added: 7");
    expect(log[2]?.textContent).toContain("Membership cancelled");
    expect(log[2]?.textContent).toContain("Reason: test");
    expect(screen.getByRole("button", { name: "Cancel membership" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Extend trial" })).toBeNull();
  });

  it("says when no membership has that e-mail", async () => {
    stubApi([
      404,
      { success: false, error: { code: "ERR_NOT_FOUND", message: "No OnePass membership has that e-mail." } },
    ]);
    show("/staff/onepass?email=nobody%40example.com");
    expect(await screen.findByText(/No OnePass membership has the e-mail nobody@example.com/)).toBeTruthy();
    expect(screen.queryByTestId("membership")).toBeNull();
    expect((screen.getByLabelText("Customer's e-mail") as HTMLInputElement).value).toBe("nobody@example.com");
  });

  it("checks the e-mail before searching", () => {
    const calls = stubApi();
    show("/staff/onepass");
    fireEvent.change(screen.getByLabelText("Customer's e-mail"), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Find" }));
    expect(screen.getByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("cancels with a refund and a reason after confirming, then shows the new state", async () => {
    const calls = stubApi(
      ok(answer()),
      ok(
        answer({ status: "cancelled", isActive: false, nextPayment: null, endedAt: "2026-11-20T00:00:00Z" }, [
          {
            at: "2026-11-20T00:00:00Z",
            actor: "sam@wattle.example",
            action: "membership.cancelled",
            subject: "c1",
            detail: '{"refund":true,"reason":"Moved overseas","refunded":"4.00"}',
          },
        ]),
      ),
    );
    show("/staff/onepass?email=ann%40example.com");
    fireEvent.click(await screen.findByRole("button", { name: "Cancel membership" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("can't be undone");
    fireEvent.click(within(dialog).getByLabelText(/Refund the current period's payment/));
    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), {
      target: { value: " Moved overseas " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel membership" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 3000 });
    const sent = calls.filter((c) => c.method === "POST");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/api/staff/memberships/cancel");
    expect(sent[0]?.body).toEqual({ email: "ann@example.com", refund: true, reason: "Moved overseas" });
    await waitFor(() =>
      expect(screen.getByTestId("onepass-status").textContent).toBe(
        "Ann's OnePass was cancelled and the current period's payment refunded.",
      ),
    );
    expect(screen.getByTestId("onepass-status").getAttribute("aria-live")).toBe("polite");
    const result = screen.getByTestId("membership");
    expect(result.querySelector("[data-status]")?.textContent).toBe("Cancelled");
    expect(screen.queryByRole("button", { name: "Cancel membership" })).toBeNull();
    expect(within(screen.getByTestId("audit")).getAllByRole("row")[1]?.textContent).toContain(
      "Refund: yes · Reason: Moved overseas · Refunded: $4.00",
    );
  });

  it("extends a trial only by 1 to 90 days", async () => {
    const trial = {
      status: "trial_active",
      trialEndDate: "2026-11-30T00:00:00Z",
      trialDaysRemaining: 10,
    } as const;
    const calls = stubApi(
      ok(answer(trial)),
      ok(answer({ ...trial, trialEndDate: "2026-12-14T00:00:00Z", trialDaysRemaining: 24 })),
    );
    show("/staff/onepass?email=ann%40example.com");
    fireEvent.click(await screen.findByRole("button", { name: "Extend trial" }));
    const dialog = await screen.findByRole("dialog");
    const days = within(dialog).getByLabelText("Days to add");
    const submit = within(dialog).getByRole("button", { name: "Extend trial" });

    fireEvent.change(days, { target: { value: "91" } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText("Enter a whole number of days from 1 to 90.")).toBeTruthy();
    expect(days.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(days, { target: { value: "0" } });
    fireEvent.click(submit);
    // The message is still there from 91: wait for this check to finish before the next submit.
    await waitFor(() => expect(submit.getAttribute("aria-disabled")).toBeNull());
    expect(within(dialog).getByText("Enter a whole number of days from 1 to 90.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    fireEvent.change(days, { target: { value: "14" } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 3000 });
    expect(calls.filter((c) => c.method === "POST")[0]?.body).toEqual({ email: "ann@example.com", days: 14 });
    await waitFor(() =>
      expect(screen.getByTestId("onepass-status").textContent).toBe(
        "Ann's free trial was extended by 14 days: it now ends 14/12/2026, 11:00 am.",
      ),
    );
  });
});

describe("StaffApp's nav", () => {
  function showApp(session: StaffSession) {
    stubApi(ok(session));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/staff/onepass"]}>
          <Routes>
            <Route path="/staff/*" element={<StaffApp />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it("shows OnePass to a role whose session lists findMembership", async () => {
    showApp(service);
    const nav = await screen.findByRole("navigation", { name: "Back office" });
    expect(within(nav).getByRole("link", { name: "OnePass" }).getAttribute("href")).toBe("/staff/onepass");
  });

  it("hides OnePass from a role without findMembership", async () => {
    showApp(fulfilment);
    const nav = await screen.findByRole("navigation", { name: "Back office" });
    expect(within(nav).getByRole("link", { name: "Returns" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "OnePass" })).toBeNull();
    expect(screen.getByText("Your role can't look up OnePass memberships.")).toBeTruthy();
  });
});
