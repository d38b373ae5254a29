import { describe, expect, it, vi } from "vitest";
import { createPressKeys, sendWithRetry } from "./press";

function keys() {
  let n = 0;
  return createPressKeys<{ key: string; token: string }>(() => `key-${++n}`);
}

describe("one idempotency key per press", () => {
  it("ignores a second click while the first is in flight", () => {
    const k = keys();
    const first = k.begin((key) => ({ key, token: "t1" }));
    expect(first?.key).toBe("key-1");
    expect(k.begin((key) => ({ key, token: "t2" }))).toBeNull();
    expect(k.inFlight).toBe(true);
  });
  it("makes a new key for the next press once the server answered", () => {
    const k = keys();
    k.begin((key) => ({ key, token: "t1" }));
    k.end("settled");
    expect(k.resume()).toBeNull();
    expect(k.begin((key) => ({ key, token: "t2" }))?.key).toBe("key-2");
  });
  it("repeats an unanswered press with the same key and body", () => {
    const k = keys();
    const first = k.begin((key) => ({ key, token: "t1" }))!;
    k.end("unanswered");
    expect(k.pendingKey).toBe("key-1");
    const again = k.resume();
    expect(again).toEqual(first);
    // begin() also repeats it rather than making a new body (no second token is asked for).
    k.end("unanswered");
    const makeBody = vi.fn((key: string) => ({ key, token: "t2" }));
    expect(k.begin(makeBody)).toEqual(first);
    expect(makeBody).not.toHaveBeenCalled();
  });
  it("forgets an unanswered press when the shopper changes method", () => {
    const k = keys();
    k.begin((key) => ({ key, token: "t1" }));
    k.end("unanswered");
    k.reset();
    expect(k.resume()).toBeNull();
    expect(k.begin((key) => ({ key, token: "t2" }))?.key).toBe("key-2");
  });
  it("uses crypto.randomUUID by default", () => {
    const k = createPressKeys<string>();
    const p = k.begin((key) => key)!;
    expect(p.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("sendWithRetry", () => {
  it("sends the same request again when no answer came, and stops at an answer", async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce("ok");
    await expect(sendWithRetry(send, 3, 1)).resolves.toBe("ok");
    expect(send).toHaveBeenCalledTimes(2);
  });
  it("does not repeat a refusal", async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(new Error("declined"));
    await expect(sendWithRetry(send, 3, 1)).rejects.toThrow("declined");
    expect(send).toHaveBeenCalledTimes(1);
  });
  it("gives up after the last try", async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError("offline"));
    await expect(sendWithRetry(send, 2, 1)).rejects.toBeInstanceOf(TypeError);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
