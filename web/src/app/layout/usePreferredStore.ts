import { useCallback, useEffect, useMemo } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { useBrowserState } from "../../lib/hydration";
import { infoQuery } from "../../features/location/api/getInfo";
import { locationGroupFor } from "../../features/location/api/getLocationGroup";
import { storeQuery } from "../../features/location/api/getStoreDetails";
import {
  clearPreferredStore,
  mergeDetails,
  needsDetails,
  readDeliveryPostcode,
  readPreferredStore,
  saveDeliveryPostcode,
  savePreferredStore,
  withDetails,
  type StoreDetails,
} from "../../features/location/preferredStore";
import { useSetPreferredStore } from "../../features/account/api/setPreferredStore";
import { refreshAfterStoreChange, STORE_CHANGE_RELOAD_MS } from "../../features/cart/cache";

/**
 * The shopper's store and delivery postcode as the whole shop sees them: the device's (cookies), the
 * account's for a signed-in customer without one on this device, with details fetched only when the
 * kept store lacks them; a store that no longer exists is forgotten (docs/cart.md, "Browser storage").
 */
export function usePreferredStore(signedIn: boolean) {
  const client = useQueryClient();
  // The preferred store and delivery postcode live in features/location/preferredStore.
  const [preferred, setPreferred] = useBrowserState(readPreferredStore, null);
  const [postcode, setPostcodeState] = useBrowserState(readDeliveryPostcode, "");
  // Details are fetched only when the kept store lacks its name, town or postcode.
  const store = useQuery({
    ...storeQuery(preferred?.storeNumber ?? ""),
    enabled: needsDetails(preferred),
  });
  const saveAccountStore = useSetPreferredStore();
  // A signed-in customer without a store on this device gets the account's (getInfo's storeDetails).
  const info = useQuery({ ...infoQuery(), enabled: signedIn && !preferred });
  const accountStore = info.data?.storeDetails;
  const fetched = store.data?.store;
  const fetchedDetails = useMemo(
    () =>
      fetched
        ? { ...fetched, town: fetched.address.town, postalCode: fetched.address.postalCode }
        : undefined,
    [fetched],
  );
  const accountDetails = useMemo(
    () =>
      accountStore?.storeNumber
        ? { ...accountStore, town: accountStore.address.town, postalCode: accountStore.address.postalCode }
        : undefined,
    [accountStore],
  );
  // ERR_STORE_UNAVAILABLE (a 404 for the kept store): the store is forgotten.
  const storeGone = store.error instanceof ApiError && store.error.status === 404;
  const current = storeGone
    ? null
    : preferred
      ? fetchedDetails
        ? mergeDetails(preferred, fetchedDetails)
        : preferred
      : (accountDetails ?? null);
  // What was derived above is written to the device's storage.
  useEffect(() => {
    if (storeGone) clearPreferredStore();
    else if (preferred && fetchedDetails && needsDetails(preferred)) withDetails(preferred, fetchedDetails);
    else if (!preferred && accountDetails) savePreferredStore(accountDetails, false);
  }, [storeGone, preferred, fetchedDetails, accountDetails]);
  const { mutate: saveOnAccount } = saveAccountStore;
  const setStore = useCallback(
    (n: string, details?: Partial<StoreDetails>, opts?: { account?: boolean }) => {
      const ps = savePreferredStore({ ...details, storeNumber: n }, true);
      if (!ps) return;
      setPreferred(ps);
      // A signed-in customer's choice is kept on the account too (setPreferredStore).
      if (signedIn && opts?.account !== false) saveOnAccount(ps.storeNumber);
      window.setTimeout(() => refreshAfterStoreChange(client), STORE_CHANGE_RELOAD_MS);
    },
    [signedIn, saveOnAccount, client, setPreferred],
  );
  const setPostcode = useCallback(
    (pc: string) => {
      const saved = saveDeliveryPostcode(pc);
      if (!saved) return;
      setPostcodeState(saved);
      void locationGroupFor(saved);
    },
    [setPostcodeState],
  );
  return { current, postcode, setStore, setPostcode };
}
