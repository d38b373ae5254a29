// The delivery location search keeps one place only when the answer names one; a partial postcode or
// a suburb name several places share is the shopper's to choose (docs/stores.md#suburb-search).
import { describe, expect, it } from "vitest";
import { oneLocation } from "./DeliveryPanel";

const place = (suburb: string, state: string, postalCode: string) => ({
  suburb,
  state,
  postalCode,
  plainText: `${suburb} ${state} ${postalCode}`,
});

describe("oneLocation", () => {
  it("keeps a single match, a whole postcode, and a suburb's whole name that one place has", () => {
    expect(oneLocation("3000", [place("Melbourne", "VIC", "3000")])?.postalCode).toBe("3000");
    expect(
      oneLocation("3121", [place("Richmond", "VIC", "3121"), place("Burnley", "VIC", "3121")])?.suburb,
    ).toBe("Richmond");
    expect(
      oneLocation("parramatta", [place("Parramatta", "NSW", "2150"), place("Parramatta Park", "QLD", "4870")])
        ?.postalCode,
    ).toBe("2150");
  });

  it("leaves a partial postcode, a shared suburb name and a part of a name to the shopper", () => {
    expect(
      oneLocation("30", [place("Abbotsford", "VIC", "3067"), place("Albion", "VIC", "3020")]),
    ).toBeNull();
    expect(
      oneLocation("Richmond", [place("Richmond", "NSW", "2753"), place("Richmond", "VIC", "3121")]),
    ).toBeNull();
    expect(
      oneLocation("Melbourne", [place("Melbourne", "VIC", "3000"), place("Melbourne", "VIC", "3004")]),
    ).toBeNull();
    expect(
      oneLocation("rich", [place("Rich Avon", "VIC", "3480"), place("Richards", "NSW", "2765")]),
    ).toBeNull();
    expect(oneLocation("3000", [])).toBeNull();
  });
});
