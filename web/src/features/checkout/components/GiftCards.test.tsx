// Enter in the gift card frame (its "submit" message) applies the card as the Apply button does:
// one press, one request; a submit from anywhere but that frame on our origin does nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import { invalidateSession } from "../../../lib/api";
import { GiftCards } from "./GiftCards";

const sent: Record<string, unknown>[] = [];
let refuse = false;

beforeEach(() => {
  sent.length = 0;
  refuse = false;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === "/api/session") return json(200, { success: true, data: { csrfToken: "t", customer: {} } });
    if (url === "/api/checkout/gift-card") {
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      if (refuse)
        return json(422, {
          success: false,
          error: {
            code: "ERR_PLACEORDER_GIFTCARD_INSUFFICIENT_BALANCE",
            message: "This gift card doesn't have enough balance for that amount.",
          },
        });
      return json(200, { success: true, data: { balance: { value: 5, formattedValue: "$5.00" } } });
    }
    return json(404, { success: false, error: { code: "ERR_NOT_FOUND", message: "not found" } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

function setup() {
  const onAnswer = vi.fn();
  render(
    <GiftCards
      cards={[]}
      left={10}
      onAnswer={onAnswer}
      onProblem={vi.fn()}
      onOrderPlaced={vi.fn()}
      cardFields={{ provider: "sandbox" }}
    />,
  );
  const iframe = screen.getByTitle("Gift card number and PIN") as HTMLIFrameElement;
  const win = iframe.contentWindow!;
  const post = (data: unknown, origin = window.location.origin, source: Window | null = win) =>
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
    });
  const asked = vi.fn();
  vi.spyOn(win, "postMessage").mockImplementation(((message: { type: string }) => {
    asked(message);
    if (message.type === "tokenize") {
      queueMicrotask(() =>
        window.dispatchEvent(
          new MessageEvent("message", {
            data: { type: "token", oneTimeToken: "gc_1", cardType: "giftcard", last4: "0123" },
            origin: window.location.origin,
            source: win,
          }),
        ),
      );
    }
  }) as typeof win.postMessage);
  post({ type: "ready" });
  return { post, asked, onAnswer };
}

describe("GiftCards: Enter in the gift card frame", () => {
  it("applies the card once, as the Apply button does", async () => {
    const { post, onAnswer } = setup();
    post({ type: "submit" });
    post({ type: "submit" });
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ oneTimeToken: "gc_1", amount: 10, cardType: "giftcard" });
  });

  it("takes the submit only from the gift card frame on our origin", async () => {
    const { post, asked } = setup();
    post({ type: "submit" }, "https://evil.example");
    post({ type: "submit" }, window.location.origin, window);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });
});

describe("GiftCards: a refused card", () => {
  it("stops saying Applying… once the answer is in", async () => {
    refuse = true;
    const { post } = setup();
    post({ type: "submit" });
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole("button", { name: "Apply gift card" })).toBeTruthy());
    expect(document.body.textContent).not.toContain("Applying");
  });
});
