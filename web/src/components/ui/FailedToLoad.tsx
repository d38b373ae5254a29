import { Button } from "./Button";
import s from "./ui.module.css";

/** The generic "failed to load" view with a retry (docs/web.md#failure-views). */
export function FailedToLoad({ onRetry, what = "this page" }: { onRetry: () => void; what?: string }) {
  return (
    <div className={s.failed} role="alert">
      <h2>Sorry, {what} failed to load</h2>
      <p>Check your connection and try again.</p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}
