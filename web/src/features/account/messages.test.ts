import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { fieldErrors, fieldMessage, genericMessage, lockedMessage } from "./messages";
import { afterSignOutPath, forgotPasswordPath, isProtectedPath, safeRedirect } from "./navigation";

describe("server field messages", () => {
  it.each([
    ["j_username", "missing-args", "Please enter your e-mail address"],
    ["emailAddress", "invalid-email-address", "Please enter a valid e-mail address."],
    ["j_password", "missing-args", "Please enter your password"],
    ["password", "invalid-length", "Please enter a password between 6 and 32 characters."],
    ["password", "invalid-password", "Please enter a password without ~ or spaces."],
    ["firstName", "missing-args", "What is your first name?"],
    ["lastName", "invalid-length", "Please enter a last name between 2 and 32 characters."],
    ["mobileNumber", "invalid-format", "Please enter a valid mobile number."],
    ["line1", "invalid-length", "Please enter a street address between 2 and 30 characters."],
    ["town", "missing-args", "What is your suburb?"],
    ["state", "missing-args", "Please select a state"],
    ["postalCode", "invalid-postcode", "Please enter a postcode with 4 digits."],
    ["singleLineLabel", "select-address", "Please select an address"],
    ["phone", "malformed-request", "Please enter a valid mobile number."],
    ["storeNumber", "Please enter a valid store", "Please enter a valid store"],
  ])("%s %s", (field, key, want) => expect(fieldMessage(field, key)).toBe(want));

  it("maps wire names to the form's", () => {
    const err = new ApiError(400, {
      code: "ERR_VALIDATION",
      message: "x",
      fields: { j_username: "invalid-email-address", j_password: "missing-args" },
    });
    expect(fieldErrors(err, { j_username: "email", j_password: "password" })).toEqual({
      email: "Please enter a valid e-mail address.",
      password: "Please enter your password",
    });
  });

  it("never shows a raw code", () => {
    expect(genericMessage(new ApiError(500, { code: "ERR_INTERNAL", message: "boom" }))).toMatch(/try again/);
    expect(genericMessage(new ApiError(429, { code: "ERR_RATE_LIMITED", message: "" }, 120))).toBe(
      "Too many attempts. Please try again in 2 minutes.",
    );
    expect(genericMessage(new ApiError(503, { code: "ERR_SERVICE_BUSY", message: "" }, 2))).toMatch(/busy/);
    expect(lockedMessage("")).toMatch(/locked/);
  });
});

describe("navigation rules", () => {
  it("after sign-out: home from a protected route, home with the single-page basket", () => {
    expect(afterSignOutPath("/my-account/address-book")).toBe("/");
    expect(afterSignOutPath("/p/lamp/P1000001")).toBe("/");
    expect(afterSignOutPath("/p/lamp/P1000001", false)).toBe("/basket");
    expect(isProtectedPath("/my-account")).toBe(true);
    expect(isProtectedPath("/my-accountant")).toBe(false);
  });
  it("follows only same-site redirects", () => {
    expect(safeRedirect("/my-account/address-book?x=1")).toBe("/my-account/address-book?x=1");
    expect(safeRedirect("//evil.example")).toBeUndefined();
    expect(safeRedirect("https://evil.example")).toBeUndefined();
    expect(safeRedirect("/\\evil.example")).toBeUndefined();
  });
  it("prefills forgot password with the e-mail", () => {
    expect(forgotPasswordPath(" jo@example.com ")).toBe("/forgot-password?username=jo%40example.com");
    expect(forgotPasswordPath("")).toBe("/forgot-password");
  });
});
