import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  actionErrorText,
  addStaffSchema,
  allowedMoves,
  auditActionLabel,
  auditDetailText,
  auditSubjectLabel,
  can,
  changePasswordSchema,
  cancelSchema,
  collectedSchema,
  moveForKey,
  parseQueueFilter,
  parseReturnsFilter,
  PLAIN_LINE,
  queueApiUrl,
  queueSearch,
  refundAnnouncement,
  refundButtonText,
  refundLineText,
  returnActions,
  returnsApiUrl,
  serverFieldMessage,
  shipSchema,
  signInErrorText,
  signInSchema,
  statusLabel,
  TRACKING_CHARS,
} from "./rules";
import type { ConsignmentStatus } from "./types";

// The operations each role's session lists (internal/staff/permissions.go's matrix, sorted as the
// server sends them).
const fulfilment = {
  operations: [
    "changeStaffPassword",
    "getStaffOrder",
    "getStaffSession",
    "listFulfilmentOrders",
    "listReturns",
    "receiveReturn",
    "staffSignOut",
    "updateConsignment",
  ],
};
const service = { operations: [...fulfilment.operations, "refundReturn"].sort() };
const manager = { operations: [...service.operations, "importReceipts"].sort() };
const admin = { operations: [...manager.operations, "addStaff", "disableStaff", "listStaff"].sort() };
// No role lacks the moves today: a session without them, as a narrower role would have.
const readOnly = { operations: ["getStaffSession", "listFulfilmentOrders", "staffSignOut"] };

describe("allowedMoves", () => {
  const cases: [ConsignmentStatus, string, string[]][] = [
    ["placed", "HD", ["picked", "cancelled"]],
    ["placed", "ED", ["picked", "cancelled"]],
    ["placed", "CNC", ["picked", "cancelled"]],
    ["picked", "HD", ["shipped", "cancelled"]],
    ["picked", "ED", ["shipped", "cancelled"]],
    ["picked", "CNC", ["readyForCollection", "cancelled"]],
    ["readyForCollection", "CNC", ["collected", "cancelled"]],
    ["shipped", "HD", []],
    ["collected", "CNC", []],
    ["cancelled", "HD", []],
    ["cancelled", "CNC", []],
  ];
  it.each(cases)("%s %s → %j", (status, mode, want) => {
    expect(allowedMoves(status, mode, fulfilment)).toEqual(want);
  });

  it("delivery is never made ready for collection, click and collect never shipped", () => {
    for (const status of ["placed", "picked", "readyForCollection"] as const) {
      expect(allowedMoves(status, "CNC", admin)).not.toContain("shipped");
      expect(allowedMoves(status, "HD", admin)).not.toContain("readyForCollection");
    }
  });

  it("offers nothing to a role that cannot update consignments, or without a session", () => {
    expect(allowedMoves("placed", "HD", readOnly)).toEqual([]);
    expect(allowedMoves("placed", "HD", null)).toEqual([]);
  });
});

describe("roles", () => {
  it("reads what the role may do from the session's operations", () => {
    expect(can(fulfilment, "refundReturn")).toBe(false);
    expect(can(service, "refundReturn")).toBe(true);
    expect(can(fulfilment, "getStaffOrder")).toBe(true);
    expect(can(service, "listStaff")).toBe(false);
    expect(can(admin, "addStaff")).toBe(true);
    expect(can(undefined, "listReturns")).toBe(false);
  });

  it("lets every role change its password; receipts from manager up; disabling staff to admins", () => {
    for (const role of [fulfilment, service, manager, admin]) {
      expect(can(role, "changeStaffPassword")).toBe(true);
      expect(can(role, "getStaffOrder")).toBe(true);
    }
    expect(can(service, "importReceipts")).toBe(false);
    expect(can(manager, "importReceipts")).toBe(true);
    expect(can(admin, "importReceipts")).toBe(true);
    expect(can(manager, "disableStaff")).toBe(false);
    expect(can(admin, "disableStaff")).toBe(true);
  });

  it("offers Receive on a requested return and Refund on a received one, as the role allows", () => {
    expect(returnActions("requested", fulfilment)).toEqual(["receive"]);
    expect(returnActions("received", fulfilment)).toEqual([]);
    expect(returnActions("received", service)).toEqual(["refund"]);
    expect(returnActions("refunded", admin)).toEqual([]);
    expect(returnActions("requested", readOnly)).toEqual([]);
  });

  it("offers Retry refund on a return whose refund a provider refused, nothing while the providers answer", () => {
    expect(returnActions("refunding", admin)).toEqual([]);
    expect(returnActions("refundFailed", service)).toEqual(["refund"]);
    expect(returnActions("refundFailed", fulfilment)).toEqual([]);
    expect(refundButtonText("refundFailed")).toBe("Retry refund");
    expect(refundButtonText("received")).toBe("Refund");
  });

  it("says a refund is refunded only once the provider confirmed it", () => {
    const r = { returnCode: "R30000001-1", estimatedRefund: { formattedValue: "$36.00" } };
    expect(refundAnnouncement({ ...r, status: "refunding" })).toBe(
      "Return R30000001-1: refund of $36.00 sent to the payment provider. It shows Refunded once the provider confirms it.",
    );
    expect(refundAnnouncement({ ...r, status: "refunded" })).toBe("Return R30000001-1 refunded: $36.00.");
    expect(statusLabel("refunding")).toBe("Refund pending");
    expect(statusLabel("refundFailed")).toBe("Refund failed");
    expect(refundLineText({ text: "Visa ending 4242: $36.00", status: "refunded" })).toBe(
      "Visa ending 4242: $36.00",
    );
    expect(refundLineText({ text: "Visa ending 4242: $36.00", status: "pending" })).toBe(
      "Visa ending 4242: $36.00 (pending)",
    );
    expect(
      refundLineText({
        text: "Gift card ending 0005: $20.00",
        status: "failed",
        reason: "The payment provider has no such payment.",
      }),
    ).toBe("Gift card ending 0005: $20.00 (failed: The payment provider has no such payment.)");
  });
});

