import { useState, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "../../../components/ui/Icon";
import d from "../../../components/ui/dialog.module.css";
import { AuthForm, type AuthFormType } from "./AuthForm";
import s from "./account.module.css";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close: the control that opened it. */
  onCloseAutoFocus?: (e: Event) => void;
}

function Head({ title }: { title: string }) {
  return (
    <div className={s.dialogHead}>
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Close className={s.closeButton} aria-label="Close">
        <Icon name="close" />
      </Dialog.Close>
    </div>
  );
}

/**
 * The site drawer: slides in from the right (full screen on a phone) from the header's account
 * button. Success keeps the shopper on the page and refreshes its data.
 */
export function SignInDrawer({
  open,
  onOpenChange,
  onCloseAutoFocus,
  type = "login",
}: DialogProps & { type?: AuthFormType }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={d.overlay} />
        <Dialog.Content
          className={s.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          data-testid="sign-in-drawer"
        >
          <Head title="Sign in or create an account" />
          <AuthForm key={type} type={type} placement="drawer" onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A modal sign-in for an action that needs an account ("Sign in to save your favourites"). */
export function SignInPopup({
  open,
  onOpenChange,
  onCloseAutoFocus,
  type = "login",
  reason,
}: DialogProps & { type?: AuthFormType; reason?: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={d.overlay} />
        <Dialog.Content
          className={`${d.dialog} ${d.narrow}`}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          data-testid="sign-in-popup"
        >
          <Head title="Sign in to continue" />
          <AuthForm
            key={type}
            type={type}
            placement="popup"
            note={reason ? <p className={s.note}>{reason}</p> : undefined}
            onDone={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The membership modal's choices: each is a form type (docs/accounts.md, "The sign-in form"). */
const MEMBERSHIP_TYPES: { type: AuthFormType; label: string }[] = [
  { type: "membershipFreeTrial", label: "Start a 30-day free trial with a new account" },
  { type: "membershipLogin", label: "Sign in to activate OnePass" },
  { type: "linkMembershipAccount", label: "Link the account you pay OnePass with" },
  { type: "membershipCreateAccount", label: "Create an account for OnePass" },
];

/**
 * The membership-activation modal: the shopper picks how to activate OnePass and the form of that
 * type signs in or registers. Membership itself comes with OnePass (roadmap step 6).
 */
export function MembershipModal({
  open,
  onOpenChange,
  onCloseAutoFocus,
  initialType = "membershipFreeTrial",
}: DialogProps & { initialType?: AuthFormType }) {
  // The radio picks the form (a new one); the form's own tabs move the radio along without a new form.
  const [type, setType] = useState<AuthFormType>(initialType);
  const [formType, setFormType] = useState<AuthFormType>(initialType);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={d.overlay} />
        <Dialog.Content
          className={`${d.dialog} ${d.narrow}`}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          data-testid="membership-modal"
        >
          <Head title="Activate OnePass" />
          <fieldset className={s.membershipTypes}>
            <legend>How would you like to start?</legend>
            {MEMBERSHIP_TYPES.map((m) => (
              <label key={m.type} className={s.membershipOption}>
                <input
                  type="radio"
                  name="membershipType"
                  value={m.type}
                  checked={type === m.type}
                  onChange={() => {
                    setType(m.type);
                    setFormType(m.type);
                  }}
                />
                {m.label}
              </label>
            ))}
          </fieldset>
          <AuthForm
            key={formType}
            type={formType}
            placement="membershipModal"
            from="OnePass"
            onTypeChange={setType}
            onDone={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
