// One format for opening hours wherever they are shown (the store finder, an order's collection).
import { describe, expect, it } from "vitest";
import { formatHours } from "./hours";

describe("formatHours", () => {
  it("says the server's 24-hour range in words", () => {
    expect(formatHours("09:00-17:30")).toBe("9am – 5:30pm");
    expect(formatHours("00:00-12:00")).toBe("12am – 12pm");
  });
  it("says Closed for a day without hours, and keeps text it cannot read", () => {
    expect(formatHours("")).toBe("Closed");
    expect(formatHours("By appointment")).toBe("By appointment");
  });
});
