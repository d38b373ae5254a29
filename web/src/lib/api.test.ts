import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, apiPost, apiPostForm, apiPut, invalidateSession } from "./api";

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

describe("apiGet", () => {
  it("unwraps the envelope", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(reply(200, { success: true, data: { a: 1 } }));
    await expect(apiGet("/api/x")).resolves.toEqual({ a: 1 });
  });
  it("throws an ApiError with the shop's code and fields", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      reply(400, {
        success: false,
        error: { code: "ERR_VALIDATION", message: "Missing args", fields: { variants: "missing-args" } },
      }),
    );
    const err = await apiGet("/api/x").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe("ERR_VALIDATION");
    expect((err as ApiError).fields).toEqual({ variants: "missing-args" });
    expect((err as ApiError).status).toBe(400);
  });
  it("keeps a checkout error's section and message key, and leaves them undefined elsewhere", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      reply(422, {
        success: false,
        error: {
          code: "ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO",
          message: "Please complete your delivery details.",
          section: "delivery",
          messageKey: "api-error-delivery-info",
        },
      }),
    );
    const err = (await apiGet("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(err.section).toBe("delivery");
    expect(err.messageKey).toBe("api-error-delivery-info");
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      reply(400, { success: false, error: { code: "ERR_VALIDATION", message: "Missing args" } }),
    );
    const plain = (await apiGet("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(plain.section).toBeUndefined();
    expect(plain.messageKey).toBeUndefined();
  });
  it("turns a non-JSON answer into an error", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response("<html>", { status: 502, statusText: "Bad Gateway" }),
    );
    await expect(apiGet("/api/x")).rejects.toMatchObject({ status: 502, code: "unsuccessful" });
  });
});

describe("apiPost", () => {
  it("sends the csrf token and retries once after a 403 with a fresh session", async () => {
    const calls: { url: string; token: string | null }[] = [];
    let session = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input);
      const token = new Headers(init?.headers).get("X-CSRF-Token");
      calls.push({ url, token });
      if (url === "/api/session") {
        session++;
        return reply(200, { success: true, data: { csrfToken: `t${session}` } });
      }
      if (token === "t1")
        return reply(403, { success: false, error: { code: "ERR_CSRF", message: "expired" } });
      return reply(200, { success: true, data: { ok: true } });
    });
    await expect(apiPost("/api/thing", { a: 1 })).resolves.toEqual({ ok: true });
    expect(calls.map((c) => `${c.url}:${c.token ?? ""}`)).toEqual([
      "/api/session:",
      "/api/thing:t1",
      "/api/session:",
      "/api/thing:t2",
    ]);
  });
  it("gives up after one retry", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      String(input) === "/api/session"
        ? reply(200, { success: true, data: { csrfToken: "t" } })
        : reply(403, { success: false, error: { code: "ERR_CSRF", message: "no" } }),
    );
    await expect(apiPost("/api/thing", {})).rejects.toMatchObject({ code: "ERR_CSRF", status: 403 });
  });
});

describe("apiPostForm and apiPut", () => {
  function sessionThen(answer: (url: string, init?: RequestInit) => Response) {
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input);
      seen.push({ url, init });
      if (url === "/api/session") return reply(200, { success: true, data: { csrfToken: "tok" } });
      return answer(url, init);
    });
    return seen;
  }

  it("sends form fields with _csrf", async () => {
    const seen = sessionThen(() => reply(200, { success: true, data: { redirectUrl: "/my-account" } }));
    await expect(
      apiPostForm("/api/customer/sign-in", {
        j_username: "jo@example.com",
        j_password: "pw d",
        rememberMe: true,
      }),
    ).resolves.toEqual({ redirectUrl: "/my-account" });
    const body = seen[1]?.init?.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(body as URLSearchParams)).toEqual({
      j_username: "jo@example.com",
      j_password: "pw d",
      rememberMe: "true",
      _csrf: "tok",
    });
  });

  it("PUTs JSON with the csrf header", async () => {
    const seen = sessionThen(() => reply(200, { success: true, data: {} }));
    await apiPut("/api/addresses/a1/default");
    expect(seen[1]?.init?.method).toBe("PUT");
    expect(new Headers(seen[1]?.init?.headers).get("X-CSRF-Token")).toBe("tok");
  });

  it("does not retry a 403 that is not a csrf rejection (a locked account)", async () => {
    const seen = sessionThen(() =>
      reply(403, {
        success: false,
        error: { code: "ERR_LOGIN_ACCOUNT_LOCKED", message: "locked", accountLockReasonCode: "SUSPICIOUS" },
      }),
    );
    const err = await apiPostForm("/api/customer/sign-in", {}).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "ERR_LOGIN_ACCOUNT_LOCKED", accountLockReasonCode: "SUSPICIOUS" });
    expect(seen.map((s) => s.url)).toEqual(["/api/session", "/api/customer/sign-in"]);
  });

  it("reads Retry-After on a 429", async () => {
    sessionThen(
      () =>
        new Response(
          JSON.stringify({ success: false, error: { code: "ERR_RATE_LIMITED", message: "slow" } }),
          {
            status: 429,
            headers: { "Retry-After": "30" },
          },
        ),
    );
    await expect(apiPost("/api/x", {})).rejects.toMatchObject({ code: "ERR_RATE_LIMITED", retryAfter: 30 });
  });
});
