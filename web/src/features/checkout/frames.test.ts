import { describe, expect, it } from "vitest";
import { fromFrame, parseFrameMessage } from "./frames";

describe("frame messages", () => {
  it("takes only our shapes", () => {
    expect(parseFrameMessage({ type: "ready" })).toEqual({ type: "ready" });
    expect(parseFrameMessage({ type: "resize", height: "312.4" })).toEqual({ type: "resize", height: 313 });
    expect(
      parseFrameMessage({ type: "token", oneTimeToken: "ott_1", cardType: "visa", last4: "4242" }),
    ).toEqual({
      type: "token",
      oneTimeToken: "ott_1",
      cardType: "visa",
      last4: "4242",
    });
    expect(parseFrameMessage({ type: "token" })).toBeNull();
    expect(parseFrameMessage({ type: "error", fields: { cardNumber: "Invalid", x: 1 } })).toEqual({
      type: "error",
      fields: { cardNumber: "Invalid" },
    });
    expect(parseFrameMessage({ type: "threeds", tcId: "tc", tcStatus: "success" })).toMatchObject({
      tcId: "tc",
    });
    expect(parseFrameMessage({ type: "threeds", tcId: "tc", tcStatus: "ok" })).toBeNull();
    expect(parseFrameMessage({ type: "applepay", status: "success", pcid: "pc" })).toMatchObject({
      pcid: "pc",
    });
    expect(parseFrameMessage({ type: "applepay", status: "cancelled" })).toEqual({
      type: "applepay",
      status: "cancelled",
    });
    // Enter in a card field: no payload, and nothing of the message's other fields is carried on.
    expect(parseFrameMessage({ type: "submit" })).toEqual({ type: "submit" });
    expect(parseFrameMessage({ type: "submit", oneTimeToken: "ott_x" })).toEqual({ type: "submit" });
    expect(parseFrameMessage({ type: "Submit" })).toBeNull();
    expect(parseFrameMessage("submit")).toBeNull();
    expect(parseFrameMessage("token")).toBeNull();
    expect(parseFrameMessage(null)).toBeNull();
    expect(parseFrameMessage({ type: "other" })).toBeNull();
  });
  it("accepts a message only from the expected frame on our origin", () => {
    const frame = {} as Window;
    const other = {} as Window;
    const origin = "https://shop.example";
    expect(fromFrame({ origin, source: frame }, frame, origin)).toBe(true);
    expect(fromFrame({ origin: "https://evil.example", source: frame }, frame, origin)).toBe(false);
    expect(fromFrame({ origin, source: other }, frame, origin)).toBe(false);
    expect(fromFrame({ origin, source: null }, null, origin)).toBe(false);
  });
});
