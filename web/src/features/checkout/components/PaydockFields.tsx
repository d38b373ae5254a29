import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import { messages } from "../messages";
import {
  loadPaydock,
  titleInjectedFrames,
  widgetId,
  type PaydockHtmlWidget,
  type PaydockValidationData,
} from "../paydock";
import type { CardFields } from "../types";
import { TokenizeError, type CardFrameHandle, type CardToken } from "./CardFrame";
import s from "../checkout.module.css";

/** How long the widget may take to answer a submit (as the sandbox's frame). */
const TOKENIZE_TIMEOUT_MS = 20_000;
/** How long the widget may take to load before the page says it did not. */
const READY_TIMEOUT_MS = 15_000;
/** Paydock's payment type of a gift card (number and PIN) widget. */
const GIFT_CARD_TYPE = "gift_card";

interface Waiting {
  resolve: (t: CardToken) => void;
  reject: (e: Error) => void;
}

/** The widget's invalid fields as TokenizeError's fields (the widget shows its own messages). */
function invalidFields(data: PaydockValidationData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const f of data.invalid_showed_fields ?? data.invalid_fields ?? []) {
    if (typeof f === "string") fields[f] = messages["card-fields-invalid"];
  }
  return fields;
}

/**
 * Paydock's card fields: its HtmlWidget mounted into a container of ours (the widget draws its own
 * iframe there), with its own submit button hidden. tokenize() submits the widget's form: "finish"
 * answers the one-time token, "validationError" the fields to check (TokenizeError "fields"). The
 * card type and last 4 digits are what the widget told of the card ("metaChange"), "" otherwise.
 */
export function PaydockFields({
  ref,
  fields,
  giftCard = false,
  title,
}: {
  ref?: Ref<CardFrameHandle> | undefined;
  fields: CardFields;
  giftCard?: boolean;
  title: string;
}) {
  const id = widgetId(useId(), "paydock-fields");
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<PaydockHtmlWidget | null>(null);
  const waiting = useRef<Waiting | null>(null);
  const card = useRef({ cardType: "", last4: "" });
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [slow, setSlow] = useState(false);
  const height = giftCard ? 170 : 260;
  const { publicKey, environment, scriptUrl } = fields;
  const gatewayId = giftCard ? fields.giftCardGatewayId : fields.gatewayId;
  const configured = Boolean(publicKey && gatewayId);

  useEffect(() => {
    const container = box.current;
    if (!container || !publicKey || !gatewayId) return;
    let live = true;
    let shown = false;
    const settle = (act: (w: Waiting) => void) => {
      const w = waiting.current;
      waiting.current = null;
      if (w) act(w);
    };
    container.replaceChildren();
    const stopTitles = titleInjectedFrames(container, title);
    card.current = { cardType: "", last4: "" };
    loadPaydock(scriptUrl)
      .then((sdk) => {
        if (!live) return;
        const w = giftCard
          ? new sdk.HtmlWidget(`#${id}`, publicKey, gatewayId, GIFT_CARD_TYPE)
          : new sdk.HtmlWidget(`#${id}`, publicKey, gatewayId);
        if (environment) w.setEnv(environment);
        w.setHiddenElements(["submit_button"]);
        w.useAutoResize();
        w.on("afterLoad", () => {
          if (!live) return;
          shown = true;
          setReady(true);
          setSlow(false);
        });
        w.on("metaChange", (m) => {
          card.current = {
            cardType: typeof m.card_scheme === "string" ? m.card_scheme : card.current.cardType,
            last4: typeof m.card_number_last4 === "string" ? m.card_number_last4 : card.current.last4,
          };
        });
        w.on("finish", (data) => {
          const token = typeof data.payment_source === "string" ? data.payment_source : "";
          settle((p) => {
            if (!token) {
              p.reject(new TokenizeError("unavailable"));
              return;
            }
            p.resolve({
              oneTimeToken: token,
              cardType: typeof data.card_scheme === "string" ? data.card_scheme : card.current.cardType,
              last4: typeof data.card_number_last4 === "string" ? data.card_number_last4 : card.current.last4,
            });
          });
        });
        w.on("validationError", (data) =>
          settle((p) => p.reject(new TokenizeError("fields", invalidFields(data)))),
        );
        w.on("systemError", () => {
          settle((p) => p.reject(new TokenizeError("unavailable")));
          if (live && !shown) setFailed(true);
        });
        w.load();
        widget.current = w;
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      widget.current = null;
      stopTitles();
      settle((p) => p.reject(new TokenizeError("unavailable")));
      container.replaceChildren();
      setReady(false);
      setFailed(false);
    };
  }, [id, publicKey, gatewayId, environment, scriptUrl, giftCard, title]);

  useEffect(() => {
    if (ready || failed || !configured) return;
    const t = setTimeout(() => setSlow(true), READY_TIMEOUT_MS);
    return () => clearTimeout(t);
  }, [ready, failed, configured]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize() {
        const w = widget.current;
        if (!ready || !w) return Promise.reject(new TokenizeError("unavailable"));
        waiting.current?.reject(new TokenizeError("unavailable"));
        return new Promise<CardToken>((resolve, reject) => {
          const entry: Waiting = {
            resolve: (t) => {
              clearTimeout(timer);
              resolve(t);
            },
            reject: (e) => {
              clearTimeout(timer);
              reject(e);
            },
          };
          const timer = setTimeout(() => {
            if (waiting.current === entry) waiting.current = null;
            reject(new TokenizeError("timeout"));
          }, TOKENIZE_TIMEOUT_MS);
          waiting.current = entry;
          try {
            w.trigger("submit_form");
          } catch {
            if (waiting.current === entry) waiting.current = null;
            entry.reject(new TokenizeError("unavailable"));
          }
        });
      },
    }),
    [ready],
  );

  const unavailable = failed || !configured;
  return (
    <div className={s.cardFrame}>
      {!ready && !unavailable ? (
        <div className={s.frameLoading} aria-hidden="true">
          <Skeleton height={Math.min(height, 200)} />
        </div>
      ) : null}
      <div
        ref={box}
        id={id}
        role="group"
        aria-label={title}
        className={s.frame}
        style={ready ? undefined : { minHeight: unavailable ? 0 : height }}
        data-provider="paydock"
        data-ready={ready || undefined}
      />
      {unavailable || slow ? (
        <p className={s.frameNote} role="alert">
          {messages["card-fields-unavailable"]}
        </p>
      ) : null}
    </div>
  );
}
