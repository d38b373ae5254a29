import { useLocation, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { track } from "../../../lib/analytics";
import { useSignOutMutation } from "../api/signOut";
import { forgetCustomer } from "../api/getSession";
import { afterSignOutPath } from "../navigation";

/** Sign out, then go where docs/web.md "Navigation rules" says (home from a protected route). */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const m = useSignOutMutation();
  const signOut = () =>
    m.mutate(undefined, {
      onSettled: () => {
        track("signOut");
        // Refresh once the protected page has gone, so it does not refetch as an anonymous shopper.
        void Promise.resolve(navigate(afterSignOutPath(pathname))).then(() => forgetCustomer(client));
      },
    });
  return { signOut, pending: m.isPending };
}
