import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it.each([
    [0, "$0.00"],
    [12.5, "$12.50"],
    [1234.56, "$1,234.56"],
    [1299, "$1,299.00"],
    [1234567.891, "$1,234,567.89"],
    [0.005, "$0.01"],
    [-5, "-$5.00"],
    [-0.001, "$0.00"],
  ])("formats %s as %s", (value, want) => {
    expect(formatMoney(value)).toBe(want);
  });

  it("writes what the browser's en-AU currency format writes", () => {
    const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });
    for (const v of [0, 0.1, 9.99, 19.5, 100, 1000, 65432.1, 999999.99, -12.34]) {
      expect(formatMoney(v)).toBe(aud.format(v));
    }
  });
});
