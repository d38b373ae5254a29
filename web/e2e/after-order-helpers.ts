// Helpers for after-order.spec.ts: an ordinary product to buy, the staff sign-in, and finding a row
// in the back office's paged lists (oldest first, so a new order's row is usually on the last page).
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";

export const STAFF_PASSWORD = "Wattle-Staff-2026";

/** A product anyone can buy for home delivery: its page (the variant's), name and variant code. */
export interface OrdinaryProduct {
  url: string;
  name: string;
  variantCode: string;
}

interface SearchProduct {
  name: string;
  defaultVariantCode: string;
  inStock: boolean;
  preOrder: boolean;
  bulky: boolean;
  personalisable: boolean;
  giftCard: string;
  hasSizes: boolean;
  onePassExclusive: boolean;
  onePassEarlyAccess: boolean;
}

interface DetailVariant {
  code: string;
  url: string;
  hdStockLevelStatus: string;
  hdStock: number;
  availableToSell: boolean;
}

/**
 * The first ordinary product a search finds (in stock, not a pre-order, bulky, personalised, gift
 * card or OnePass item, no sizes to choose) whose default variant has at least `units` for home
 * delivery. The other journeys buy the first lamp, so this searches for something else (a vase)
 * and their purchases leave its stock alone.
 */
export async function ordinaryProduct(base: string, term = "vase", units = 10): Promise<OrdinaryProduct> {
  const res = await fetch(`${base}/api/search?${new URLSearchParams({ searchTerm: term })}`);
  const body = (await res.json()) as { data: { products: SearchProduct[] } };
  for (const p of body.data.products) {
    if (!p.inStock || p.preOrder || p.bulky || p.personalisable || p.giftCard || p.hasSizes) continue;
    if (p.onePassExclusive || p.onePassEarlyAccess) continue;
    const d = await fetch(`${base}/api/products/${encodeURIComponent(p.defaultVariantCode)}`);
    if (!d.ok) continue;
    const detail = (await d.json()) as { data: { product: { variants?: DetailVariant[] } } };
    const v = detail.data.product.variants?.find((x) => x.code === p.defaultVariantCode);
    if (v && v.availableToSell && v.hdStockLevelStatus === "inStock" && v.hdStock >= units) {
      return { url: v.url, name: p.name, variantCode: v.code };
    }
  }
  throw new Error(`no ordinary "${term}" with ${units} units for home delivery at ${base}`);
}

/** Signs in at /staff with the form and waits for the back office's bar. */
export async function staffSignIn(page: Page, base: string, email: string) {
  await page.goto(base + "/staff");
  await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("staff-who").waitFor();
}

/** A back office list's API: the fulfilment queue or the returns. */
export type StaffList = "/api/staff/consignments" | "/api/staff/returns";

interface ListAnswer {
  data: {
    consignments?: { consignment: { code: string; status: string } }[];
    returns?: { returnCode: string; status: string }[];
  };
}

/** The rows a list's answer draws, as "code status" (data-consignment or data-return). */
function rowsOf(body: ListAnswer): { attr: string; rows: string[] } {
  if (body.data.consignments) {
    return {
      attr: "data-consignment",
      rows: body.data.consignments.map((c) => `${c.consignment.code} ${c.consignment.status}`),
    };
  }
  return { attr: "data-return", rows: (body.data.returns ?? []).map((r) => `${r.returnCode} ${r.status}`) };
}

/**
 * Runs an action that loads a back office list (signing in, a filter, a status tab, the next page)
 * and waits for the list's answer from the API, the one asked with these query parameters (null:
 * absent), then until the table draws exactly that answer's rows and statuses. The lists keep
 * showing the previous answer while the next one loads (and refetch after each change), so what a
 * table holds means nothing until then.
 */
export async function listAfter(
  page: Page,
  list: StaffList,
  params: Record<string, string | null>,
  action: () => Promise<unknown>,
) {
  const answered = page.waitForResponse((r) => {
    const u = new URL(r.url());
    return (
      u.pathname === list &&
      r.request().method() === "GET" &&
      r.ok() &&
      Object.entries(params).every(([k, v]) => u.searchParams.get(k) === v)
    );
  });
  await action();
  const { attr, rows } = rowsOf((await (await answered).json()) as ListAnswer);
  await expect
    .poll(
      () =>
        page
          .locator(`tr[${attr}]`)
          .evaluateAll(
            (trs, a) =>
              trs.map(
                (tr) =>
                  `${tr.getAttribute(a)} ${tr.querySelector("[data-status]")?.getAttribute("data-status")}`,
              ),
            attr,
          ),
      { message: `the table drawing the answer of ${list}` },
    )
    .toEqual(rows);
}

/**
 * Pages through a back office list (its "Pages" navigation, Next) until target is on the page, up
 * to maxPages; fails naming what it looked for. The list on screen must be drawn from the current
 * answer (see listAfter); each next page is waited for the same way.
 */
export async function findOnPages(page: Page, list: StaffList, target: Locator, what: string, maxPages = 40) {
  const pager = page.getByRole("navigation", { name: "Pages" });
  for (let n = 1; n <= maxPages; n++) {
    if ((await target.count()) > 0) return;
    const next = pager.getByRole("link", { name: /^Next/ });
    if ((await next.count()) === 0) break;
    const shown = (await pager.getByText(/^Page \d+ of/).textContent()) ?? "";
    const at = Number(/^Page (\d+)/.exec(shown)?.[1] ?? "0");
    await listAfter(page, list, { page: String(at + 1) }, () => next.click());
  }
  throw new Error(`${what}: not on any page of the list at ${page.url()}`);
}

/** Dollars and cents from "$1,234.50". */
export function dollars(text: string): number {
  const m = /^\$(\d[\d,]*\.\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`not an amount in dollars: "${text}"`);
  return Number(m[1]!.replace(/,/g, ""));
}

/** Text to match literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
