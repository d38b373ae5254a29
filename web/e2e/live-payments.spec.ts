// A live shop (--payments=live) in Chromium: the card is paid through Paydock's widget, not the
// sandbox's frame. Paydock is faked by this file on loopback: its API (the calls a card payment
// makes, in Paydock's shapes) and its browser SDK (an HtmlWidget drawing its own inputs and
// answering trigger("submit_form") with a one-time token). The shop runs its own server here, in
// live mode, with PAYDOCK_URL and PAYDOCK_WIDGET_URL pointing at the fake: the page must load the
// widget under its Content-Security-Policy, tokenise through it, and place the order with the
// token, which the server pre-authorises at "Paydock" with the attempt as reference.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { apiDocument, launch, newPage, readySteps } from "./browser";

/** The fake SDK: window.paydock with an HtmlWidget that draws a card number input. */
const WIDGET_JS = `
window.paydock = {
  HtmlWidget: function (selector, publicKey, gatewayId) {
    var handlers = {};
    var emit = function (e, d) { (handlers[e] || []).forEach(function (cb) { cb(d || {}); }); };
    var input;
    return {
      setEnv: function () {}, setHiddenElements: function () {}, useAutoResize: function () {},
      on: function (e, cb) { (handlers[e] = handlers[e] || []).push(cb); },
      load: function () {
        var box = document.querySelector(selector);
        var label = document.createElement("label");
        label.textContent = "Fake Paydock card number (" + publicKey + "/" + gatewayId + ")";
        input = document.createElement("input");
        input.name = "card_number";
        label.appendChild(input);
        box.appendChild(label);
        setTimeout(function () { emit("afterLoad"); }, 10);
      },
      trigger: function (what) {
        if (what !== "submit_form") return;
        var n = (input.value || "").replace(/\\D/g, "");
        if (n.length < 12) { emit("validationError", { invalid_fields: ["card_number"] }); return; }
        emit("metaChange", { card_scheme: "visa", card_number_last4: n.slice(-4) });
        setTimeout(function () { emit("finish", { payment_source: "ott-" + n.slice(-4) }); }, 10);
      },
    };
  },
  Canvas3ds: function () { throw new Error("no 3-D Secure in this fake"); },
};
`;

interface Charge {
  reference: string;
  amount: number;
  currency: string;
}

let api: Server;
let apiBase = "";
const charges: Charge[] = [];
const vaulted: string[] = [];

function startFake(): Promise<void> {
  api = createServer((req, res) => {
    let raw = "";
    req.on("data", (b: Buffer) => (raw += b.toString()));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0];
      const send = (status: number, type: string, data: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ status, error: null, resource: { type, data } }));
      };
      if (req.method === "GET" && path === "/widget.js") {
        res.writeHead(200, { "Content-Type": "text/javascript" });
        res.end(WIDGET_JS);
        return;
      }
      if (req.headers["x-user-secret-key"] !== "sk_e2e") {
        res.writeHead(401, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify({
            status: 401,
            error: { message: "Access forbidden", code: "unauthorized_access" },
          }),
        );
        return;
      }
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      const source = {
        type: "card",
        vault_token: "vt-1",
        card_scheme: "visa",
        card_number_last4: "1111",
        expire_month: 5,
        expire_year: 2030,
        gateway_id: "gw_e2e",
      };
      if (req.method === "POST" && path === "/v1/vault/payment_sources") {
        vaulted.push(String(body.token));
        send(201, "payment_source", source);
      } else if (req.method === "POST" && path === "/v1/charges/3ds") {
        send(201, "charge", {
          _id: "3ds000000000000000000001",
          status: "authentication_not_supported",
          _3ds: { id: "x" },
        });
      } else if (req.method === "POST" && path === "/v1/charges") {
        const c = {
          reference: String(body.reference),
          amount: Number(body.amount),
          currency: String(body.currency),
        };
        charges.push(c);
        send(201, "charge", {
          _id: "6540ec3f9a90eda1ebc30d85",
          ...c,
          status: "pending",
          capture: false,
          authorization: true,
          customer: { payment_source: source },
        });
      } else {
        res.writeHead(404, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ status: 404, error: { message: "Not found", code: "not_found" } }));
      }
    });
  });
  return new Promise((ok) =>
    api.listen(0, "127.0.0.1", () => {
      apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
      ok();
    }),
  );
}

