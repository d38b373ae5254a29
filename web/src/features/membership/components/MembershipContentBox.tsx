import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "../../../components/ui/Icon";
import { useMembershipContent } from "../api/getMembershipContent";
import type { MembershipBenefit, MembershipContent, MembershipSlot } from "../types";
import s from "./membership.module.css";

const BENEFIT_ICON: Record<MembershipBenefit["icon"], IconName> = {
  delivery: "truck",
  price: "tag",
  early: "zap",
  reward: "star",
};

/** A benefit's icon (the reward cards). */
export const benefitIcon = (b: MembershipBenefit) => BENEFIT_ICON[b.icon] ?? "check";

type Look = "banner" | "compact" | "box" | "reminder";

/**
 * One content slot where a page puts it (getMembershipContent): its title, text, bullet points and
 * call to action. Nothing while it loads, when it fails (the page works without it) or when the
 * server says show=false. `headingLevel` keeps the page's heading order; `dismissible` adds a close
 * button (the checkout's sign-up box), `children` goes under the text.
 */
export function MembershipContentBox({
  slot,
  look = "box",
  headingLevel = 2,
  dismissible = false,
  enabled = true,
  children,
  testId,
}: {
  slot: MembershipSlot;
  look?: Look;
  headingLevel?: 2 | 3;
  dismissible?: boolean;
  enabled?: boolean;
  children?: ReactNode;
  testId?: string;
}) {
  const q = useMembershipContent(slot, enabled);
  const [dismissed, setDismissed] = useState(false);
  if (!q.data?.show || dismissed) return null;
  return (
    <ContentBody
      content={q.data}
      look={look}
      headingLevel={headingLevel}
      onDismiss={dismissible ? () => setDismissed(true) : undefined}
      testId={testId ?? `onepass-${slot}`}
    >
      {children}
    </ContentBody>
  );
}

export function ContentBody({
  content: c,
  look,
  headingLevel,
  onDismiss,
  testId,
  children,
}: {
  content: MembershipContent;
  look: Look;
  headingLevel: 2 | 3;
  onDismiss?: (() => void) | undefined;
  testId?: string;
  children?: ReactNode;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside
      className={`${s.slot} ${s[`look_${look}`] ?? ""}`}
      aria-label={c.title || "OnePass"}
      data-testid={testId}
    >
      <span className={s.slotMark} aria-hidden="true">
        OnePass
      </span>
      <div className={s.slotBody}>
        {c.title ? <H className={s.slotTitle}>{c.title}</H> : null}
        {c.text ? <p className={s.slotText}>{c.text}</p> : null}
        {c.items && c.items.length > 0 && look !== "compact" ? (
          <ul className={s.items}>
            {c.items.map((i) => (
              <li key={i}>
                <Icon name="check" size={16} /> {i}
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
      {c.cta ? (
        <Link to={c.cta.url} className={s.slotCta}>
          {c.cta.label}
        </Link>
      ) : null}
      {onDismiss ? (
        <button
          type="button"
          className={s.dismiss}
          onClick={onDismiss}
          aria-label={`Dismiss: ${c.title || "OnePass"}`}
        >
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </aside>
  );
}
