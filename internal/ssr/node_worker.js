// A Node worker of internal/ssr (node.go): reads frames (a 4-byte big-endian length, then the bytes)
// from stdin: first the server bundle, then render requests, each three frames (the URL, the page's
// own answers' JSON, the shared answers' JSON); answers each with one frame on stdout: "h" and the
// markup, or "e" and the error. Nothing is wrapped in JSON on the way: the markup is the largest
// thing that crosses. The bundle runs in a context of its own, with what QuickJS gives it too (Intl
// and a console, to stderr), so both engines run it alike.
"use strict";
const vm = require("node:vm");

let pending = [];
let size = 0;
const frames = [];
let wake = null;

process.stdin.on("data", (chunk) => {
  pending.push(chunk);
  size += chunk.length;
  for (;;) {
    if (size < 4) break;
    const buf = pending.length === 1 ? pending[0] : Buffer.concat(pending, size);
    const n = buf.readUInt32BE(0);
    if (size < 4 + n) {
      pending = [buf];
      break;
    }
    frames.push(buf.subarray(4, 4 + n));
    const rest = buf.subarray(4 + n);
    pending = rest.length ? [rest] : [];
    size = rest.length;
  }
  if (wake && frames.length) {
    const w = wake;
    wake = null;
    w();
  }
});
process.stdin.on("end", () => process.exit(0));

function next() {
  if (frames.length) return Promise.resolve(frames.shift());
  return new Promise((ok) => {
    wake = () => ok(frames.shift());
  });
}

function send(kind, text) {
  const size = Buffer.byteLength(text);
  const frame = Buffer.allocUnsafe(5 + size);
  frame.writeUInt32BE(1 + size, 0);
  frame.write(kind, 4, "latin1");
  frame.write(text, 5, "utf8");
  process.stdout.write(frame);
}

const log = (level) => (...a) =>
  process.stderr.write(`${level}: ${a.map((x) => (x && x.stack ? x.stack : String(x))).join(" ")}\n`);

(async () => {
  const context = vm.createContext({
    Intl,
    console: { error: log("error"), warn: log("warn"), log: log("log"), info: log("info"), debug: () => {} },
  });
  vm.runInContext((await next()).toString("utf8"), context, { filename: "render.js" });
  // The bundle loads its pages' code as it starts (promises): let them resolve.
  await new Promise((ok) => setImmediate(ok));
  const render = context.render;
  // The shared answers are the same bytes from one page to the next: the same string is passed
  // again, which the bundle (it keeps them parsed) knows at a glance.
  let sharedBytes = Buffer.alloc(0);
  let shared = "[]";
  for (;;) {
    const url = (await next()).toString("utf8");
    const answers = (await next()).toString("utf8");
    const sharedFrame = await next();
    if (!sharedFrame.equals(sharedBytes)) {
      sharedBytes = Buffer.from(sharedFrame);
      shared = sharedFrame.toString("utf8");
    }
    try {
      // A page whose lazily loaded parts this worker has not met before comes out with them left to
      // the browser: their modules load once the pending jobs run, and it is rendered again.
      let html = render(url, answers, shared);
      for (let i = 0; i < 3 && html.includes("<!--$!-->"); i++) {
        await new Promise((ok) => setImmediate(ok));
        const again = render(url, answers, shared);
        if (again === html) break;
        html = again;
      }
      send("h", html);
    } catch (e) {
      send("e", String(e && e.stack ? e.stack : e));
    }
  }
})();
