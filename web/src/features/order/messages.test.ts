import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { checkLookup, lookupProblem, messages, returnFieldText, serverMessage } from "./messages";

describe("order number and e-mail", () => {
  it("trims both and sends them when they are good", () => {
    expect(checkLookup({ orderId: " 30000001 ", email: " ann@example.com\t" })).toEqual({
      lookup: { orderId: "30000001", email: "ann@example.com" },
      errors: {},
    });
  });
  it("an empty number is invalid-order-number, an empty e-mail invalid-email-address", () => {
    expect(checkLookup({ orderId: "  ", email: "" }).errors).toEqual({
      orderId: "Please enter a valid order number.",
      email: "Please enter a valid e-mail address.",
    });
  });
  it("order numbers are digits only; e-mails need their pattern", () => {
    expect(checkLookup({ orderId: "A123", email: "ann@" }).errors).toEqual({
      orderId: messages["invalid-order-number"],
      email: messages["invalid-email-address"],
    });
  });
});

describe("lookup failures", () => {
  it("maps the server's field errors to orderId and email", () => {
    const err = new ApiError(400, {
      code: "ERR_VALIDATION",
      message: "Please check the order number and e-mail address.",
      fields: { orderId: "invalid-order-number", email: "invalid-email-address" },
    });
    expect(lookupProblem(err)).toEqual({
      fields: { orderId: messages["invalid-order-number"], email: messages["invalid-email-address"] },
    });
  });
  it("a wrong pair and too many tries show the server's message", () => {
    const notFound = new ApiError(404, {
      code: "ERR_ORDER_NOT_FOUND",
      message: "We couldn't find an order with that number and e-mail address.",
    });
    expect(lookupProblem(notFound).message).toBe(
      "We couldn't find an order with that number and e-mail address.",
    );
    const limited = new ApiError(429, { code: "ERR_RATE_LIMITED", message: "Slow down, please." });
    expect(lookupProblem(limited).message).toBe("Slow down, please.");
    expect(lookupProblem(new ApiError(429, { code: "ERR_RATE_LIMITED", message: "" })).message).toBe(
      messages["rate-limited"],
    );
  });
  it("any other failure without a message is unknownError", () => {
    expect(lookupProblem(new TypeError("Failed to fetch")).message).toBe(messages.unknownError);
    expect(lookupProblem(new ApiError(502, { code: "unsuccessful", message: "Bad Gateway" })).message).toBe(
      messages.unknownError,
    );
    expect(serverMessage(new ApiError(500, { code: "ERR_INTERNAL", message: "" }))).toBe(
      messages.unknownError,
    );
    expect(serverMessage(new ApiError(503, { code: "ERR_SERVICE_BUSY", message: "We're busy." }))).toBe(
      "We're busy.",
    );
  });
});

describe("return form field texts", () => {
  it.each([
    ["returnEntries[0].returnQty", "Incorrect quantity", "Incorrect quantity"],
    ["firstName", "missing-args", "What is your first name?"],
    ["lastName", "invalid-length", "Please enter a last name between 2 and 32 characters."],
    ["email", "invalid-email-address", "Please enter a valid e-mail address."],
    ["phone", "invalid-format", "Please enter a valid mobile number."],
    ["line1", "missing-args", "What is your street address?"],
    ["town", "missing-args", "What is your suburb?"],
    ["state", "invalid-format", "Please select a state"],
    ["postalCode", "invalid-postcode", "Please enter a postcode with 4 digits."],
    ["location", "location-error", "Please enter a valid postcode or suburb"],
    ["singleLineLabel", "single-line-address-error", "Please select a valid address"],
  ])("%s %s", (field, key, want) => expect(returnFieldText(field, key)).toBe(want));
});
