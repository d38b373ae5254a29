import { useRef, useState, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "../../../components/ui/Icon";
import { Skeleton } from "../../../components/ui/Skeleton";
import d from "../../../components/ui/dialog.module.css";
import { useFrameMessages, type FrameMessage } from "../frames";
import s from "../checkout.module.css";

/**
 * A modal over the checkout holding a provider's part of the payment (a framed page, or a provider's
 * widget). Focus stays inside while it is open and goes back to what opened it when it closes
 * (Radix Dialog); Escape or the close button is the shopper giving up (onDismiss), unless the page
 * is busy acting on the provider's answer (busy covers the box and closing waits).
 */
export function ProviderDialog({
  open,
  title,
  description,
  busy,
  onDismiss,
  onCloseAutoFocus,
  testId,
  boxClassName,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  busy?: string | null | undefined;
  onDismiss: () => void;
  onCloseAutoFocus?: ((e: Event) => void) | undefined;
  testId?: string | undefined;
  boxClassName: string | undefined;
  children: ReactNode;
}) {
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
          <div className={boxClassName}>
            {children}
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

/** A ProviderDialog framing a provider's page (the sandbox's 3-D Secure challenge, its Apple Pay sheet). */
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
    <ProviderDialog
      open={open}
      title={title}
      description={description}
      busy={busy}
      onDismiss={onDismiss}
      onCloseAutoFocus={onCloseAutoFocus}
      testId={testId}
      boxClassName={s.dialogFrameBox}
    >
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
    </ProviderDialog>
  );
}
