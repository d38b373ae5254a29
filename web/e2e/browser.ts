import { chromium, type Browser, type Page } from "playwright-core";

/** Debian's Chromium, never a downloaded browser; flags keep it off the network. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export async function newPage(browser: Browser, width = 1366, height = 900): Promise<Page> {
  const ctx = await browser.newContext({
    viewport: { width, height },
    locale: "en-AU",
    timezoneId: "Australia/Melbourne",
  });
  return ctx.newPage();
}
