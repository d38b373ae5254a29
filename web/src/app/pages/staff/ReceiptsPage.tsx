// /staff/receipts (manager and admin: importReceipts): import the tills' receipts from a JSON lines
// file, read in the browser and sent in batches; the summary and the rejected lines after.
import { Notice } from "../../../components/ui/Field";
import { ReceiptImport } from "../../../features/staff/components/ReceiptImport";
import { can } from "../../../features/staff/rules";
import type { StaffSession } from "../../../features/staff/types";
import { usePageTitle } from "../../usePageTitle";
import p from "./staffPages.module.css";

export default function ReceiptsPage({ session }: { session: StaffSession }) {
  usePageTitle("Till receipts · Staff");
  return (
    <div className={p.narrowPage}>
      <h1>Till receipts</h1>
      {can(session, "importReceipts") ? (
        <>
          <p className={p.lead}>
            Import the receipts the tills send, so customers see their in-store purchases. Receipts are
            matched to customers by e-mail; one already imported is left as it is, so a file can be imported
            again.
          </p>
          <ReceiptImport />
        </>
      ) : (
        <Notice tone="info">Only a manager or an admin can import till receipts.</Notice>
      )}
    </div>
  );
}
