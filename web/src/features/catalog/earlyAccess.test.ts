import { describe, expect, it } from "vitest";
import { earlyAccessView } from "./earlyAccess";

const start = Date.UTC(2026, 10, 28, 8, 0); // 7pm AEDT 28/11
const end = start + 3 * 864e5;

describe("earlyAccessView (docs/catalog.md#early-access)", () => {
  it.each([
    [
      "not early access",
      { onePassEarlyAccess: false, onePassStartDate: 0, onePassEndDate: 0 },
      start,
      false,
      "none",
    ],
    [
      "before start: teaser",
      { onePassEarlyAccess: true, onePassStartDate: start, onePassEndDate: end },
      start - 1,
      false,
      "comingSoon",
    ],
    [
      "in window, not a member",
      { onePassEarlyAccess: true, onePassStartDate: start, onePassEndDate: end },
      start + 1,
      false,
      "open",
    ],
    [
      "in window, active member",
      { onePassEarlyAccess: true, onePassStartDate: start, onePassEndDate: end },
      start + 1,
      true,
      "none",
    ],
    [
      "open ended",
      { onePassEarlyAccess: true, onePassStartDate: start, onePassEndDate: 0 },
      end * 2,
      false,
      "open",
    ],
    [
      "after end",
      { onePassEarlyAccess: true, onePassStartDate: start, onePassEndDate: end },
      end,
      false,
      "none",
    ],
  ] as const)("%s", (_name, p, now, member, kind) => {
    expect(earlyAccessView(p, now, member).kind).toBe(kind);
  });
  it("labels the start in Melbourne time", () => {
    const v = earlyAccessView(
      { onePassEarlyAccess: true, onePassStartDate: start, onePassEndDate: end },
      start - 1,
      false,
    );
    expect(v).toEqual({ kind: "comingSoon", label: "Early access for OnePass members from 7pm AEDT 28/11" });
  });
});
