import { useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "../../../components/ui/Icon";
import { Skeleton } from "../../../components/ui/Skeleton";
import d from "../../../components/ui/dialog.module.css";
import { useFrameMessages, type FrameMessage } from "../frames";
import s from "../checkout.module.css";

/**
 * A modal over the checkout holding a provider's page in a frame (the 3-D Secure challenge, the Apple
 * Pay sheet). Focus stays inside while it is open and goes back to what opened it when it closes
 * (Radix Dialog); Escape or the close button is the shopper giving up (onDismiss).
 */
export function FrameDialog({
  open,
  title,
  description,
  src,
  frameTitle,
  busy,
  onMessage,
  onDismiss,
  onCloseAutoFocus,
  testId,
}: {
  open: boolean;
  title: string;
  description: string;
  src: string;
  frameTitle: string;
  /** The page is acting on the frame's answer: the frame is covered and closing waits. */
  busy?: string | null | undefined;
  onMessage: (m: FrameMessage) => void;
  onDismiss: () => void;
  onCloseAutoFocus?: (e: Event) => void;
  testId?: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(420);
  const [loaded, setLoaded] = useState(false);
  useFrameMessages(frame, (m) => {
    if (m.type === "resize") setHeight(m.height);
    else if (m.type === "ready") setLoaded(true);
    else onMessage(m);
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (!o && !busy) onDismiss();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={d.overlay} />
        <Dialog.Content
          className={`${d.dialog} ${d.narrow} ${s.frameDialog}`}
          onCloseAutoFocus={onCloseAutoFocus}
          onInteractOutside={(e) => e.preventDefault()}
          data-testid={testId}
        >
          <div className={d.head}>
            <Dialog.Title className={d.headTitle}>{title}</Dialog.Title>
          </div>
          <Dialog.Description className={s.muted}>{description}</Dialog.Description>
          <div className={s.dialogFrameBox}>
            {!loaded ? (
              <div className={s.frameLoading} aria-hidden="true">
                <Skeleton height={200} />
              </div>
            ) : null}
            <iframe
              ref={frame}
              src={src}
              title={frameTitle}
              className={s.frame}
              style={{ height }}
              onLoad={() => setLoaded(true)}
            />
            {busy ? (
              <div className={s.frameBusy} role="status">
                {busy}
              </div>
            ) : null}
          </div>
          <Dialog.Close className={d.close} aria-label="Close" disabled={Boolean(busy)}>
            <Icon name="close" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
