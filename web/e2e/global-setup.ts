import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? ok(addr.port) : fail(new Error("no port"))));
    });
  });
}

/** Starts the built binary on a fresh SQLite database (demo catalogue) and waits for /healthz. */
export default async function setup(project: TestProject) {
  const bin = process.env.STOREFRONT_BIN ?? resolve(__dirname, "../../bin/storefront");
  const dir = mkdtempSync(join(tmpdir(), "storefront-e2e-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    bin,
    ["serve", "--addr", `127.0.0.1:${port}`, "--db", `sqlite:${join(dir, "e2e.db")}`],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  child.stderr?.on("data", (b: Buffer) => (log += b.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`storefront exited early:\n${log}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`storefront not ready in 90 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide("baseURL", base);
  return () => {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
}
