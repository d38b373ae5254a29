import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ADDRESS_LINE_1,
  ADDRESS_LINE_2,
  addressLineRule,
  emailRule,
  enteredPasswordRule,
  fields,
  internationalPostcodeRule,
  isAustralianMobile,
  isEmail,
  mobileRule,
  msg,
  nameRule,
  passwordRule,
  phoneRule,
  postcodeRule,
  selectedAddressRule,
  stateRule,
  suburbRule,
  zodResolver,
} from "./validation";

describe("message texts (docs/validation.md#message-texts, verbatim)", () => {
  it.each([
    [msg.required("first name"), "What is your first name?"],
    [msg.invalid("mobile number"), "Please enter a valid mobile number."],
    [msg.length("password", 6, 32), "Please enter a password between 6 and 32 characters."],
    [msg.passwordRequired, "Please enter your password"],
    [msg.emailRequired, "Please enter your e-mail address"],
    [msg.passwordChars, "Please enter a password without ~ or spaces."],
    [msg.postcode, "Please enter a postcode with 4 digits."],
    [msg.selectAddress, "Please select an address"],
  ])("%s", (got, want) => expect(got).toBe(want));
});

describe("names", () => {
  const rule = nameRule("first name");
  it.each([
    ["Jo", undefined],
    ["Mary-Jane", undefined],
    ["O'Brien", undefined],
    ["O’Brien", undefined],
    ["Anne Marie", undefined],
    ["Zoë", undefined],
    ["  Li  ", undefined],
    ["", "What is your first name?"],
    ["   ", "What is your first name?"],
    ["J", "Please enter a first name between 2 and 32 characters."],
    ["A".repeat(33), "Please enter a first name between 2 and 32 characters."],
    ["A".repeat(32), undefined],
    ["1234", "Please enter a valid first name."],
    ["Jo3", "Please enter a valid first name."],
    ["Jo!", "Please enter a valid first name."],
  ])("%j → %s", (v, want) => expect(rule(v)).toBe(want));
});

describe("Australian mobile", () => {
  it.each([
    ["0412345678", true],
    ["0412 345 678", true],
    ["04-1234-5678", true],
    ["+61412345678", true],
    ["+61 412 345 678", true],
    ["0512345678", true],
    ["(04) 1234-5678", true],
    ["04123456789012", true], // 0 and up to 14 digits
    ["041234567890123", false], // 15 digits starting 0
    ["+614123456789012", true], // 16 characters
    ["+6141234567890123", false], // 17
    ["041234567", false], // 9 digits
    ["0298765432", false], // a landline
    ["412345678", false], // neither 0 nor +61
    ["+44412345678", false],
    ["04123abc78", false],
  ])("%s → %s", (v, ok) => expect(isAustralianMobile(v)).toBe(ok));

  it("required and optional variants", () => {
    expect(mobileRule(true)("")).toBe("What is your mobile number?");
    expect(mobileRule(false)("")).toBeUndefined();
    expect(mobileRule(false)("12")).toBe("Please enter a valid mobile number.");
  });

  it("phone: 9-16 digits", () => {
    expect(phoneRule(false)("029876543")).toBeUndefined();
    expect(phoneRule(false)("02987654")).toBe("Please enter a valid phone number.");
    expect(phoneRule(false)("1".repeat(17))).toBe("Please enter a valid phone number.");
  });
});

describe("password", () => {
  it.each([
    ["", "Please enter your password"],
    ["abc12", "Please enter a password between 6 and 32 characters."],
    ["abc123", undefined],
    ["x".repeat(32), undefined],
    ["x".repeat(33), "Please enter a password between 6 and 32 characters."],
    ["abc 123", "Please enter a password without ~ or spaces."],
    ["a b", "Please enter a password between 6 and 32 characters."], // length first, as the server
    ["abc~123", "Please enter a password without ~ or spaces."],
    ["P@ss!w0rd#", undefined],
  ])("%j → %s", (v, want) => expect(passwordRule(v)).toBe(want));

  it("a password typed to sign in is only required", () => {
    expect(enteredPasswordRule("")).toBe("Please enter your password");
    expect(enteredPasswordRule("a b")).toBeUndefined();
  });
});

