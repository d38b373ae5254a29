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

/** Early-access start time (docs/catalog.md#early-access): "h or h:mma and D/M" → "7pm 28/11" or "7:30pm 28/11". */
export function formatEarlyAccess(epochMs: number): string {
  const p: Record<string, string> = {};
  for (const { type, value } of melbourneParts().formatToParts(new Date(epochMs))) p[type] = value;
  const minute = p.minute === "00" ? "" : `:${p.minute}`;
  const ampm = (p.dayPeriod ?? "").toLowerCase().replace(/\./g, "").replace(/\s/g, "");
  return `${p.hour}${minute}${ampm} ${p.day}/${p.month}`;
}

/** Whether Melbourne is on daylight time (AEDT, +660 minutes) at the instant. */
export function isAEDT(epochMs: number): boolean {
  const name = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Melbourne", timeZoneName: "short" })
    .formatToParts(new Date(epochMs))
    .find((x) => x.type === "timeZoneName")?.value;
  return name === "AEDT" || name === "GMT+11";
}
