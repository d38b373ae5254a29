import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const delay of [0, 100, 200, 300, 400, 600, 900]) {
  const ctx = await b.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await ctx.newPage();
  page.on("console", (m) => console.log("  console:", m.text().slice(0, 200)));
  await page.goto("http://127.0.0.1:8090/search?searchTerm=shirt");
  await page.waitForTimeout(delay);
  const state = await page.evaluate(() => (window.__early === undefined ? "app" : "held " + window.__early.length));
  await page.getByRole("link", { name: "Load more" }).click();
  await page.waitForTimeout(2500);
  console.log(delay, state, await page.locator("main article").count(), page.url().slice(22));
  await ctx.close();
}
await b.close();