describe("e-mail", () => {
  it.each([
    ["jo@example.com", true],
    ["jo.smith+shop@mail.example.com.au", true],
    ["jo@[192.168.1.1]", true],
    [`${"a".repeat(64)}@example.com`, true],
    [`${"a".repeat(65)}@example.com`, false],
    ["jo@", false],
    ["@example.com", false],
    ["jo@example", false],
    ["jo..smith@example.com", false],
    ["jo smith@example.com", false],
    ["jo@[999.1.1.1]", false],
  ])("%s → %s", (v, ok) => expect(isEmail(v)).toBe(ok));

  it("messages", () => {
    expect(emailRule("")).toBe("Please enter your e-mail address");
    expect(emailRule("nope")).toBe("Please enter a valid e-mail address.");
    expect(emailRule(" jo@example.com ")).toBeUndefined();
  });
});

describe("address", () => {
  const line1 = addressLineRule(true, ADDRESS_LINE_1);
  const line2 = addressLineRule(false, ADDRESS_LINE_2);
  it.each([
    ["12 George St", undefined],
    ["Unit 4/12 O'Connell-Smith Rd", undefined],
    ["", "What is your street address?"],
    ["1", "Please enter a street address between 2 and 30 characters."],
    ["x".repeat(31), "Please enter a street address between 2 and 30 characters."],
    ["12 George St #4", "Please enter a valid street address."],
  ])("line 1 %j → %s", (v, want) => expect(line1(v)).toBe(want));

  it("line 2 is optional but follows the same rule", () => {
    expect(line2("")).toBeUndefined();
    expect(line2("Level 3")).toBeUndefined();
    expect(line2("L")).toBe("Please enter a second address line between 2 and 30 characters.");
  });

  it.each([
    ["Parramatta", undefined],
    ["Surry Hills", undefined],
    ["O'Connor", undefined],
    ["", "What is your suburb?"],
    ["x".repeat(65), "Please enter a suburb between 1 and 64 characters."],
    ["2150", "Please enter a valid suburb."],
  ])("suburb %j → %s", (v, want) => expect(suburbRule(v)).toBe(want));

  it.each([
    ["NSW", undefined],
    ["vic", undefined],
    ["", "Please select a state"],
    ["N/A", "Please select a state"],
    ["XYZ", "Please select a state"],
  ])("state %j → %s", (v, want) => expect(stateRule(v)).toBe(want));

  it.each([
    ["2150", undefined],
    ["0800", undefined],
    ["", "What is your postcode?"],
    ["215", "Please enter a postcode with 4 digits."],
    ["21500", "Please enter a postcode with 4 digits."],
    ["21a0", "Please enter a postcode with 4 digits."],
  ])("postcode %j → %s", (v, want) => expect(postcodeRule(v)).toBe(want));

  it("international postal code: 2-10 letters, digits, hyphens, spaces", () => {
    expect(internationalPostcodeRule("SW1A 1AA")).toBeUndefined();
    expect(internationalPostcodeRule("1")).toBe("Please enter a valid postal code.");
  });

  it("the single-line form needs a chosen address", () => {
    expect(selectedAddressRule("")).toBe("Please select an address");
    expect(selectedAddressRule("addr-1")).toBeUndefined();
  });
});

describe("zodResolver", () => {
  const schema = z.object({ firstName: fields.firstName(), email: fields.email() });
  it("gives each field its first message", async () => {
    const r = await zodResolver(schema)({ firstName: "", email: "x" }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(r.errors).toMatchObject({
      firstName: { message: "What is your first name?" },
      email: { message: "Please enter a valid e-mail address." },
    });
  });
  it("passes valid values", async () => {
    const r = await zodResolver(schema)({ firstName: "Jo", email: "jo@example.com" }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({ firstName: "Jo", email: "jo@example.com" });
  });
});
