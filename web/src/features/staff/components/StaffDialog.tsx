import type { ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "../../../components/ui/Icon";
import d from "../../../components/ui/dialog.module.css";
import s from "../staff.module.css";

/** A modal for a move's details: title, an optional description, the form; Escape or Close leave it. */
export function StaffDialog({
  open,
  onOpenChange,
  title,
  description,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  onCloseAutoFocus?: (e: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={d.overlay} />
        <Dialog.Content
          className={`${d.dialog} ${d.narrow}`}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className={s.dialogHead}>
            <Dialog.Title className={s.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Close className={s.dialogClose} aria-label="Close">
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={s.dialogDescription}>{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
