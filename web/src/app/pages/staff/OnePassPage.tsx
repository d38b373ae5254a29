// /staff/onepass (customer service and up): find a customer's OnePass by e-mail (kept in the address
// bar, ?email=, so the page can be linked and reloaded), see its status, dates, payments and audit log,
// and cancel it (optionally refunding) or extend a trial. What an action did is said in a polite live
// region on the page.
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api";
import { buttonClass } from "../../../components/ui/Button";
import { Notice, TextField } from "../../../components/ui/Field";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Skeleton } from "../../../components/ui/Skeleton";
import { membershipKeys, useStaffMembership } from "../../../features/staff/api/findMembership";
import { StaffMembershipView } from "../../../features/staff/components/StaffMembershipView";
import { useRecheckOnForbidden } from "../../../features/staff/hooks/useRecheckOnForbidden";
import { emailParam, normaliseEmail, searchEmailError } from "../../../features/staff/onepass";
import { can } from "../../../features/staff/rules";
import type { StaffSession } from "../../../features/staff/types";
import { usePageTitle } from "../../usePageTitle";
import o from "../../../features/staff/components/onepass.module.css";
import p from "./staffPages.module.css";

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (email: string) => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState("");
  return (
    <form
      role="search"
      aria-label="Find a membership"
      className={p.findOrder}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const message = searchEmailError(value);
        setError(message);
        if (!message) onSearch(value.trim());
      }}
    >
      <TextField
        id="onepass-email"
        label="Customer's e-mail"
        type="email"
        autoComplete="off"
        spellCheck={false}
        maxLength={254}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        className={p.findField}
      />
      <button type="submit" className={`${buttonClass("primary")} ${p.apply}`}>
        Find
      </button>
    </form>
  );
}

function Result({ email, session }: { email: string; session: StaffSession }) {
  const q = useStaffMembership(email);
  const [message, setMessage] = useState("");
  useRecheckOnForbidden(q.error);
  const status = (
    // Present before any message, so what an action did is announced (polite).
    <div role="status" aria-live="polite" data-testid="onepass-status">
      {message ? <p className={o.done}>{message}</p> : null}
    </div>
  );
  if (q.isPending) {
    return (
      <>
        {status}
        <Skeleton height={360} />
        <span className="visually-hidden">Looking up {email}…</span>
      </>
    );
  }
  if (q.isError) {
    const err = q.error;
    return (
      <>
        {status}
        {err instanceof ApiError && err.status === 404 ? (
          <Notice tone="error" title="No membership found">
            No OnePass membership has the e-mail {email}. Check the spelling, or ask the customer which e-mail
            their account uses.
          </Notice>
        ) : err instanceof ApiError && err.status === 400 ? (
          <Notice tone="error">{email} is not a valid e-mail address.</Notice>
        ) : err instanceof ApiError && err.status === 403 ? (
          <Notice tone="error">
            Your role can&apos;t look up memberships, or your staff session has ended.
          </Notice>
        ) : (
          <FailedToLoad what="the membership" onRetry={() => void q.refetch()} />
        )}
      </>
    );
  }
  return (
    <>
      {status}
      <StaffMembershipView answer={q.data} searched={email} session={session} onDone={setMessage} />
    </>
  );
}

export default function OnePassPage({ session }: { session: StaffSession }) {
  usePageTitle("OnePass · Staff");
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const email = emailParam(params);
  const allowed = can(session, "findMembership");
  return (
    <>
      <h1>OnePass memberships</h1>
      {!allowed ? (
        <Notice tone="info">Your role can&apos;t look up OnePass memberships.</Notice>
      ) : (
        <>
          <p className={p.hint}>Find a customer&apos;s membership by the e-mail address of their account.</p>
          {/* A new form for each e-mail in the address bar (back and forward included). */}
          <SearchForm
            key={`form:${email}`}
            initial={email}
            onSearch={(next) => {
              // The same customer again: look again (someone may have changed it meanwhile).
              if (normaliseEmail(next) === normaliseEmail(email))
                void client.invalidateQueries({ queryKey: membershipKeys.one(email) });
              setParams({ email: next });
            }}
          />
          {email ? (
            // A new result (and status message) for each customer.
            <Result key={`result:${normaliseEmail(email)}`} email={email} session={session} />
          ) : null}
        </>
      )}
    </>
  );
}
