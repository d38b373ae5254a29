import { describe, expect, it } from "vitest";
import { addProduct, emptyGiftCard, emptyPersonalise, giftMessageRule, validateExtras } from "./extras";

describe("gift card and personalisation extras", () => {
  it("a physical card needs both names; an e-gift card the e-mail too", () => {
    const e = validateExtras("physical", emptyGiftCard, false, emptyPersonalise);
    expect(Object.keys(e).sort()).toEqual(["firstName", "lastName"]);
    const d = validateExtras(
      "digital",
      { ...emptyGiftCard, firstName: "Jo", lastName: "Li", recipientEmail: "x" },
      false,
      emptyPersonalise,
    );
    expect(Object.keys(d)).toEqual(["recipientEmail"]);
  });

  it("message: ≤120 characters, one line, no HTML", () => {
    expect(giftMessageRule("Happy birthday!")).toBeUndefined();
    expect(giftMessageRule("a".repeat(121))).toBeDefined();
    expect(giftMessageRule("line\nbreak")).toBeDefined();
    expect(giftMessageRule("<b>hi</b>")).toBeDefined();
  });

  it("personalisation is checked only when chosen", () => {
    expect(validateExtras("", emptyGiftCard, true, emptyPersonalise)).toEqual({});
    expect(
      validateExtras("", emptyGiftCard, true, { ...emptyPersonalise, enabled: true }).text,
    ).toBeDefined();
    expect(
      validateExtras("", emptyGiftCard, true, { ...emptyPersonalise, enabled: true, text: "A & B" }),
    ).toEqual({});
  });

  it("the add carries only the extras that apply", () => {
    expect(addProduct("1", 2, "", emptyGiftCard, false, emptyPersonalise)).toEqual({
      productCode: "1",
      quantity: 1 + 1,
    });
    const p = addProduct(
      "1",
      1,
      "digital",
      { firstName: " Jo ", lastName: "Li", recipientEmail: "jo@x.com", messageText: "" },
      true,
      {
        ...emptyPersonalise,
        enabled: true,
        text: "JL",
      },
    );
    expect(p).toEqual({
      productCode: "1",
      quantity: 1,
      firstName: "Jo",
      lastName: "Li",
      recipientEmail: "jo@x.com",
      wattleProductPersonaliseData: { Text: "JL", "Font Type": "Serif", "Font Colour": "Gold" },
    });
  });
});
