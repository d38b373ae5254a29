import { useEffect, useRef, useState } from "react";
import { useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { cartQuery } from "../api/getCart";
import { recalculateCart } from "../api/recalculateCart";
import type { Cart, CartEntry } from "../types";
import { IN_PROGRESS, NOTIFICATION_MS, RECALCULATE_FAILED, removalMessage, UP_TO_DATE } from "../basket";
import { failure } from "../failure";
import { firstItemMessage, type CartMessage } from "../messages";
import { disregarded } from "../superseded";

/**
 * The basket loads with a silent recalculation: 'in progress', then success or an error in the
 * banner, dismissed after 1500 ms; entries the server took out are reported apart, until dismissed.
 */
export function useBasketCheck(cartQ: UseQueryResult<Cart>) {
  const client = useQueryClient();
  const [recalc, setRecalc] = useState<"pending" | "done" | "failed">("pending");
  const [banner, setBanner] = useState<CartMessage | null>(IN_PROGRESS);
  const [removals, setRemovals] = useState<{ message: CartMessage; urls: string[] } | null>(null);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const before = client.getQueryData(cartQuery().queryKey)?.entries ?? [];
    recalculateCart(client).then(
      (answer) => {
        setRecalc("done");
        // Entries the server took out (product gone, no stock anywhere): a warning with an action.
        const gone = answer.removedItems
          .map((r) => before.find((e) => e.entryNumber === r.entryNumber))
          .filter((e): e is CartEntry => e !== undefined);
        if (answer.removedItems.length > 0) {
          setRemovals({
            message: removalMessage(answer.removedItems.length, gone),
            urls: gone.map((e) => e.url),
          });
        }
        setBanner(firstItemMessage(answer.errorItems, { quantityChanged: true }) ?? UP_TO_DATE);
      },
      async (err: unknown) => {
        if (disregarded(err)) return;
        setRecalc("failed");
        void cartQ.refetch();
        const r = await failure(err);
        setBanner(r.message ?? RECALCULATE_FAILED);
      },
    );
  }, [client, cartQ]);

  // Cart notifications go after 1500 ms ('in progress' stays until the answer).
  useEffect(() => {
    if (!banner || banner.code === IN_PROGRESS.code) return;
    const t = setTimeout(() => setBanner(null), NOTIFICATION_MS);
    return () => clearTimeout(t);
  }, [banner]);

  return { ready: recalc !== "pending", banner, setBanner, removals, setRemovals };
}
