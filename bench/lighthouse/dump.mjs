// Lighthouse once on one page, the whole report kept (for reading its audits): node dump.mjs URL OUT.json
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import fs from "node:fs";
const [url, out] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
try {
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  fs.writeFileSync(out, JSON.stringify(r.lhr));
  const a = r.lhr.audits;
  console.log(url, "perf", Math.round(r.lhr.categories.performance.score*100), "FCP", a["first-contentful-paint"].numericValue|0, "LCP", a["largest-contentful-paint"].numericValue|0, "TBT", a["total-blocking-time"].numericValue|0, "SI", a["speed-index"].numericValue|0, "TTI", a["interactive"]?.numericValue|0);
} finally { await chrome.kill(); }
