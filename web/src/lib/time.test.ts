import { describe, expect, it } from "vitest";
import { formatEarlyAccess, isAEDT, melbourneOffsetMinutes } from "./time";

describe("formatEarlyAccess (Melbourne time, h or h:mma, AEDT or AEST, D/M)", () => {
  it("shows a whole hour without minutes in AEDT", () => {
    // 2026-11-28 08:00 UTC is 7pm AEDT (UTC+11).
    expect(formatEarlyAccess(Date.UTC(2026, 10, 28, 8, 0))).toBe("7pm AEDT 28/11");
  });
  it("shows minutes when there are some", () => {
    expect(formatEarlyAccess(Date.UTC(2026, 10, 28, 8, 30))).toBe("7:30pm AEDT 28/11");
  });
  it("uses AEST (UTC+10) in winter", () => {
    // 2026-07-01 09:00 UTC is 7pm AEST.
    expect(formatEarlyAccess(Date.UTC(2026, 6, 1, 9, 0))).toBe("7pm AEST 1/7");
    expect(isAEDT(Date.UTC(2026, 6, 1, 9, 0))).toBe(false);
    expect(isAEDT(Date.UTC(2026, 10, 28, 8, 0))).toBe(true);
  });
  it("shows morning times with am", () => {
    expect(formatEarlyAccess(Date.UTC(2026, 10, 27, 22, 15))).toBe("9:15am AEDT 28/11");
  });
});

describe("the zone is decided by Melbourne's offset (660 minutes is AEDT)", () => {
  it("is 660 minutes in summer and 600 in winter", () => {
    expect(melbourneOffsetMinutes(Date.UTC(2026, 10, 28, 8, 0))).toBe(660);
    expect(melbourneOffsetMinutes(Date.UTC(2026, 6, 1, 9, 0))).toBe(600);
  });
  it("changes at the daylight-saving boundaries (first Sunday of April and of October, 3am and 2am)", () => {
    // Daylight time ends at 3am AEDT on Sunday 5 April 2026 (16:00 UTC on the 4th).
    expect(formatEarlyAccess(Date.UTC(2026, 3, 4, 15, 59))).toBe("2:59am AEDT 5/4");
    expect(formatEarlyAccess(Date.UTC(2026, 3, 4, 16, 0))).toBe("2am AEST 5/4");
    // It starts at 2am AEST on Sunday 4 October 2026 (16:00 UTC on the 3rd).
    expect(formatEarlyAccess(Date.UTC(2026, 9, 3, 15, 59))).toBe("1:59am AEST 4/10");
    expect(formatEarlyAccess(Date.UTC(2026, 9, 3, 16, 0))).toBe("3am AEDT 4/10");
  });
});
