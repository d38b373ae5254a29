import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, apiPost, invalidateSession } from "./api";

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
  it("throws an ApiError with the seed's code and fields", async () => {
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
