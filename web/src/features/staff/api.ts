// The back office's calls (internal/httpapi/staff.go). Every non-GET call goes through the shop's
// API client, so it carries the shop session's csrf token; the staff session is its own HttpOnly
// cookie, set by staffSignIn.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { ApiError, apiGet, apiPost } from "../../lib/api";
import { queueApiUrl, returnsApiUrl, type QueueFilter, type ReturnsFilter } from "./rules";
import type {
  AddedStaff,
  ImportAnswer,
  MoveTo,
  QueueAnswer,
  ReturnsAnswer,
  StaffListMember,
  StaffOrderAnswer,
  StaffReturn,
  StaffRole,
  StaffSession,
} from "./types";

/** Every staff query's key starts with this, so signing in or out drops them all at once. */
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

/** The staff session; null when no staff member is signed in (the API answers 403). */
export const staffSessionQuery = () =>
  queryOptions({
    queryKey: staffKeys.session,
    queryFn: async ({ signal }): Promise<StaffSession | null> => {
      try {
        return await apiGet<StaffSession>("/api/staff/session", signal);
      } catch (err) {
        if (isForbidden(err)) return null;
        throw err;
      }
    },
    staleTime: 60_000,
    retry: false,
  });

// The back office's lists change under other staff's hands: refetch on return to the tab.
const live = { staleTime: 5_000, refetchOnWindowFocus: true, retry: false } as const;

export const queueQuery = (f: QueueFilter) =>
  queryOptions({
    queryKey: staffKeys.queue(f),
    queryFn: ({ signal }) => apiGet<QueueAnswer>(queueApiUrl(f), signal),
    placeholderData: (prev) => prev,
    ...live,
  });

export const staffOrderQuery = (code: string) =>
  queryOptions({
    queryKey: staffKeys.order(code),
    queryFn: ({ signal }) =>
      apiGet<StaffOrderAnswer>(`/api/staff/orders/${encodeURIComponent(code)}`, signal),
    enabled: /^\d+$/.test(code),
    ...live,
  });

export const returnsQuery = (f: ReturnsFilter) =>
  queryOptions({
    queryKey: staffKeys.returns(f),
    queryFn: ({ signal }) => apiGet<ReturnsAnswer>(returnsApiUrl(f), signal),
    placeholderData: (prev) => prev,
    ...live,
  });

export const membersQuery = () =>
  queryOptions({
    queryKey: staffKeys.members,
    queryFn: ({ signal }) => apiGet<{ staff: StaffListMember[] }>("/api/staff/members", signal),
    ...live,
  });

export function signIn(email: string, password: string) {
  return apiPost<StaffSession>("/api/staff/sign-in", { email, password });
}

export function signOut() {
  return apiPost<Record<string, never>>("/api/staff/sign-out", {});
}

export interface MoveInput {
  orderCode: string;
  consignmentCode: string;
  status: MoveTo;
  carrier?: string;
  trackingNumber?: string;
  collectedBy?: string;
  reason?: string;
}

export function updateConsignment(input: MoveInput) {
  return apiPost<StaffOrderAnswer>("/api/staff/consignments/update", { ...input });
}

export function receiveReturn(returnCode: string) {
  return apiPost<{ return: StaffReturn }>("/api/staff/returns/receive", { returnCode });
}

export function refundReturn(returnCode: string) {
  return apiPost<{ return: StaffReturn }>("/api/staff/returns/refund", { returnCode });
}

export function addStaff(input: { email: string; name: string; role: StaffRole }) {
  return apiPost<AddedStaff>("/api/staff/members", { ...input });
}

/** Disables a staff account (admin): it can no longer sign in, and its sessions end. */
export function disableStaff(email: string) {
  return apiPost<Record<string, never>>("/api/staff/members/disable", { email });
}

/** Changes the signed-in member's password; their other sessions end, this browser stays signed in. */
export function changeStaffPassword(input: { currentPassword: string; password: string }) {
  return apiPost<Record<string, never>>("/api/staff/password", { ...input });
}

/** Imports up to 1000 till receipts in the import's JSON form (docs/receipts.md). */
export function importReceipts(receipts: Record<string, unknown>[]) {
  return apiPost<ImportAnswer>("/api/staff/receipts", { receipts });
}

/** After a move: the order's answer is the new truth, and every queue is refetched. */
export function afterMove(client: QueryClient, answer: StaffOrderAnswer) {
  client.setQueryData(staffKeys.order(answer.order.code), answer);
  void client.invalidateQueries({ queryKey: staffKeys.queues });
}

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

/** The refund reasons' names by code ("wrong-size" → "Wrong size or fit"); kept for the session. */
export const reasonsQuery = () =>
  queryOptions({
    queryKey: [STAFF_KEY, "reasons"],
    queryFn: async ({ signal }) => {
      const a = await apiGet<{ refundReasons: { code: string; name: string }[] }>(
        "/api/returns/reasons",
        signal,
      );
      return Object.fromEntries(a.refundReasons.map((r) => [r.code, r.name])) as Record<string, string>;
    },
    staleTime: Infinity,
    retry: false,
  });
