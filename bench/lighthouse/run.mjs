// Lighthouse for `make bench` (bench/lighthouse.go): runs Lighthouse's default mobile profile
// (simulated slow 4G, 4× CPU slowdown, a phone's screen) in the machine's Chromium against the
// given pages, each N times, and prints one JSON line per page with the median run's figures.
// Usage: node run.mjs --chrome /usr/bin/chromium --runs 3 [--keep DIR] [--cookie C] URL...
// --cookie C sends the Cookie header C with every request of the next URL (a shopper's basket).
// --keep writes each run's whole report to DIR (page-run.json), for reading its audits.
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import * as chromeLauncher from "chrome-launcher";
import fs from "node:fs";

const args = process.argv.slice(2);
let chromePath = "/usr/bin/chromium";
let runs = 3;
let keep = "";
const urls = [];
const cookies = new Map();
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--chrome") chromePath = args[++i];
  else if (args[i] === "--runs") runs = Number(args[++i]);
  else if (args[i] === "--keep") keep = args[++i];
  else if (args[i] === "--cookie") cookies.set(urls.length, args[++i]);
  else urls.push(args[i]);
}

if (keep) fs.mkdirSync(keep, { recursive: true });

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  for (const [page, url] of urls.entries()) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] };
      if (cookies.has(page)) flags.extraHeaders = { Cookie: cookies.get(page) };
      const r = await lighthouse(url, flags);
      results.push(r.lhr);
      if (keep) fs.writeFileSync(`${keep}/${page}-${i}.json`, JSON.stringify(r.lhr));
    }
    const lhr = computeMedianRun(results);
    const a = lhr.audits;
    const bytes = { script: 0, document: 0, total: 0 };
    for (const item of a["network-requests"]?.details?.items ?? []) {
      const size = item.transferSize ?? 0;
      bytes.total += size;
      if (item.resourceType === "Script") bytes.script += size;
      if (item.resourceType === "Document") bytes.document += size;
    }
    console.log(
      JSON.stringify({
        url,
        runs,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        scores: results.map((x) => Math.round((x.categories.performance.score ?? 0) * 100)),
        fcpMs: a["first-contentful-paint"].numericValue,
        lcpMs: a["largest-contentful-paint"].numericValue,
        tbtMs: a["total-blocking-time"].numericValue,
        cls: a["cumulative-layout-shift"].numericValue,
        siMs: a["speed-index"].numericValue,
        jsBytes: bytes.script,
        htmlBytes: bytes.document,
        totalBytes: bytes.total,
        lcpElement: a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "",
        warnings: lhr.runWarnings,
      }),
    );
  }
} finally {
  await chrome.kill();
}
