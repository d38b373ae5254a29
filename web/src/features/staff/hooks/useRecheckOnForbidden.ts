import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { isForbidden, staffKeys } from "../cache";

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
