// One idempotency key per press of "Place order" (or "Apply" on a gift card), reused when the same
// press is sent again: a double click, the network failing before an answer, the order still being
// placed by the first request. The server answers the same key with the same body with its first
// answer (docs/checkout.md: idempotency), so one press places one order whatever happens on the wire.

export interface Press<B> {
  key: string;
  body: B;
}

export interface PressKeys<B> {
  /**
   * Starts a press: null while one is in flight (a second click does nothing). When the last press
   * ended without an answer, the same key and body are sent again (retry of the same press), else
   * a new key is made and `makeBody(key)` builds the body.
   */
  begin(makeBody: (key: string) => B): Press<B> | null;
  /** Same as begin, but only a press still waiting to be repeated; null when there is none. */
  resume(): Press<B> | null;
  /**
   * Ends the press in flight. "settled": the server answered (order, challenge, refusal): the next
   * press is a new one. "unanswered": no answer came (network, timeout, still in progress): the next
   * press repeats this one with its key.
   */
  end(outcome: "settled" | "unanswered"): void;
  /** Forgets a press waiting to be repeated (the shopper changed method or card). */
  reset(): void;
  readonly inFlight: boolean;
  /** The key of the press in flight or waiting to be repeated. */
  readonly pendingKey: string | null;
}

const uuid = () =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : // Older browsers: 122 random bits in the UUID v4 layout.
      "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) =>
        (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16),
      );

export function createPressKeys<B>(newKey: () => string = uuid): PressKeys<B> {
  let current: Press<B> | null = null;
  let inFlight = false;
  return {
    begin(makeBody) {
      if (inFlight) return null;
      inFlight = true;
      if (!current) {
        const key = newKey();
        current = { key, body: makeBody(key) };
      }
      return current;
    },
    resume() {
      if (inFlight || !current) return null;
      inFlight = true;
      return current;
    },
    end(outcome) {
      inFlight = false;
      if (outcome === "settled") current = null;
    },
    reset() {
      if (!inFlight) current = null;
    },
    get inFlight() {
      return inFlight;
    },
    get pendingKey() {
      return current?.key ?? null;
    },
  };
}

/** Waits ms milliseconds. */
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Whether an error means no answer reached us (fetch's TypeError, an abort). */
export const unanswered = (err: unknown) =>
  err instanceof TypeError || (err instanceof DOMException && err.name === "AbortError");

/**
 * Sends a press, repeating it with the same key and body while no answer comes (up to `tries`
 * times, waiting a little longer each time).
 */
export async function sendWithRetry<T>(send: () => Promise<T>, tries = 3, waitMs = 800): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await send();
    } catch (err) {
      if (!unanswered(err) || i >= tries) throw err;
      await sleep(waitMs * i);
    }
  }
}
