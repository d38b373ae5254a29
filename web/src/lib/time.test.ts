import { describe, expect, it } from "vitest";
import { formatEarlyAccess, isAEDT } from "./time";

describe("formatEarlyAccess (Melbourne time, h or h:mma and D/M)", () => {
  it("shows a whole hour without minutes in AEDT", () => {
    // 2026-11-28 08:00 UTC is 7pm AEDT (UTC+11).
    expect(formatEarlyAccess(Date.UTC(2026, 10, 28, 8, 0))).toBe("7pm 28/11");
  });
  it("shows minutes when there are some", () => {
    expect(formatEarlyAccess(Date.UTC(2026, 10, 28, 8, 30))).toBe("7:30pm 28/11");
  });
  it("uses AEST (UTC+10) in winter", () => {
    // 2026-07-01 09:00 UTC is 7pm AEST.
    expect(formatEarlyAccess(Date.UTC(2026, 6, 1, 9, 0))).toBe("7pm 1/7");
    expect(isAEDT(Date.UTC(2026, 6, 1, 9, 0))).toBe(false);
    expect(isAEDT(Date.UTC(2026, 10, 28, 8, 0))).toBe(true);
  });
  it("shows morning times with am", () => {
    expect(formatEarlyAccess(Date.UTC(2026, 10, 27, 22, 15))).toBe("9:15am 28/11");
  });
});
