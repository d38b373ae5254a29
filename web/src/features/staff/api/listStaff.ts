// listStaff (GET /api/staff/members): every staff account with its role and whether it is locked or
// disabled, for admins (docs/staff.md "Staff accounts").
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Answer } from "../../../lib/api";
import { live, staffKeys } from "../cache";

export function fetchMembers(signal?: AbortSignal) {
  return apiGet<Answer<"listStaff">>("/api/staff/members", signal);
}

export const membersQuery = () =>
  queryOptions({
    queryKey: staffKeys.members,
    queryFn: ({ signal }) => fetchMembers(signal),
    ...live,
  });

export const useMembers = (options?: { enabled?: boolean }) => useQuery({ ...membersQuery(), ...options });
