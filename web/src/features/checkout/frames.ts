// The payment frames' messages (the card fields, the 3-D Secure challenge, the Apple Pay sheet): the
// page and its frames talk by window.postMessage on the shop's own origin only. A message is taken
// only from the frame it is expected from (event.source) on our origin (event.origin), and its shape
// is checked before use; everything the page posts names our origin as its target.
import { useEffect, useRef, type RefObject } from "react";

export type FrameMessage =
  | { type: "ready" }
  | { type: "resize"; height: number }
  /** The shopper pressed Enter in a card field: the page decides (the payment: as Place order). */
  | { type: "submit" }
  | { type: "token"; oneTimeToken: string; cardType: string; last4: string }
  | { type: "error"; fields: Record<string, string> }
  | { type: "threeds"; tcId: string; tcStatus: "success" | "rejected" }
  | { type: "applepay"; status: "success"; pcid: string; cardType: string; last4: string }
  | { type: "applepay"; status: "cancelled" };

const str = (v: unknown): v is string => typeof v === "string";

/** The message's shape, or null when it is not one of ours. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!data || typeof data !== "object") return null;
  const d = data as Record<string, unknown>;
  switch (d.type) {
    case "ready":
      return { type: "ready" };
    case "resize": {
      const h = Number(d.height);
      return Number.isFinite(h) && h > 0 ? { type: "resize", height: Math.min(Math.ceil(h), 2000) } : null;
    }
    case "submit":
      return { type: "submit" };
    case "token":
      return str(d.oneTimeToken) && d.oneTimeToken
        ? {
            type: "token",
            oneTimeToken: d.oneTimeToken,
            cardType: str(d.cardType) ? d.cardType : "",
            last4: str(d.last4) ? d.last4 : "",
          }
        : null;
    case "error": {
      const fields: Record<string, string> = {};
      if (d.fields && typeof d.fields === "object") {
        for (const [k, v] of Object.entries(d.fields as Record<string, unknown>)) if (str(v)) fields[k] = v;
      }
      return { type: "error", fields };
    }
    case "threeds":
      return str(d.tcId) && d.tcId && (d.tcStatus === "success" || d.tcStatus === "rejected")
        ? { type: "threeds", tcId: d.tcId, tcStatus: d.tcStatus }
        : null;
    case "applepay":
      if (d.status === "cancelled") return { type: "applepay", status: "cancelled" };
      return d.status === "success" && str(d.pcid) && d.pcid
        ? {
            type: "applepay",
            status: "success",
            pcid: d.pcid,
            cardType: str(d.cardType) ? d.cardType : "",
            last4: str(d.last4) ? d.last4 : "",
          }
        : null;
    default:
      return null;
  }
}

/**
 * Whether a message event comes from the expected frame on our own origin. Both are checked: another
 * origin never reaches the handler, and neither does another frame of ours (or a window it opened).
 */
export function fromFrame(
  event: Pick<MessageEvent, "origin" | "source">,
  frame: Window | null | undefined,
  origin: string = window.location.origin,
): boolean {
  return Boolean(frame) && event.origin === origin && event.source === frame;
}

/** Posts a message to a frame, to our own origin only. */
export function postToFrame(frame: HTMLIFrameElement | null, message: { type: string }): boolean {
  const w = frame?.contentWindow;
  if (!w) return false;
  w.postMessage(message, window.location.origin);
  return true;
}

/** Listens to one frame's messages while mounted; the handler sees only checked, parsed messages. */
export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  onMessage: (m: FrameMessage) => void,
) {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (!fromFrame(event, frame.current?.contentWindow)) return;
      const m = parseFrameMessage(event.data);
      if (m) handler.current(m);
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [frame]);
}
