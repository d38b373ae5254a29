// importReceipts (POST /api/staff/receipts): up to 1000 till receipts in the import's JSON form, for
// managers and admins (docs/receipts.md, docs/staff.md "Receipts").
import { apiPost, type Answer } from "../../../lib/api";

/**
 * The receipts go as the file's lines were read (receipts.ts): the server checks each one and says
 * why it rejected it, so they are not held to the wire's receipt shape here.
 */
export function importReceipts(receipts: Record<string, unknown>[]) {
  return apiPost<Answer<"importReceipts">>("/api/staff/receipts", { receipts });
}
