// /my-account/store-order-summary/:orderCode: the printable receipt with its barcode for returns in
// store.
import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { receiptQuery } from "../../../features/order/api/getReceipt";
import { ReceiptSummary } from "../../../features/order/components/Receipt";
import { usePageTitle } from "../../usePageTitle";
import { ReceiptMissing, ReceiptSkeleton, isMissing } from "./receiptStates";
import { useAccountError } from "./useAccountError";

export default function StoreOrderSummaryPage() {
  const { orderCode = "" } = useParams();
  usePageTitle("Receipt for returns");
  const q = useQuery(receiptQuery(orderCode));
  useAccountError(q.error);
  if (isMissing(orderCode, q.error)) return <ReceiptMissing />;
  if (q.isPending) return <ReceiptSkeleton />;
  if (q.isError) return <FailedToLoad what="this receipt" onRetry={() => void q.refetch()} />;
  return <ReceiptSummary receipt={q.data.receipt} barcode={q.data.barcode} abn={q.data.abn} />;
}
