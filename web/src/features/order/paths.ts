// The order pages' addresses (docs/web.md, "Pages"). The order history's route is exact, so one order
// is shown there by the query parameter ?order=.

export const ORDER_HISTORY_PATH = "/my-account/order-details";
export const TRACK_ORDER_PATH = "/track-order";
export const RETURNS_PATH = "/returns";

/**
 * The returns portal opened with an order (its number, and its e-mail when the page has it): the
 * lookup form starts filled in, also after a reload or from a link (docs/orders.md "The return journey").
 */
export function returnsPath(lookup?: Partial<ReturnsState>): string {
  const q = new URLSearchParams();
  if (lookup?.orderId) q.set("orderId", lookup.orderId);
  if (lookup?.email) q.set("email", lookup.email);
  const qs = q.toString();
  return qs ? `${RETURNS_PATH}?${qs}` : RETURNS_PATH;
}

/**
 * The order a page's address names, even in part: ?orderId= (or ?order=, the after-order e-mails'
 * tracking link) and ?email=, trimmed; undefined when it names neither.
 */
export function lookupFromQuery(search: string): Partial<ReturnsState> | undefined {
  const q = new URLSearchParams(search);
  const orderId = (q.get("orderId") ?? q.get("order") ?? "").trim();
  const email = (q.get("email") ?? "").trim();
  if (!orderId && !email) return undefined;
  return { orderId: orderId || undefined, email: email || undefined };
}

/** The order history on a tab: online (the default) or store. */
export const orderHistoryPath = (tab: "online" | "store" = "online") =>
  tab === "store" ? `${ORDER_HISTORY_PATH}?tab=store` : ORDER_HISTORY_PATH;

export const orderDetailsPath = (orderCode: string) =>
  `${ORDER_HISTORY_PATH}?${new URLSearchParams({ order: orderCode })}`;

export const collectionDetailsPath = (orderCode: string) =>
  `/my-account/collection-details/${encodeURIComponent(orderCode)}`;

export const storeOrderPath = (receiptCode: string) =>
  `/my-account/store-order/${encodeURIComponent(receiptCode)}`;

export const storeOrderSummaryPath = (receiptCode: string) =>
  `/my-account/store-order-summary/${encodeURIComponent(receiptCode)}`;

/** What the returns portal may be opened with (router state): the order to look up. */
export interface ReturnsState {
  orderId: string;
  email: string;
}

/** The order a page sent the shopper here with (router state), if any. */
export function lookupFromState(state: unknown): Partial<ReturnsState> | undefined {
  if (!state || typeof state !== "object") return undefined;
  const { orderId, email } = state as Partial<Record<keyof ReturnsState, unknown>>;
  return {
    orderId: typeof orderId === "string" ? orderId : undefined,
    email: typeof email === "string" ? email : undefined,
  };
}