describe("shortcuts", () => {
  it("maps P, S and C to the moves allowed, never Ready or Cancel", () => {
    expect(moveForKey("p", ["picked", "cancelled"])).toBe("picked");
    expect(moveForKey("P", ["picked", "cancelled"])).toBe("picked");
    expect(moveForKey("s", ["picked", "cancelled"])).toBeUndefined();
    expect(moveForKey("s", ["shipped", "cancelled"])).toBe("shipped");
    expect(moveForKey("c", ["collected", "cancelled"])).toBe("collected");
    expect(moveForKey("r", ["readyForCollection", "cancelled"])).toBeUndefined();
    expect(moveForKey("x", ["picked", "cancelled"])).toBeUndefined();
  });
});

describe("filters", () => {
  it("reads the queue's filter from the address, defaults for anything unknown", () => {
    expect(parseQueueFilter(new URLSearchParams(""))).toEqual({ status: "open", location: "", page: 1 });
    expect(parseQueueFilter(new URLSearchParams("status=picked&location=5012&page=3"))).toEqual({
      status: "picked",
      location: "5012",
      page: 3,
    });
    expect(parseQueueFilter(new URLSearchParams("status=lost&location=501&page=-2"))).toEqual({
      status: "open",
      location: "",
      page: 1,
    });
    expect(parseQueueFilter(new URLSearchParams("location=online&page=1.5")).location).toBe("online");
  });

  it("writes the address without defaults and the API's URL with them", () => {
    expect(queueSearch({ status: "open", location: "", page: 1 })).toBe("");
    expect(queueSearch({ status: "all", location: "online", page: 2 })).toBe(
      "?status=all&location=online&page=2",
    );
    expect(queueApiUrl({ status: "open", location: "", page: 1 })).toBe(
      "/api/staff/consignments?status=open&page=1",
    );
    expect(queueApiUrl({ status: "placed", location: "5012", page: 2 })).toBe(
      "/api/staff/consignments?status=placed&page=2&storeNumber=5012",
    );
  });

  it("reads and writes the returns' filter", () => {
    expect(parseReturnsFilter(new URLSearchParams("status=received&page=2"))).toEqual({
      status: "received",
      page: 2,
    });
    expect(parseReturnsFilter(new URLSearchParams("status=nope")).status).toBe("");
    expect(parseReturnsFilter(new URLSearchParams("status=refundFailed")).status).toBe("refundFailed");
    expect(parseReturnsFilter(new URLSearchParams("status=refunding")).status).toBe("refunding");
    expect(returnsApiUrl({ status: "", page: 1 })).toBe("/api/staff/returns?page=1");
    expect(returnsApiUrl({ status: "requested", page: 1 })).toBe(
      "/api/staff/returns?page=1&status=requested",
    );
  });
});

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("forms", () => {
  it("ship needs a carrier from the list and a tracking number of at most 40 letters, digits, spaces and hyphens", () => {
    expect(messages(shipSchema.safeParse({ carrier: "", trackingNumber: "  " }))).toEqual({
      carrier: "Choose a carrier.",
      trackingNumber: "Enter the tracking number.",
    });
    expect(messages(shipSchema.safeParse({ carrier: "fedex", trackingNumber: "X1" }))).toEqual({
      carrier: "Choose a carrier.",
    });
    expect(messages(shipSchema.safeParse({ carrier: "Australia Post", trackingNumber: "X1" }))).toEqual({
      carrier: "Choose a carrier.",
    });
    expect(messages(shipSchema.safeParse({ carrier: "toll", trackingNumber: "x".repeat(41) }))).toEqual({
      trackingNumber: "Enter at most 40 characters.",
    });
    expect(shipSchema.safeParse({ carrier: "toll", trackingNumber: "x".repeat(40) }).success).toBe(true);
    for (const bad of ["<b>1</b>", "AB1;DROP", "AB1\nAB2", "AB\u202e1"])
      expect(
        messages(shipSchema.safeParse({ carrier: "toll", trackingNumber: bad })).trackingNumber,
      ).toBeTruthy();
    expect(shipSchema.parse({ carrier: "startrack", trackingNumber: " 33WAT-0001 a " }).trackingNumber).toBe(
      "33WAT-0001 a",
    );
    expect(shipSchema.parse({ carrier: "auspost", trackingNumber: " 33WAT0001 " })).toEqual({
      carrier: "auspost",
      trackingNumber: "33WAT0001",
    });
  });

  it("collected needs who collected it; cancel needs a reason", () => {
    expect(messages(collectedSchema.safeParse({ collectedBy: " " }))).toEqual({
      collectedBy: "Enter the name of who collected it.",
    });
    expect(collectedSchema.parse({ collectedBy: " Ann Lee " })).toEqual({ collectedBy: "Ann Lee" });
    expect(messages(cancelSchema.safeParse({ reason: "" }))).toEqual({
      reason: "Enter why it is cancelled.",
    });
    expect(cancelSchema.safeParse({ reason: "Damaged in the warehouse" }).success).toBe(true);
    expect(cancelSchema.safeParse({ reason: "Box crushed — “sorry”, O’Brien’s" }).success).toBe(true);
    for (const bad of [
      "Broken <b>badly</b>",
      "two\nlines",
      "a\ttab",
      "esc\u001b[2J",
      "bidi\u202eevil",
      "zero\u200bwidth",
    ]) {
      expect(messages(cancelSchema.safeParse({ reason: bad }))).toEqual({ reason: PLAIN_LINE });
      expect(messages(collectedSchema.safeParse({ collectedBy: bad }))).toEqual({ collectedBy: PLAIN_LINE });
    }
  });

  it("sign-in needs an e-mail and a password", () => {
    expect(messages(signInSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "Enter your work e-mail address.",
      password: "Enter your password.",
    });
    expect(messages(signInSchema.safeParse({ email: "nope", password: "x" }))).toEqual({
      email: "Enter a valid e-mail address.",
    });
    expect(signInSchema.parse({ email: " fulfilment@wattle.example ", password: "p" }).email).toBe(
      "fulfilment@wattle.example",
    );
  });

  it("a new staff member needs an e-mail and a role; the name is optional and at most 100 characters", () => {
    expect(messages(addStaffSchema.safeParse({ email: "", name: "", role: "owner" }))).toEqual({
      email: "Enter their work e-mail address.",
      role: "Choose a role.",
    });
    expect(
      messages(addStaffSchema.safeParse({ email: "a@b.example", name: "n".repeat(101), role: "admin" })),
    ).toEqual({ name: "Enter at most 100 characters." });
    expect(
      messages(addStaffSchema.safeParse({ email: "a@b.example", name: "Sam\nEvil", role: "admin" })),
    ).toEqual({ name: PLAIN_LINE });
    expect(
      messages(addStaffSchema.safeParse({ email: "a@b.example", name: "<i>Sam</i>", role: "admin" })),
    ).toEqual({ name: PLAIN_LINE });
    expect(addStaffSchema.parse({ email: "a@b.example", name: " Ann ", role: "customer-service" })).toEqual({
      email: "a@b.example",
      name: "Ann",
      role: "customer-service",
    });
  });
});

