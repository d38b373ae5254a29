import { useQuery } from "@tanstack/react-query";
import { isRecognised, sessionQuery } from "../api/getSession";

/** The session as a query, with whether the shopper is recognised and hard signed in. */
export function useSession() {
  const q = useQuery(sessionQuery());
  const recognised = isRecognised(q.data);
  return {
    ...q,
    session: q.data,
    recognised,
    signedIn: recognised && !q.data?.loginRequired,
    loginRequired: recognised && Boolean(q.data?.loginRequired),
  };
}
