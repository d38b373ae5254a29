import { consignmentStatusText, orderStatusText, returnStatusText, statusTone } from "../status";
import s from "../order.module.css";

type ChipKind = "order" | "consignment" | "return";

const textOf: Record<ChipKind, (status: string) => string> = {
  order: orderStatusText,
  consignment: consignmentStatusText,
  return: returnStatusText,
};

/** A status in words on a chip tinted by its tone. */
export function StatusChip({ status, kind = "order" }: { status: string; kind?: ChipKind }) {
  return (
    <span className={`${s.chip} ${s[`tone_${statusTone(status)}`] ?? ""}`} data-status={status}>
      {textOf[kind](status)}
    </span>
  );
}
