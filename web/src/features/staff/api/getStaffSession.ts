// getStaffSession (GET /api/staff/session): the signed-in staff member and the staff operations their
// role allows (docs/staff.md "Roles"); a 403 means no staff member is signed in.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";
import { isForbidden, staffKeys } from "../cache";

export function fetchStaffSession(signal?: AbortSignal) {
  return apiGet<Answer<"getStaffSession">>("/api/staff/session", signal);
}

/** The staff session; null when no staff member is signed in (the API answers 403). */
export const staffSessionQuery = () =>
  queryOptions({
    queryKey: staffKeys.session,
    queryFn: async ({ signal }): Promise<Answer<"getStaffSession"> | null> => {
      try {
        return await fetchStaffSession(signal);
      } catch (err) {
        if (isForbidden(err)) return null;
        throw err;
      }
    },
    staleTime: 60_000,
    retry: false,
  });

/** The staff session: data is null when no staff member is signed in. */
export const useStaffSession = () => useQuery(staffSessionQuery());
