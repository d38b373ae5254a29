import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { track } from "../../../lib/analytics";
import { accountMutations, forgetCustomer } from "../api";
import { afterSignOutPath } from "../navigation";

/** Sign out, then go where docs/web.md "Navigation rules" says (home from a protected route). */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mutations = useMemo(() => accountMutations(client), [client]);
  const m = useMutation(mutations.signOut);
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
