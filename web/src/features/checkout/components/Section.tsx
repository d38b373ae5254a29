import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { reducedMotion } from "../motion";
import type { Problem } from "../messages";
import { BASKET_PATH } from "../rules";
import s from "../checkout.module.css";

/**
 * A section's error: announced (role=alert), moved into view and focused when it appears, so a
 * keyboard or screen reader user lands on it wherever on the page they pressed the button.
 */
export function SectionError({ problem, id }: { problem: Problem | undefined; id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!problem || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView?.({ block: "center", behavior: reducedMotion() ? "auto" : "smooth" });
  }, [problem]);
  if (!problem) return null;
  const info = problem.inProgress || problem.tone === "info";
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="alert"
      className={`${s.sectionError} ${info ? s.sectionInfo : ""}`}
      data-testid={`error-${problem.section}`}
      data-code={problem.code}
    >
      <Icon name={info ? "help" : "alert"} size={20} />
      <div>
        <p>{problem.text}</p>
        {problem.basketLink ? (
          <p>
            <Link to={BASKET_PATH}>Review your basket</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A numbered checkout section (design brief: cards that open in turn and collapse to a one-line
 * summary with Change once complete). The id is the page's (section-delivery…, docs/checkout.md "The page").
 */
export function Section({
  id,
  step,
  title,
  state,
  summary,
  onEdit,
  editLabel,
  problem,
  children,
}: {
  id: string;
  step: number;
  title: string;
  /** open: the shopper is on it; done: complete, collapsed; waiting: an earlier step comes first. */
  state: "open" | "done" | "waiting";
  summary?: ReactNode;
  onEdit?: (() => void) | undefined;
  /** The Change button's accessible name (starts with its visible text). */
  editLabel?: string;
  problem?: Problem | undefined;
  children?: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={s.section} aria-labelledby={titleId} data-state={state}>
      <div className={s.sectionHead}>
        <span className={`${s.stepBadge} ${state === "done" ? s.stepDone : ""}`} aria-hidden="true">
          {state === "done" ? <Icon name="check" size={16} /> : step}
        </span>
        <h2 id={titleId} className={s.sectionTitle} tabIndex={-1}>
          {title}
          {state === "done" ? <span className="visually-hidden"> (complete)</span> : null}
        </h2>
        {state === "done" && onEdit ? (
          <button type="button" className={s.editButton} onClick={onEdit} aria-label={editLabel}>
            Change
          </button>
        ) : null}
      </div>
      <SectionError problem={problem} id={`${id}-error`} />
      {state === "open" ? (
        <div className={s.sectionBody}>{children}</div>
      ) : state === "done" && summary ? (
        <div className={s.sectionSummary}>{summary}</div>
      ) : null}
    </section>
  );
}
