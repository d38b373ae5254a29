import { useEffect, useId, useRef, useState } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ProviderDialog } from "./FrameDialog";
import {
  loadPaydock,
  titleInjectedFrames,
  widgetId,
  type PaydockCanvasEvent,
  type PaydockEnv,
} from "../paydock";
import s from "../checkout.module.css";

/** The events after which the server is asked how the challenge went (it asks Paydock). */
const FINISHED: PaydockCanvasEvent[] = ["chargeAuthSuccess", "chargeAuthReject", "chargeAuth"];
/** The events after which the challenge cannot go on: the payment is abandoned. */
const FAILED: PaydockCanvasEvent[] = ["error", "additionalDataCollectReject"];

/**
 * Paydock's 3-D Secure challenge (Canvas3ds) for challenge tcId. onDone(true) once the widget says
 * the challenge is over, whatever it says the result was: the page then confirms, and the server
 * asks Paydock for the issuer's decision (the browser's word is never taken). onDone(false) when
 * the widget fails, or cannot load, or there is no token: the page abandons the payment. onDone is
 * called at most once.
 */
export function PaydockChallenge({
  token,
  tcId,
  environment,
  scriptUrl,
  title = "Card verification",
  onDone,
}: {
  token: string;
  tcId: string;
  environment?: PaydockEnv | undefined;
  /** Paydock's browser SDK (getPaymentMethods' cardFields.scriptUrl); absent: Paydock's own. */
  scriptUrl?: string | undefined;
  title?: string;
  onDone: (success: boolean) => void;
}) {
  const id = widgetId(useId(), "paydock-3ds");
  const box = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    let live = true;
    let finished = false;
    const finish = (success: boolean) => {
      if (!live || finished) return;
      finished = true;
      done.current(success);
    };
    if (!token) {
      void Promise.resolve().then(() => finish(false));
      return () => {
        live = false;
      };
    }
    container.replaceChildren();
    const stopTitles = titleInjectedFrames(container, title);
    loadPaydock(scriptUrl)
      .then((sdk) => {
        if (!live) return;
        const canvas = new sdk.Canvas3ds(`#${id}`, token);
        if (environment) canvas.setEnv(environment);
        for (const e of FINISHED) canvas.on(e, () => finish(true));
        for (const e of FAILED) canvas.on(e, () => finish(false));
        canvas.load();
        setShown(true);
      })
      .catch(() => finish(false));
    return () => {
      live = false;
      stopTitles();
      container.replaceChildren();
      setShown(false);
    };
  }, [id, token, tcId, environment, scriptUrl, title]);

  return (
    <div className={s.dialogFrameBox}>
      {!shown ? (
        <div className={s.frameLoading} aria-hidden="true">
          <Skeleton height={200} />
        </div>
      ) : null}
      <div
        ref={box}
        id={id}
        role="group"
        aria-label={title}
        className={s.frame}
        data-tcid={tcId}
        data-provider="paydock"
      />
    </div>
  );
}

/**
 * The 3-D Secure dialog of a Paydock challenge: FrameDialog's modal (title, description, the busy
 * cover, focus kept inside, Escape or close is the shopper giving up) around PaydockChallenge
 * instead of a framed page.
 */
export function PaydockChallengeDialog({
  title,
  description,
  token,
  tcId,
  environment,
  scriptUrl,
  busy,
  onDone,
  onDismiss,
  testId,
}: {
  title: string;
  description: string;
  token: string;
  tcId: string;
  environment?: PaydockEnv | undefined;
  /** Paydock's browser SDK (getPaymentMethods' cardFields.scriptUrl); absent: Paydock's own. */
  scriptUrl?: string | undefined;
  busy?: string | null | undefined;
  onDone: (success: boolean) => void;
  onDismiss: () => void;
  testId?: string;
}) {
  return (
    <ProviderDialog
      open
      title={title}
      description={description}
      busy={busy}
      onDismiss={onDismiss}
      testId={testId}
      boxClassName={s.cardFrame}
    >
      <PaydockChallenge
        token={token}
        tcId={tcId}
        environment={environment}
        scriptUrl={scriptUrl}
        onDone={onDone}
      />
    </ProviderDialog>
  );
}
