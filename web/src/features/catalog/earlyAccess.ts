import { formatEarlyAccess } from "../../lib/time";
import type { Summary } from "./types";

export type EarlyAccessView = { kind: "none" } | { kind: "comingSoon"; label: string } | { kind: "open" };

/**
 * docs/catalog.md#early-access: before the start a coming-soon teaser with the start time in Melbourne time; between
 * start and end (end optional) only signed-in active members may buy; after the end no teaser.
 */
export function earlyAccessView(
  p: Pick<Summary, "onePassEarlyAccess" | "onePassStartDate" | "onePassEndDate">,
  now: number,
  activeMember: boolean,
): EarlyAccessView {
  if (!p.onePassEarlyAccess || !p.onePassStartDate) return { kind: "none" };
  if (now < p.onePassStartDate)
    return {
      kind: "comingSoon",
      label: `Early access for OnePass members from ${formatEarlyAccess(p.onePassStartDate)}`,
    };
  const ended = p.onePassEndDate !== 0 && now >= p.onePassEndDate;
  if (ended || activeMember) return { kind: "none" };
  return { kind: "open" };
}
