// Dates shown to shoppers are Melbourne time (AEDT/AEST), whatever the browser's zone.

// Made on first use, not when the module loads: a format with a time zone loads the zone's data,
// tens of milliseconds of a phone's main thread on every product page, for the few products in
// early access.
let parts: Intl.DateTimeFormat | undefined;
function melbourneParts(): Intl.DateTimeFormat {
  parts ??= new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Melbourne",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    day: "numeric",
    month: "numeric",
  });
  return parts;
}

/**
 * Early-access start time (docs/catalog.md#early-access): "h or h:mma, the zone, D/M" → "7pm AEDT 28/11"
 * or "7:30pm AEST 1/7". The zone is AEDT when Melbourne is 660 minutes ahead of UTC at that instant,
 * AEST otherwise.
 */
export function formatEarlyAccess(epochMs: number): string {
  const p: Record<string, string> = {};
  for (const { type, value } of melbourneParts().formatToParts(new Date(epochMs))) p[type] = value;
  const minute = p.minute === "00" ? "" : `:${p.minute}`;
  const ampm = (p.dayPeriod ?? "").toLowerCase().replace(/\./g, "").replace(/\s/g, "");
  return `${p.hour}${minute}${ampm} ${isAEDT(epochMs) ? "AEDT" : "AEST"} ${p.day}/${p.month}`;
}

/** The seed's daylight-time offset: Melbourne 660 minutes ahead of UTC is AEDT. */
export const AEDT_OFFSET_MINUTES = 660;

let wall: Intl.DateTimeFormat | undefined;

/** Melbourne's offset from UTC at the instant, in minutes (600 in winter, 660 in summer). */
export function melbourneOffsetMinutes(epochMs: number): number {
  wall ??= new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Melbourne",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  });
  const p: Record<string, number> = {};
  for (const { type, value } of wall.formatToParts(new Date(epochMs))) p[type] = Number(value);
  const asUTC = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
  return Math.round((asUTC - Math.floor(epochMs / 60000) * 60000) / 60000);
}

/** Whether Melbourne is on daylight time (AEDT: 660 minutes ahead of UTC) at the instant. */
export function isAEDT(epochMs: number): boolean {
  return melbourneOffsetMinutes(epochMs) === AEDT_OFFSET_MINUTES;
}
