import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it.each([
    [0, "$0.00"],
    [12.5, "$12.50"],
    [1234.56, "$1,234.56"],
    [1299, "$1,299.00"],
  ])("formats %s as %s", (value, want) => {
    expect(formatMoney(value)).toBe(want);
  });
});
