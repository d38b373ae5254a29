// One customer's OnePass as customer service sees it: who, the status in words, the plan, when it
// renews or the trial ends, the next payment, the card and savings; the actions the status and role
// allow; every payment (newest first) and the audit log (oldest first).
import type { ReactNode } from "react";
import { formatDateTime } from "../rules";
import {
  cardText,
  daysText,
  isTrial,
  membershipAuditAction,
  membershipAuditDetail,
  membershipStatusLabel,
  membershipStatusTone,
  paymentStatusLabel,
  planLabel,
  type StaffMembership,
  type StaffMembershipAnswer,
} from "../onepass";
import type { StaffSession } from "../types";
import { MembershipActions } from "./MembershipActions";
import s from "../staff.module.css";

const TONES = { done: s.chipDone, waiting: s.chipWaiting, stopped: s.chipStopped };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : "—");

/** The membership's next date: the trial's end, the renewal, the end of a cancelled period, a lapse. */
function NextDate({ m }: { m: StaffMembership }) {
  if (isTrial(m.status))
    return (
      <Fact term={m.status === "cancelling_trial" ? "Trial ends (then stops)" : "Trial ends"}>
        {when(m.trialEndDate)}
        {m.trialDaysRemaining !== null ? ` (${daysText(m.trialDaysRemaining)} left)` : ""}
      </Fact>
    );
  if (m.status === "overdue")
    return <Fact term="Lapses unless paid">{when(m.lapsesOn ?? m.renewalDate)}</Fact>;
  if (m.status === "cancelling") return <Fact term="Ends">{when(m.renewalDate)}</Fact>;
  if (m.status === "cancelled" || m.status === "lapsed") return <Fact term="Ended">{when(m.endedAt)}</Fact>;
  return (
    <Fact term="Renews">
      {when(m.renewalDate)}
      {m.renewalDate && m.daysUntilRenewal !== null ? ` (in ${daysText(m.daysUntilRenewal)})` : ""}
    </Fact>
  );
}

export function StaffMembershipView({
  answer,
  searched,
  session,
  onDone,
}: {
  answer: StaffMembershipAnswer;
  searched: string;
  session: StaffSession;
  onDone: (message: string) => void;
}) {
  const { membership: m } = answer;
  const payments = m.payments ?? [];
  const audit = [...(answer.audit ?? [])].sort((a, b) => (Date.parse(a.at) || 0) - (Date.parse(b.at) || 0));
  const tone = membershipStatusTone(m.status);
  return (
    <section aria-labelledby="member-heading" className={s.section} data-testid="membership">
      <h2 id="member-heading" tabIndex={-1}>
        {answer.firstName || "Customer"} <span className={s.muted}>({answer.email})</span>
      </h2>
      <dl className={s.facts}>
        <Fact term="Customer">{answer.firstName || "—"}</Fact>
        <Fact term="E-mail">
          <span className={s.breakAll}>{answer.email}</span>
        </Fact>
        <Fact term="Status">
          <span className={`${s.chip} ${TONES[tone]}`} data-status={m.status}>
            {membershipStatusLabel(m.status)}
          </span>
        </Fact>
        <Fact term="Plan">
          {planLabel(m.plan)}
          {m.nextPlan && m.nextPlan !== m.plan ? `, then ${planLabel(m.nextPlan)}` : ""}
        </Fact>
        <NextDate m={m} />
        <Fact term="Next payment">
          {m.nextPayment ? (
            <>
              {m.nextPayment.amount.formattedValue} on {when(m.nextPayment.date)} (
              {planLabel(m.nextPayment.plan)})
            </>
          ) : (
            "None due"
          )}
        </Fact>
        <Fact term="Card">{cardText(m.paymentMethod)}</Fact>
        <Fact term="Savings (6 months)">{m.savings.formattedValue}</Fact>
      </dl>

      <MembershipActions answer={answer} searched={searched} session={session} onDone={onDone} />

      <section aria-labelledby="payments-heading" className={s.section}>
        <h3 id="payments-heading">Payments</h3>
        {payments.length === 0 ? (
          <p className={s.muted}>No payments yet.</p>
        ) : (
          <table className={s.table} data-testid="payments">
            <caption className="visually-hidden">Every OnePass payment attempt, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Plan</th>
                <th scope="col" className={s.num}>
                  Amount
                </th>
                <th scope="col">Card</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((pay, i) => (
                <tr key={`${pay.date}-${i}`}>
                  <td data-label="Date">{when(pay.date)}</td>
                  <td data-label="Plan">{planLabel(pay.plan)}</td>
                  <td data-label="Amount" className={s.num}>
                    {pay.amount.formattedValue}
                  </td>
                  <td data-label="Card">{pay.card || "—"}</td>
                  <td data-label="Status">{paymentStatusLabel(pay.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="membership-audit-heading" className={s.section}>
        <h3 id="membership-audit-heading">Audit log</h3>
        {audit.length === 0 ? (
          <p className={s.muted}>No staff changes yet.</p>
        ) : (
          <table className={s.table} data-testid="audit">
            <caption className="visually-hidden">Staff changes to this membership, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {audit.map((e, i) => (
                <tr key={i}>
                  <td data-label="When">{when(e.at)}</td>
                  <td data-label="Who" className={s.breakAll}>
                    {e.actor}
                  </td>
                  <td data-label="What">{membershipAuditAction(e.action)}</td>
                  <td data-label="Details">{membershipAuditDetail(e.detail, formatDateTime) || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}
