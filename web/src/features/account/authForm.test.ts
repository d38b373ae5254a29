import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { authFailure, submitLabel } from "./authForm";
import { messages } from "./messages";

const err = (
  code: string,
  extra: Partial<{ fields: Record<string, string>; accountLockReasonCode: string }> = {},
) => new ApiError(400, { code, message: "", ...extra });

describe("authFailure", () => {
  it("puts bad credentials under the password, or under the current password when changing it", () => {
    expect(authFailure(err("ERR_LOGIN_BAD_CREDENTIALS"), "login")).toEqual({
      kind: "fields",
      errors: [{ name: "password", message: messages["login-failed"] }],
    });
    expect(authFailure(err("ERR_LOGIN_BAD_CREDENTIALS"), "changePassword")).toEqual({
      kind: "fields",
      errors: [{ name: "currentPassword", message: messages["wrong-current-password"] }],
    });
  });

  it("asks a password change for a fresh sign-in when the session is gone", () => {
    expect(authFailure(err("ERR_LOGIN_REQUIRED"), "changePassword")).toEqual({ kind: "loginRequired" });
    expect(authFailure(err("ERR_LOGIN_REQUIRED"), "login")).toMatchObject({ kind: "fields" });
  });

  it("says a locked account and an existing account for the whole form", () => {
    expect(authFailure(err("ERR_LOGIN_ACCOUNT_LOCKED", { accountLockReasonCode: "X" }), "login")).toEqual({
      kind: "form",
      error: { kind: "locked", reason: "X" },
    });
    expect(authFailure(err("ERR_LOGIN_REGISTER_USER_EXISTS"), "signup")).toEqual({
      kind: "form",
      error: { kind: "exists" },
      focusEmail: true,
    });
  });

  it("maps the server's field names onto the form's, or says the data is invalid when none is known", () => {
    expect(
      authFailure(err("ERR_VALIDATION", { fields: { j_username: "invalid-email-address" } }), "login"),
    ).toMatchObject({ kind: "fields", errors: [{ name: "email" }] });
    expect(authFailure(err("ERR_VALIDATION", { fields: { other: "x" } }), "login")).toEqual({
      kind: "form",
      error: { kind: "invalid" },
    });
  });

  it("says something went wrong for a failure that is not the API's", () => {
    expect(authFailure(new Error("offline"), "login")).toEqual({
      kind: "form",
      error: { kind: "text", text: messages["api-error"] },
    });
  });
});

describe("submitLabel", () => {
  it("names the action, and what is happening while it is sent", () => {
    expect(submitLabel("linkMembershipAccount", false)).toBe("Sign in and link");
    expect(submitLabel("membershipFreeTrial", true)).toBe("Creating your account…");
    expect(submitLabel("changePassword", true)).toBe("Changing password…");
    expect(submitLabel("home", true)).toBe("Signing in…");
  });
});
