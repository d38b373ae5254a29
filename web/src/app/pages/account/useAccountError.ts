import { useEffect } from "react";
import { useAccountGate } from "../../../features/account/components/AccountGate";

/** An account query that failed with ERR_LOGIN_REQUIRED asks for a fresh sign-in. */
export function useAccountError(error: unknown) {
  const { handleError } = useAccountGate();
  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);
}