let shop: ChildProcess;
let base = "";
let dir = "";
let browser: Browser;

async function startShop(): Promise<void> {
  const bin = process.env.STOREFRONT_BIN ?? resolve(__dirname, "../../bin/storefront");
  dir = mkdtempSync(join(tmpdir(), "storefront-live-"));
  const port = await new Promise<number>((ok) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const p = (s.address() as AddressInfo).port;
      s.close(() => ok(p));
    });
  });
  base = `http://127.0.0.1:${port}`;
  shop = spawn(
    bin,
    ["serve", "--addr", `127.0.0.1:${port}`, "--db", `sqlite:${join(dir, "live.db")}`, "--public-url", base],
    {
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        STOREFRONT_PAYMENTS: "live",
        PAYDOCK_URL: apiBase,
        PAYDOCK_WIDGET_URL: `${apiBase}/widget.js`,
        PAYDOCK_SECRET_KEY: "sk_e2e",
        PAYDOCK_PUBLIC_KEY: "pk_e2e",
        PAYDOCK_GATEWAY_ID: "gw_e2e",
      },
    },
  );
  let log = "";
  shop.stderr?.on("data", (b: Buffer) => (log += b.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (shop.exitCode !== null) throw new Error(`storefront exited early:\n${log}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`storefront not ready in 90 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  await startFake();
  await startShop();
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  shop?.kill("SIGTERM");
  api?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("a live shop", () => {
  it("pays by card through Paydock's widget, and serves no sandbox", async () => {
    const contract = await (await fetch(`${base}/api/openapi.json`)).text();
    expect(contract).toContain('"placeOrder"');
    expect(contract).not.toContain('"/api/sandbox/');
    const search = (await (await fetch(`${base}/api/search?searchTerm=lamp`)).json()) as {
      data: { products: { defaultVariantCode: string; inStock: boolean }[] };
    };
    const variant = search.data.products.find((p) => p.inStock)?.defaultVariantCode ?? "";
    expect(variant).not.toBe("");

    const page = await newPage(browser);
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await apiDocument(page, base);
    const ready = await page.evaluate(
      async (steps) => {
        const s = (await (await fetch("/api/session")).json()) as { data: { csrfToken: string } };
        const headers = { "Content-Type": "application/json", "X-CSRF-Token": s.data.csrfToken };
        for (const [url, body] of steps) {
          const r = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
          if (!r.ok) return `${url}: ${r.status}`;
        }
        return "";
      },
      readySteps(variant, `live-${Date.now()}@example.com`),
    );
    expect(ready).toBe("");

    await page.goto(base + "/spc");
    const payment = page.locator("#section-payment");
    await payment.getByRole("radio", { name: /Credit or debit card/ }).check();
    // Only what the shop takes is offered: Paydock's card (no PayPal, BNPL, Apple Pay or gift cards).
    expect(await payment.getByRole("radio").count()).toBe(1);
    // No sandbox frame: Paydock's widget draws its fields in the page.
    const number = payment.getByLabel(/Fake Paydock card number \(pk_e2e\/gw_e2e\)/);
    await number.waitFor({ timeout: 20_000 });
    expect(await page.locator('iframe[src*="/sandbox/"]').count()).toBe(0);
    await number.fill("4111 1111 1111 1111");
    mkdirSync("/tmp/shots", { recursive: true });
    await payment.screenshot({ path: "/tmp/shots/live-paydock-payment-1366.png" });
    await page.setViewportSize({ width: 390, height: 900 });
    await payment.screenshot({ path: "/tmp/shots/live-paydock-payment-390.png" });
    await payment.getByTestId("place-order").click();
    await page.waitForURL(/\/checkout\/thank-you\/\d+$/, { timeout: 30_000 });
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();

    // The widget's token reached Paydock's vault, and one pre-authorisation was asked for in AUD
    // with the payment attempt as its reference.
    expect(vaulted).toEqual(["ott-1111"]);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.currency).toBe("AUD");
    expect(charges[0]?.reference).not.toBe("");
    expect(charges[0]?.amount).toBeGreaterThan(0);
    expect(errors.filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);
    await page.context().close();
  });
});
