import { useState, type ComponentProps } from "react";
import { TextField } from "../../../components/ui/Field";
import { Icon } from "../../../components/ui/Icon";
import s from "./account.module.css";

/**
 * A password input with a show/hide toggle. The toggle is a button named "Show password" whose
 * pressed state (aria-pressed) says whether the password is shown, so its name never changes under
 * a screen reader's cursor; the visible word stays "Show" too (the name holds what is seen), the
 * icon and the pressed style show the state.
 */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, "type" | "trailing">) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? "text" : "password"}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={s.reveal}
          aria-label="Show password"
          aria-pressed={shown}
          aria-controls={props.id}
          disabled={props.disabled}
          onClick={() => setShown((v) => !v)}
        >
          <Icon name={shown ? "eyeOff" : "eye"} size={18} />
          Show
        </button>
      }
    />
  );
}
