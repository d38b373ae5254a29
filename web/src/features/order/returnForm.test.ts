import { describe, expect, it } from "vitest";
import {
  fieldOrder,
  itemsIssues,
  returnRequest,
  returnSchema,
  serverErrors,
  summaryMessage,
  type ReturnValues,
} from "./returnForm";

const entries = [
  { productCode: "A1", returnableQuantity: 2 },
  { productCode: "B2", returnableQuantity: 0 },
  { productCode: "C3", returnableQuantity: 1 },
];

const values = (over: Partial<ReturnValues> = {}): ReturnValues => ({
  items: [
    { quantity: 0, reason: "" },
    { quantity: 0, reason: "" },
    { quantity: 0, reason: "" },
  ],
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  phone: "0412 345 678",
  singleLineId: "",
  singleLineLabel: "",
  line1: "12 Church Street",
  line2: "",
  town: "Richmond",
  state: "VIC",
  postalCode: "3121",
  location: "",
  ...over,
});

describe("the items' rules", () => {
  it("asks for at least one item", () => {
    expect(itemsIssues(values().items, entries)).toEqual([
      { path: ["items"], message: "Please select at least one return item from the order" },
    ]);
  });
  it("a quantity above what can be returned is incorrect; a chosen item needs a reason", () => {
    const items = [
      { quantity: 3, reason: "faulty" },
      { quantity: 0, reason: "" },
      { quantity: 1, reason: "" },
    ];
    expect(itemsIssues(items, entries)).toEqual([
      { path: ["items", 0, "quantity"], message: "Incorrect quantity" },
      { path: ["items", 2, "reason"], message: "Please select return reason" },
    ]);
  });
  it("accepts an item with a quantity and a reason", () => {
    const items = [
      { quantity: 2, reason: "changed-mind" },
      { quantity: 0, reason: "" },
      { quantity: 0, reason: "" },
    ];
    expect(itemsIssues(items, entries)).toEqual([]);
  });
});

describe("the schema (zod)", () => {
  const good = values({
    items: [
      { quantity: 1, reason: "faulty" },
      { quantity: 0, reason: "" },
      { quantity: 0, reason: "" },
    ],
  });
  it("passes a good manual address and checks its parts", () => {
    expect(returnSchema(entries, "manual").safeParse(good).success).toBe(true);
    const bad = returnSchema(entries, "manual").safeParse({ ...good, postalCode: "31", phone: "" });
    expect(bad.success).toBe(false);
    const byPath = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(byPath).toEqual({
      postalCode: "Please enter a postcode with 4 digits.",
      phone: "What is your mobile number?",
    });
  });
  it("the finder's mode needs a chosen address", () => {
    const r = returnSchema(entries, "single").safeParse({ ...good, line1: "" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["singleLineId", "Please select a valid address"],
    ]);
  });
});

describe("the summary at the top", () => {
  const msg = (m: Record<string, string>) => (n: string) => m[n];
  it("an item's problem first, then the address, then the sender", () => {
    expect(
      summaryMessage(
        ["items.2.reason", "line1", "firstName"],
        msg({ "items.2.reason": "Please select return reason" }),
      ),
    ).toBe("Please select return reason");
    expect(summaryMessage(["line1", "firstName"], msg({}))).toBe("Please select a valid address");
    expect(summaryMessage(["phone"], msg({}))).toBe("Shipping information is invalid");
    expect(summaryMessage([], msg({}))).toBeUndefined();
  });
  it("lists fields in screen order", () => {
    expect(fieldOrder(1, "single")).toEqual([
      "items",
      "items.0.quantity",
      "items.0.reason",
      "firstName",
      "lastName",
      "email",
      "phone",
      "singleLineId",
    ]);
  });
});

describe("the request", () => {
  it("sends only items with a quantity, and the typed address with its location", () => {
    const v = values({
      items: [
        { quantity: 0, reason: "" },
        { quantity: 0, reason: "" },
        { quantity: 1, reason: "wrong-size" },
      ],
      town: " Richmond ",
    });
    const { request, sent } = returnRequest(
      { orderId: "30000001", email: "ann@example.com" },
      entries,
      v,
      "manual",
    );
    expect(sent).toEqual([2]);
    expect(request).toEqual({
      orderId: "30000001",
      email: "ann@example.com",
      returnEntries: [{ productCode: "C3", returnQty: 1, reasonForReturn: "wrong-size" }],
      address: {
        firstName: "Ann",
        lastName: "Lee",
        email: "ann@example.com",
        phone: "0412 345 678",
        line1: "12 Church Street",
        line2: "",
        town: "Richmond",
        state: "VIC",
        postalCode: "3121",
        location: "Richmond VIC 3121",
      },
    });
  });
  it("sends the finder's label and id in its mode", () => {
    const v = values({
      items: [
        { quantity: 2, reason: "faulty" },
        { quantity: 0, reason: "" },
        { quantity: 0, reason: "" },
      ],
      singleLineId: "GNAF-1",
      singleLineLabel: "12 Church Street, Richmond VIC 3121",
    });
    const { request } = returnRequest({ orderId: "1", email: "a@b.co" }, entries, v, "single");
    expect(request.address).toEqual({
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      phone: "0412 345 678",
      singleLineLabel: "12 Church Street, Richmond VIC 3121",
      id: "GNAF-1",
    });
  });
});

describe("the server's field errors on the form", () => {
  it("maps returnEntries[n] back to the form's item through what was sent", () => {
    expect(
      serverErrors(
        {
          "returnEntries[0].returnQty": "Incorrect quantity",
          "returnEntries[1].reasonForReturn": "Please select return reason",
        },
        [0, 2],
        "manual",
      ),
    ).toEqual([
      { name: "items.0.quantity", message: "Incorrect quantity" },
      { name: "items.2.reason", message: "Please select return reason" },
    ]);
  });
  it("the items, the address parts, the location and the sender", () => {
    expect(
      serverErrors(
        {
          returnEntries: "Please select at least one return item from the order",
          line1: "missing-args",
          postalCode: "invalid-postcode",
          location: "location-error",
          singleLineLabel: "single-line-address-error",
          phone: "invalid-format",
          firstName: "missing-args",
        },
        [],
        "manual",
      ),
    ).toEqual([
      { name: "items", message: "Please select at least one return item from the order" },
      { name: "line1", message: "What is your street address?" },
      { name: "postalCode", message: "Please enter a postcode with 4 digits." },
      { name: "location", message: "Please enter a valid postcode or suburb" },
      { name: "phone", message: "Please enter a valid mobile number." },
      { name: "firstName", message: "What is your first name?" },
    ]);
  });
  it("the finder's error in its mode; typed parts are not shown there", () => {
    expect(
      serverErrors({ singleLineLabel: "single-line-address-error", town: "missing-args" }, [], "single"),
    ).toEqual([{ name: "singleLineId", message: "Please select a valid address" }]);
  });
});
