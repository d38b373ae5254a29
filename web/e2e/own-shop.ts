// A shop of a spec's own: a storefront process on a fresh SQLite database, for the tests that change
// what every shopper sees (a feature toggle, the shop's clock), so the shared server stays as it is.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** A started shop: its base URL, and stop (SIGTERM, then the database removed). */
export interface OwnShop {
  base: string;
  stop: () => Promise<void>;
}

/** A free TCP port on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? ok(addr.port) : fail(new Error("no port"))));
    });
  });
}

/**
 * Starts the storefront binary (STOREFRONT_BIN, else bin/storefront) on a new database named name,
 * with extra serve flags, and waits up to 90 s for /healthz.
 */
export async function startOwnShop(name: string, extra: string[] = []): Promise<OwnShop> {
  const bin = process.env.STOREFRONT_BIN ?? resolve(__dirname, "../../bin/storefront");
  const dir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = [
    "serve",
    "--addr",
    `127.0.0.1:${port}`,
    "--db",
    `sqlite:${join(dir, `${name}.db`)}`,
    "--public-url",
    base,
  ];
  const child: ChildProcess = spawn(bin, [...args, ...extra], { stdio: ["ignore", "ignore", "pipe"] });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((ok) => child.once("exit", ok));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  let log = "";
  child.stderr?.on("data", (b: Buffer) => (log += b.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`storefront exited early:\n${log}`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`storefront not ready in 90 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
