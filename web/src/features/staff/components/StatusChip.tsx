import { statusLabel } from "../rules";
import s from "../staff.module.css";

/** A status as a chip in the shop's palette: waiting (gold), moving (blue), done (green), stopped (red). */
export function StatusChip({ status }: { status: string }) {
  const tone =
    status === "placed" || status === "requested"
      ? s.chipWaiting
      : status === "collected" || status === "refunded" || status === "completed"
        ? s.chipDone
        : status === "cancelled" || status === "refundFailed"
          ? s.chipStopped
          : s.chipMoving;
  return (
    <span className={`${s.chip} ${tone}`} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}
