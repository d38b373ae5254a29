import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { addToCart } from "../api/addToCart";
import { removeFromCart } from "../api/removeFromCart";
import { updateCart } from "../api/updateCart";
import type { CartEntry } from "../types";
import { readd } from "../basket";
import { failure } from "../failure";
import { cartCodeEffect, CHECKOUT_PATH, firstItemMessage, type CartMessage } from "../messages";
import type { useUndoStack } from "../undo";
import { refocusWhenLost, type Refocus } from "../../../lib/focus";

/** The Undo of the newest removal with this label (app/pages/basket/UndoToasts, the newest last). */
export function undoButton(label: string): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>("button[data-undo]")];
  return all.filter((b) => b.dataset.undo === label).pop() ?? null;
}

/** The Remove button of the basket line holding this variant. */
export function lineRemove(productCode: string): HTMLElement | null {
  for (const li of document.querySelectorAll<HTMLElement>("li[data-product]"))
    if (li.dataset.product === productCode) return li.querySelector<HTMLElement>("button[data-remove]");
  return null;
}

/**
 * The basket's entries as the shopper changes them: a quantity, a removal (with undo), another
 * colour or size; each entry's pending state and message, and a retry after a 403
 * (docs/cart.md, "The basket in the browser").
 */
export function useBasketEntries({
  undo,
  refetch,
  onBanner,
}: {
  undo: Pick<ReturnType<typeof useUndoStack>, "push" | "take">;
  /** Reads the cart again. */
  refetch: () => Promise<unknown>;
  /** A message for the whole basket (a variant swap's warning, an undo that failed). */
  onBanner: (m: CartMessage) => void;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [messages, setMessages] = useState<Record<number, CartMessage | null>>({});
  const [retries, setRetries] = useState<Record<number, () => void>>({});
  const [pending, setPending] = useState<Record<number, boolean>>({});
  const [editing, setEditing] = useState<number | null>(null);
  // An Undo on its way: the wait to put the focus on the line it brings back.
  const undoRefocus = useRef<Refocus | null>(null);

  const setEntryPending = (n: number, on: boolean) => setPending((p) => ({ ...p, [n]: on }));
  const setEntryMessage = (n: number, m: CartMessage | null) => setMessages((x) => ({ ...x, [n]: m }));

  /** What a failed change does (docs/cart.md, "Errors"); returns the message to show at the entry. */
  const onChangeError = async (
    err: unknown,
    op: "update" | "remove",
    entry: CartEntry,
    quantity: number,
    retry: () => void,
  ): Promise<CartMessage | null> => {
    const r = await failure(err);
    if (r.status === "disregarded") return null;
    if (r.status === "forbidden") {
      setRetries((x) => ({ ...x, [entry.entryNumber]: retry }));
      return r.message;
    }
    const code = err instanceof ApiError ? err.code : "unsuccessful";
    switch (cartCodeEffect(code, op)) {
      case "retryAsAdd":
        if (op === "update") {
          try {
            await addToCart(client, [{ ...readd(entry), quantity }]);
            return null;
          } catch (again) {
            return (await failure(again)).message;
          }
        }
        await refetch();
        return null;
      case "clearCart":
      case "toBasket":
        await refetch();
        return null;
      case "toPlaceOrder":
        void navigate(CHECKOUT_PATH);
        return null;
      default:
        // The quantity shown is the cart's, so it is back to what the cart holds.
        return r.message;
    }
  };

  const changeQuantity = async (entry: CartEntry, quantity: number) => {
    setEntryPending(entry.entryNumber, true);
    setEntryMessage(entry.entryNumber, null);
    try {
      const answer = await updateCart(client, [
        { productCode: entry.productCode, entryNumber: entry.entryNumber, quantity },
      ]);
      const changed = answer.updatedItems.length > 0 || answer.removedItems.length > 0;
      setEntryMessage(entry.entryNumber, firstItemMessage(answer.errorItems, { quantityChanged: changed }));
    } catch (err) {
      const retry = () => void changeQuantity(entry, quantity);
      setEntryMessage(entry.entryNumber, await onChangeError(err, "update", entry, quantity, retry));
    } finally {
      setEntryPending(entry.entryNumber, false);
    }
  };

  const remove = async (entry: CartEntry) => {
    // The line goes: the focus goes to its Undo rather than to the body.
    const label = `${entry.name} was removed from your basket.`;
    const refocus = refocusWhenLost(() => undoButton(label));
    setEntryPending(entry.entryNumber, true);
    setEntryMessage(entry.entryNumber, null);
    try {
      await removeFromCart(client, [{ productCode: entry.productCode, entryNumber: entry.entryNumber }]);
      undo.push(label, () => {
        // The Undo goes at once and the line comes back with the answer: the focus goes to the line.
        undoRefocus.current = refocusWhenLost(() => lineRemove(entry.productCode));
        return addToCart(client, [readd(entry)]);
      });
    } catch (err) {
      refocus.cancel();
      const retry = () => void remove(entry);
      setEntryMessage(entry.entryNumber, await onChangeError(err, "remove", entry, 0, retry));
    } finally {
      setEntryPending(entry.entryNumber, false);
    }
  };

  /** Another colour or size: the new variant is added with the entry's quantity and extras, then the
   * old entry is removed. */
  const changeVariant = async (entry: CartEntry, code: string) => {
    setEntryPending(entry.entryNumber, true);
    setEntryMessage(entry.entryNumber, null);
    try {
      const answer = await addToCart(client, [{ ...readd(entry), productCode: code }]);
      if (answer.addedItems.length === 0) {
        setEntryMessage(entry.entryNumber, firstItemMessage(answer.errorItems));
        return;
      }
      await removeFromCart(client, [{ productCode: entry.productCode, entryNumber: entry.entryNumber }]);
      setEditing(null);
      const warning = firstItemMessage(answer.errorItems);
      if (warning) onBanner(warning);
    } catch (err) {
      const r = await failure(err);
      if (r.message) setEntryMessage(entry.entryNumber, r.message);
    } finally {
      setEntryPending(entry.entryNumber, false);
    }
  };

  const runUndo = async (id: number) => {
    const task = undo.take(id);
    if (!task) return;
    try {
      await task.undoTask();
    } catch (err) {
      // The line did not come back: the focus, lost with the Undo, goes to the basket's heading
      // (the message, said in the live region, goes after a moment), not to the body.
      undoRefocus.current?.cancel();
      refocusWhenLost(() => document.querySelector<HTMLElement>("main h1"));
      const r = await failure(err);
      if (r.message) onBanner(r.message);
    }
  };

  const toggleEdit = (n: number) => setEditing((x) => (x === n ? null : n));

  return {
    messages,
    retries,
    pending,
    editing,
    busy: Object.values(pending).some(Boolean),
    changeQuantity,
    remove,
    changeVariant,
    runUndo,
    toggleEdit,
  };
}
