import type { ReactNode } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import s from "./account.module.css";

/**
 * The sign-in and create-account tabs around the one form: the form is the same element in either
 * panel, so switching tabs keeps the e-mail typed.
 */
export function AuthTabs({
  signUp,
  onSwitch,
  children,
}: {
  /** The create-account tab is the open one. */
  signUp: boolean;
  /** The shopper chose the other tab. */
  onSwitch: () => void;
  children: ReactNode;
}) {
  const tab = signUp ? "signUp" : "signIn";
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(v) => {
        if (v !== tab) onSwitch();
      }}
    >
      <Tabs.List className={s.tabs} aria-label="Sign in or create an account">
        <Tabs.Trigger value="signIn" className={s.tab}>
          Sign in
        </Tabs.Trigger>
        <Tabs.Trigger value="signUp" className={s.tab}>
          Create account
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="signIn" className={s.panel}>
        {children}
      </Tabs.Content>
      <Tabs.Content value="signUp" className={s.panel}>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
