// /my-account/store-order/:orderCode: an in-store purchase's receipt (store, date, items, discounts,
// payment types).
import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { receiptQuery } from "../../../features/order/api/getReceipt";
import { ReceiptDetails } from "../../../features/order/components/Receipt";
import { usePageTitle } from "../../usePageTitle";
import { ReceiptMissing, ReceiptSkeleton, isMissing } from "./receiptStates";
import { useAccountError } from "./useAccountError";

export default function StoreOrderPage() {
  const { orderCode = "" } = useParams();
  usePageTitle("Store purchase");
  const q = useQuery(receiptQuery(orderCode));
  useAccountError(q.error);
  if (isMissing(orderCode, q.error)) return <ReceiptMissing />;
  if (q.isPending) return <ReceiptSkeleton />;
  if (q.isError) return <FailedToLoad what="this receipt" onRetry={() => void q.refetch()} />;
  return <ReceiptDetails receipt={q.data.receipt} />;
}
