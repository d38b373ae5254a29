import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { isForbidden, reasonsQuery, staffKeys, staffSessionQuery } from "./api";

/** The staff session: data is null when no staff member is signed in. */
export const useStaffSession = () => useQuery(staffSessionQuery());

/** A refund reason's name for its code (the code itself until the names load). */
export function useReasonName() {
  const { data } = useQuery(reasonsQuery());
  return (code: string) => data?.[code] ?? code;
}

/**
 * A 403 may mean the staff session has ended (12 hours, or signed out elsewhere): check the session,
 * so the sign-in form replaces the page when it has.
 */
export function useRecheckOnForbidden(error: unknown) {
  const client = useQueryClient();
  const forbidden = isForbidden(error);
  useEffect(() => {
    if (forbidden) void client.invalidateQueries({ queryKey: staffKeys.session });
  }, [forbidden, client]);
}
