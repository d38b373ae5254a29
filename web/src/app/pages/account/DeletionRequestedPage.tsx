import { Link, useLocation } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { buttonClass } from "../../../components/ui/Button";
import type { DeletionRequest } from "../../../features/account/types";
import { usePageTitle } from "../../usePageTitle";
import p from "./accountPages.module.css";

function formatDate(iso: string | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString("en-AU", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Australia/Melbourne",
  });
}

/** The account-deletion-request screen, after Delete account (the request's answer in the history state). */
export default function DeletionRequestedPage() {
  usePageTitle("Account deletion requested");
  const state = useLocation().state as Partial<DeletionRequest> | null;
  const by = formatDate(state?.processBy);
  return (
    <div className="container">
      <div className={p.narrowPage} data-testid="deletion-requested">
        <div className={p.iconCircle}>
          <Icon name="check" />
        </div>
        <h1 className={p.center}>We've received your request</h1>
        <p>
          Your account will be deleted within 2 to 5 business days
          {by ? (
            <>
              , by <strong>{by}</strong>
            </>
          ) : null}
          . We'll e-mail you when it's done.
        </p>
        {state?.message ? <p>{state.message}</p> : null}
        <p>
          You've been signed out and can no longer sign in with this account. Orders you've already placed
          will still be delivered, and we keep the records the law requires us to.
        </p>
        <p>
          Changed your mind? <Link to="/help/contact-us">Contact customer service</Link> before then.
        </p>
        <Link to="/" className={buttonClass("primary", true)}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
