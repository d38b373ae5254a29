import { describe, expect, it } from "vitest";
import { streetLineOf } from "./addressFinder";

describe("streetLineOf", () => {
  it.each([
    ["120 Collins Street", "120 Collins Street"],
    ["120 collins st melbourne", "120 collins st"],
    ["120 Collins St, Melbourne VIC 3000", "120 Collins St"],
    ["12 acland st st kilda", "12 acland st"],
    ["120 St Georges Tce Perth", "120 St Georges Tce"],
    ["Level 12, 120 Collins Street, Melbourne", "120 Collins Street"],
    ["2/14 Zetland Rd", "2/14 Zetland Rd"],
    ["Unit 2/14 Zetland Rd Zetland", "Unit 2/14 Zetland Rd"],
    ["12 Zet", "12 Zet"],
    ["12a Smith", "12a Smith"],
  ])("%s → %s", (typed, want) => {
    expect(streetLineOf(typed)).toBe(want);
  });

  it.each([
    "Melbourne VIC 3000", // no street line
    "3000",
    "Level 12",
    "12",
    "120 Woolloomooloo Bay Foreshore Promenade", // past 30 characters
    "12 Smith #4 Road", // a character line 1 does not take
  ])("%s → nothing", (typed) => {
    expect(streetLineOf(typed)).toBe("");
  });
});
