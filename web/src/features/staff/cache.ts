// The back office's query keys and what each change refreshes. Every staff query's key starts with
// STAFF_KEY, so signing in or out drops them all at once.
import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { queueApiUrl, returnsApiUrl, type QueueFilter, type ReturnsFilter } from "./rules";
import type { StaffSession } from "./types";

export const STAFF_KEY = "staff";

export const staffKeys = {
  session: [STAFF_KEY, "session"] as const,
  queue: (f: QueueFilter) => [STAFF_KEY, "queue", queueApiUrl(f)] as const,
  queues: [STAFF_KEY, "queue"] as const,
  order: (code: string) => [STAFF_KEY, "order", code] as const,
  returns: (f: ReturnsFilter) => [STAFF_KEY, "returns", returnsApiUrl(f)] as const,
  allReturns: [STAFF_KEY, "returns"] as const,
  members: [STAFF_KEY, "members"] as const,
};

/** A 403 ERR_FORBIDDEN: not signed in as staff, or the role does not allow the call. */
export const isForbidden = (err: unknown) => err instanceof ApiError && err.status === 403;

/** The back office's lists change under other staff's hands: refetch on return to the tab. */
export const live = { staleTime: 5_000, refetchOnWindowFocus: true, retry: false } as const;

/** After a receive or refund: the return lists and the order are refetched. */
export function afterReturnChange(client: QueryClient, orderCode: string) {
  void client.invalidateQueries({ queryKey: staffKeys.allReturns });
  void client.invalidateQueries({ queryKey: staffKeys.order(orderCode) });
}

/** After a failed move or return change that may mean stale data: refetch what shows it. */
export function refreshAfterError(client: QueryClient, orderCode: string) {
  void client.invalidateQueries({ queryKey: staffKeys.queues });
  void client.invalidateQueries({ queryKey: staffKeys.allReturns });
  void client.invalidateQueries({ queryKey: staffKeys.order(orderCode) });
  // A 403 may be the staff session ending: check it.
  void client.invalidateQueries({ queryKey: staffKeys.session });
}

/** After signing in or out: drop every staff answer, then set the session. */
export function resetStaff(client: QueryClient, session: StaffSession | null) {
  // The session query stays (the gate observes it): a removed query would leave it on the old one.
  client.removeQueries({ queryKey: [STAFF_KEY], predicate: (q) => q.queryKey[1] !== "session" });
  client.setQueryData(staffKeys.session, session);
}
