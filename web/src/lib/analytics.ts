// Analytics events. The shop sends nothing anywhere yet: events are kept in memory (the last 100) so
// tests and a future tag manager can read them. Never blocks, never throws.

export interface AnalyticsEvent {
  name: string;
  data: Record<string, unknown>;
  at: number;
}

const events: AnalyticsEvent[] = [];

/** Record an event. */
export function track(name: string, data: Record<string, unknown> = {}): void {
  events.push({ name, data, at: Date.now() });
  if (events.length > 100) events.shift();
}

/** The events recorded so far (a copy). */
export function recordedEvents(): AnalyticsEvent[] {
  return events.slice();
}

/** Forget every recorded event (tests). */
export function clearEvents(): void {
  events.length = 0;
}

/** Where a sign-in started, from the `from` query parameter (docs/web.md#navigation-rules): only analytics reads it. */
export type SignInSource = "ShopPlus" | "Offer" | "OnePass" | "FlyBuys" | "other";

export function signInSource(from: string | null | undefined): SignInSource | undefined {
  if (!from) return undefined;
  const known: SignInSource[] = ["ShopPlus", "Offer", "OnePass", "FlyBuys"];
  return known.find((k) => k.toLowerCase() === from.toLowerCase()) ?? "other";
}
