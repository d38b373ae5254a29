import { describe, expect, it } from "vitest";
import { formatCount } from "./numbers";

describe("formatCount", () => {
  it("groups thousands as en-AU does", () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -1234]) {
      expect(formatCount(n)).toBe(n.toLocaleString("en-AU"));
    }
  });
  it("drops a fraction", () => {
    expect(formatCount(1234.9)).toBe("1,234");
  });
});