describe("messages", () => {
  it("says what a refused move or refund means", () => {
    const err = (status: number, code: string) => new ApiError(status, { code, message: "server text" });
    expect(actionErrorText(err(409, "ERR_CONSIGNMENT_MOVE_NOT_ALLOWED"))).toMatch(/can't move that way/);
    expect(actionErrorText(err(409, "ERR_NOT_READY"))).toMatch(/received before it is refunded/);
    expect(actionErrorText(err(403, "ERR_FORBIDDEN"))).toMatch(/role does not allow/);
    expect(actionErrorText(err(500, "ERR_INTERNAL"))).toBe("server text");
    expect(actionErrorText(new Error("x"))).toMatch(/Something went wrong/);
  });

  it("says why a sign-in failed without saying which half was wrong", () => {
    expect(signInErrorText(new ApiError(401, { code: "ERR_LOGIN_BAD_CREDENTIALS", message: "" }))).toBe(
      "The e-mail or password is not right.",
    );
    expect(signInErrorText(new ApiError(403, { code: "ERR_LOGIN_ACCOUNT_LOCKED", message: "" }))).toMatch(
      /locked for 15 minutes/,
    );
  });

  it("shows an audit entry's details without the status, the order or empty values", () => {
    expect(auditDetailText('{"status":"shipped","carrier":"auspost","trackingNumber":"33WAT0001"}')).toBe(
      "Carrier: Australia Post · Tracking number: 33WAT0001",
    );
    expect(auditDetailText('{"status":"collected","collectedBy":"Ann Lee"}')).toBe("Collected by: Ann Lee");
    expect(auditDetailText('{"status":"cancelled","reason":"Damaged"}')).toBe("Reason: Damaged");
    expect(auditDetailText('{"status":"picked"}')).toBe("");
    expect(auditDetailText('{"amount":"$36.00"}')).toBe("Amount: $36.00");
    expect(auditDetailText('{"order":"30000010","estimatedRefund":"$129.50"}')).toBe(
      "Estimated refund: $129.50",
    );
    expect(
      auditDetailText(
        '{"refund":"Visa ending 4242: $36.00","reason":"The payment provider has no such payment."}',
      ),
    ).toBe("Refund: Visa ending 4242: $36.00 · Reason: The payment provider has no such payment.");
    expect(
      auditDetailText(
        '{"amount":"$56.00","refunds":["Visa ending 4242: $36.00","Gift card ending 0005: $20.00"]}',
      ),
    ).toBe("Amount: $56.00 · Refunds: Visa ending 4242: $36.00; Gift card ending 0005: $20.00");
    expect(auditActionLabel("return.refund_failed")).toBe("Refund failed");
    expect(auditDetailText("")).toBe("");
    expect(auditDetailText("plain words")).toBe("plain words");
  });

  it("names an audit entry's subject: the order, a shipment or collection by number, a return", () => {
    const delivery = { code: "30000001", collect: false };
    expect(auditSubjectLabel("30000001", delivery)).toBe("Order 30000001");
    expect(auditSubjectLabel("30000001-2", delivery)).toBe("Shipment 2");
    expect(auditSubjectLabel("30000001-1", { ...delivery, collect: true })).toBe("Collection 1");
    expect(auditSubjectLabel("R30000001-1", delivery)).toBe("Return R30000001-1");
    expect(auditSubjectLabel("30000002-1", delivery)).toBe("30000002-1");
    expect(auditSubjectLabel("", delivery)).toBe("");
  });
});

describe("change password", () => {
  const ok = { currentPassword: "old-one", password: "a-New-one-2026", confirm: "a-New-one-2026" };

  it("needs the current password and a new one of at least 8 characters, twice", () => {
    expect(
      messages(changePasswordSchema.safeParse({ currentPassword: "", password: "", confirm: "" })),
    ).toEqual({
      currentPassword: "Enter your current password.",
      password: "Use at least 8 characters.",
      confirm: "Enter the new password again.",
    });
    expect(messages(changePasswordSchema.safeParse({ ...ok, confirm: "a-New-one-2027" }))).toEqual({
      confirm: "The new passwords don't match.",
    });
    expect(messages(changePasswordSchema.safeParse({ ...ok, currentPassword: ok.password }))).toEqual({
      password: "Choose a password different from your current one.",
    });
    const long = "é".repeat(65); // 65 characters, 130 bytes: over the server's 128
    expect(messages(changePasswordSchema.safeParse({ ...ok, password: long, confirm: long }))).toEqual({
      password: "That is too long: use at most 128 characters.",
    });
    expect(changePasswordSchema.safeParse(ok).success).toBe(true);
  });

  it("says what the server's refusals mean", () => {
    expect(serverFieldMessage("currentPassword", "invalid-password")).toBe(
      "Your current password is not right.",
    );
    expect(serverFieldMessage("password", "insecure-password")).toMatch(/^Choose a stronger password/);
    expect(serverFieldMessage("currentPassword", "missing-args")).toBe("Enter your current password.");
    expect(serverFieldMessage("carrier", "malformed-request")).toBe("Choose a carrier.");
    expect(serverFieldMessage("trackingNumber", "invalid-format")).toBe(TRACKING_CHARS);
    expect(serverFieldMessage("reason", "invalid-format")).toBe(PLAIN_LINE);
    expect(serverFieldMessage("name", "invalid-length")).toBe("That is too long.");
  });
});
