import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import { postToFrame, useFrameMessages } from "../frames";
import { messages } from "../messages";
import type { CardFields } from "../types";
import { PaydockFields } from "./PaydockFields";
import s from "../checkout.module.css";

export interface CardToken {
  oneTimeToken: string;
  cardType: string;
  last4: string;
}

/** Why tokenising failed: the frame's field errors (it shows them itself), or no frame to ask. */
export class TokenizeError extends Error {
  constructor(
    readonly kind: "fields" | "unavailable" | "timeout",
    readonly fields: Record<string, string> = {},
  ) {
    super(kind === "fields" ? messages["card-fields-invalid"] : messages["card-fields-unavailable"]);
    this.name = "TokenizeError";
  }
}

export interface CardFrameHandle {
  /** Asks the frame for a one-time token of what the shopper typed. */
  tokenize(): Promise<CardToken>;
}

export const CARD_FIELDS_URL = "/sandbox/card/fields";
/** How long the frame may take to answer a tokenize request. */
const TOKENIZE_TIMEOUT_MS = 20_000;
/** How long the frame may take to say it is ready before the page says it did not load. */
const READY_TIMEOUT_MS = 15_000;

/**
 * The provider's hosted card fields: the card number is typed into the provider's page, and only
 * {oneTimeToken, cardType, last4} comes back (docs/checkout.md). `fields` (getPaymentMethods'
 * cardFields) names the provider: the sandbox's page in a same-origin iframe (also when absent), or
 * Paydock's widget (PaydockFields). Either way tokenize() answers a token or a TokenizeError.
 */
export function CardFrame({
  ref,
  giftCard = false,
  title,
  fields,
  onSubmit,
}: {
  ref?: Ref<CardFrameHandle>;
  giftCard?: boolean;
  title: string;
  fields?: CardFields | undefined;
  /**
   * The shopper pressed Enter in a field (the sandbox's "submit" message): the page acts as if its
   * button was pressed. Paydock's widget does not tell, so there Enter stays the widget's own.
   */
  onSubmit?: (() => void) | undefined;
}) {
  if (fields?.provider === "paydock") {
    return <PaydockFields ref={ref} fields={fields} giftCard={giftCard} title={title} />;
  }
  return (
    <SandboxFrame
      ref={ref}
      giftCard={giftCard}
      title={title}
      url={fields?.url || CARD_FIELDS_URL}
      onSubmit={onSubmit}
    />
  );
}

/** The sandbox's card fields page (frames.ts protocol). */
function SandboxFrame({
  ref,
  giftCard,
  title,
  url,
  onSubmit,
}: {
  ref?: Ref<CardFrameHandle> | undefined;
  giftCard: boolean;
  title: string;
  url: string;
  onSubmit?: (() => void) | undefined;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [slow, setSlow] = useState(false);
  const [height, setHeight] = useState(giftCard ? 170 : 260);
  const waiting = useRef<{ resolve: (t: CardToken) => void; reject: (e: Error) => void } | null>(null);

  useFrameMessages(frame, (m) => {
    switch (m.type) {
      case "ready":
        setReady(true);
        setSlow(false);
        return;
      case "resize":
        setHeight(m.height);
        return;
      case "submit":
        onSubmit?.();
        return;
      case "token":
        waiting.current?.resolve({ oneTimeToken: m.oneTimeToken, cardType: m.cardType, last4: m.last4 });
        waiting.current = null;
        return;
      case "error":
        waiting.current?.reject(new TokenizeError("fields", m.fields));
        waiting.current = null;
        return;
      default:
    }
  });

  useEffect(() => {
    if (ready) return;
    const t = setTimeout(() => setSlow(true), READY_TIMEOUT_MS);
    return () => clearTimeout(t);
  }, [ready]);

  // A request still waiting when the frame goes away fails rather than hangs.
  useEffect(
    () => () => {
      waiting.current?.reject(new TokenizeError("unavailable"));
      waiting.current = null;
    },
    [],
  );

  useImperativeHandle(
    ref,
    () => ({
      tokenize() {
        if (!ready) return Promise.reject(new TokenizeError("unavailable"));
        waiting.current?.reject(new TokenizeError("unavailable"));
        return new Promise<CardToken>((resolve, reject) => {
          const timer = setTimeout(() => {
            if (waiting.current?.resolve === done) waiting.current = null;
            reject(new TokenizeError("timeout"));
          }, TOKENIZE_TIMEOUT_MS);
          const done = (t: CardToken) => {
            clearTimeout(timer);
            resolve(t);
          };
          waiting.current = {
            resolve: done,
            reject: (e) => {
              clearTimeout(timer);
              reject(e);
            },
          };
          if (!postToFrame(frame.current, { type: "tokenize" })) {
            waiting.current = null;
            clearTimeout(timer);
            reject(new TokenizeError("unavailable"));
          }
        });
      },
    }),
    [ready],
  );

  return (
    <div className={s.cardFrame}>
      {!ready ? (
        <div className={s.frameLoading} aria-hidden="true">
          <Skeleton height={Math.min(height, 200)} />
        </div>
      ) : null}
      <iframe
        ref={frame}
        src={giftCard ? `${url}${url.includes("?") ? "&" : "?"}giftcard=1` : url}
        title={title}
        className={s.frame}
        style={{ height }}
        data-ready={ready || undefined}
      />
      {slow ? (
        <p className={s.frameNote} role="alert">
          {messages["card-fields-unavailable"]}
        </p>
      ) : null}
    </div>
  );
}
