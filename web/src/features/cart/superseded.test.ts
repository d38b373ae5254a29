import { describe, expect, it } from "vitest";
import { createOrderedApplier, createSupersededGuard, disregarded } from "./superseded";

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("superseded guard (docs/web.md)", () => {
  it("applies the latest answer and drops an older one that arrives later", async () => {
    const g = createSupersededGuard();
    const first = deferred<string>();
    const second = deferred<string>();
    const a = g.run("update", () => first.promise);
    const b = g.run("update", () => second.promise);
    second.resolve("second");
    await expect(b).resolves.toBe("second");
    first.resolve("first");
    const err = await a.catch((e: unknown) => e);
    expect(disregarded(err)).toBe(true);
  });

  it("drops an older answer even when it arrives first", async () => {
    const g = createSupersededGuard();
    const first = deferred<number>();
    const a = g.run("recalculate", () => first.promise);
    const b = g.run("recalculate", () => Promise.resolve(2));
    first.resolve(1);
    expect(disregarded(await a.catch((e: unknown) => e))).toBe(true);
    await expect(b).resolves.toBe(2);
  });

  it("kinds are independent", async () => {
    const g = createSupersededGuard();
    const a = g.run("add:1", () => Promise.resolve("a"));
    const b = g.run("add:2", () => Promise.resolve("b"));
    await expect(a).resolves.toBe("a");
    await expect(b).resolves.toBe("b");
  });

  it("an older request's error is dropped too; the latest one's passes", async () => {
    const g = createSupersededGuard();
    const first = deferred<number>();
    const a = g.run("k", () => first.promise);
    const b = g.run("k", () => Promise.reject(new Error("boom")));
    first.reject(new Error("old"));
    expect(disregarded(await a.catch((e: unknown) => e))).toBe(true);
    await expect(b).rejects.toThrow("boom");
    expect(disregarded(new Error("x"))).toBe(false);
  });

  it("begin/isLatest track the latest ticket per kind", () => {
    const g = createSupersededGuard();
    const t1 = g.begin("k");
    expect(g.isLatest("k", t1)).toBe(true);
    const t2 = g.begin("k");
    expect(g.isLatest("k", t1)).toBe(false);
    expect(g.isLatest("k", t2)).toBe(true);
  });
});

describe("ordered applier", () => {
  it("accepts snapshots newer than the last applied only", () => {
    const o = createOrderedApplier();
    const t1 = o.ticket();
    const t2 = o.ticket();
    expect(o.accept(t2)).toBe(true);
    expect(o.accept(t1)).toBe(false);
    const t3 = o.ticket();
    expect(o.accept(t3)).toBe(true);
  });
});
