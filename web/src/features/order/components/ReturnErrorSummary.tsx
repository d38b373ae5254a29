import type { Ref } from "react";
import { Icon } from "../../../components/ui/Icon";
import type { ErrorName } from "../returnForm";
import s from "../order.module.css";

/**
 * The summary at the top of the return form: its title, and a link to each field in error (the
 * item's name first for an item's error). A link moves the focus to its field.
 */
export function ReturnErrorSummary({
  summaryRef,
  titleId,
  title,
  listed,
  messageOf,
  itemName,
  targetOf,
  focus,
}: {
  summaryRef: Ref<HTMLDivElement>;
  titleId: string;
  title: string;
  /** The errors to link to, in the form's order. */
  listed: ErrorName[];
  messageOf: (name: ErrorName) => string | undefined;
  itemName: (name: ErrorName) => string | undefined;
  /** The id of the field an error's link leads to. */
  targetOf: (name: ErrorName) => string;
  focus: (name: ErrorName) => void;
}) {
  return (
    <div
      ref={summaryRef}
      className={s.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="error-summary"
    >
      <p className={s.summaryTitle} id={titleId}>
        <Icon name="alert" size={20} />
        {title}
      </p>
      {listed.length > 0 ? (
        <ul>
          {listed.map((n) => {
            const what = itemName(n);
            return (
              <li key={n}>
                <a
                  href={`#${targetOf(n)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    focus(n);
                  }}
                >
                  {what ? `${what}: ` : ""}
                  {messageOf(n)}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
