import { useEffect } from "react";
import { useLocation, useSearchParams } from "react-router";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useMembership } from "../../../features/membership/api/getMembership";
import { MembershipView } from "../../../features/membership/components/MembershipView";
import { isPlan } from "../../../features/membership/types";
import { membershipSlots } from "../../membershipSlots";
import { usePageTitle } from "../../usePageTitle";
import { useAccountError } from "./useAccountError";

const TITLE_ID = "onepass-title";

/**
 * My Account → OnePass (/my-account/onepass): the member's OnePass or the join form (the reminder
 * slot is for the other pages: here the membership says it all itself). ?plan=monthly|annual chooses the join form's plan (registerMembership leads here with
 * #join, which is scrolled to once the form is there).
 */
export default function OnePassAccountPage() {
  usePageTitle("OnePass");
  const q = useMembership();
  useAccountError(q.error);
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const asked = params.get("plan");
  const plan = isPlan(asked) ? asked : undefined;
  const loaded = Boolean(q.data);

  useEffect(() => {
    if (!loaded || !hash) return;
    const el = document.getElementById(hash.slice(1));
    if (!el) return;
    el.scrollIntoView?.({ block: "start" });
    if (hash === "#join")
      el.querySelector<HTMLInputElement>("input:checked, input")?.focus({ preventScroll: true });
  }, [loaded, hash]);

  return (
    <section aria-labelledby={TITLE_ID}>
      <h1 id={TITLE_ID} tabIndex={-1}>
        OnePass
      </h1>
      {q.isPending ? (
        <Skeleton height={320} />
      ) : q.isError ? (
        <FailedToLoad what="your OnePass membership" onRetry={() => void q.refetch()} />
      ) : (
        <MembershipView
          membership={q.data}
          initialPlan={plan}
          headingId={TITLE_ID}
          CardChoice={membershipSlots.CardChoice}
        />
      )}
    </section>
  );
}
