// /returns/label/:returnCode: a return's printable prepaid label (docs/orders.md "The return label"),
// for its owner only: the e-mail's link carries a token; a signed-in customer needs nothing; a guest
// without the link gives the order's e-mail. Anyone else is told it was not found.
import { useState, type FormEvent } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { FailedToLoad } from "../../components/ui/FailedToLoad";
import { Notice, TextField } from "../../components/ui/Field";
import { buttonClass } from "../../components/ui/Button";
import { returnLabelQuery } from "../../features/order/api/getReturnLabel";
import { ReturnLabel } from "../../features/order/components/ReturnLabel";
import { ORDER_HISTORY_PATH, RETURNS_PATH } from "../../features/order/paths";
import { usePageTitle } from "../usePageTitle";
import o from "../../features/order/order.module.css";
import l from "../../features/order/label.module.css";

export default function ReturnLabelPage() {
  const { returnCode = "" } = useParams();
  const [params] = useSearchParams();
  usePageTitle(`Return label ${returnCode}`);
  const token = params.get("token") ?? undefined;
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [typed, setTyped] = useState("");
  const q = useQuery(returnLabelQuery(returnCode, { token, email }));

  if (q.isPending) {
    return (
      <div className="container">
        <div className={o.wide} aria-busy="true">
          <p className={o.muted}>Loading your return label…</p>
        </div>
      </div>
    );
  }
  if (q.isSuccess) {
    return (
      <div className="container">
        <div className={o.wide}>
          <ReturnLabel label={q.data.label} />
        </div>
      </div>
    );
  }
  const err = q.error;
  if (!(err instanceof ApiError) || (err.status !== 404 && err.status !== 429)) {
    return <FailedToLoad what="this return label" onRetry={() => void q.refetch()} />;
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setEmail(typed.trim());
  };
  return (
    <div className="container">
      <div className={`${o.narrow} ${l.ask}`} data-testid="label-ask">
        <h1>Return label {returnCode}</h1>
        {err.status === 429 ? (
          <Notice tone="error">
            <p>Too many attempts. Please wait a few minutes and try again.</p>
          </Notice>
        ) : email || token ? (
          <Notice tone="error">
            <p>We couldn&apos;t find a return label for that return and e-mail address.</p>
          </Notice>
        ) : null}
        <p className={o.lead}>
          Enter the e-mail address you ordered with to see your label, or{" "}
          <Link to={ORDER_HISTORY_PATH}>sign in</Link> to find it with your orders.
        </p>
        <form noValidate onSubmit={submit} aria-label="Find your return label">
          <TextField
            id="label-email"
            label="E-mail address"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className={buttonClass("primary", true)}>
            Show my label
          </button>
        </form>
        <p className={o.note}>
          Haven&apos;t booked a return yet? <Link to={RETURNS_PATH}>Start a return</Link>.
        </p>
      </div>
    </div>
  );
}
