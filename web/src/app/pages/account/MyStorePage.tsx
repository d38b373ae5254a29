import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Notice } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { Icon } from "../../../components/ui/Icon";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useSetPreferredStore } from "../../../features/account/api/setPreferredStore";
import { useProfile } from "../../../features/account/api/getProfile";
import { useAccountGate } from "../../../features/account/components/AccountGate";
import { genericMessage } from "../../../features/account/messages";
import { storeQuery } from "../../../features/location/api/getStoreDetails";
import { useShop } from "../../shop";
import { usePageTitle } from "../../usePageTitle";
import { useAccountError } from "./useAccountError";
import p from "./accountPages.module.css";

/**
 * My Store: the preferred store's details (the t_psn cookie, else the profile's), a way to change it
 * through the store finder, and "Set as my store" to keep it on the account too.
 */
export default function MyStorePage() {
  usePageTitle("My store");
  const shop = useShop();
  const gate = useAccountGate();
  const profile = useProfile();
  useAccountError(profile.error);
  const m = useSetPreferredStore();
  const [error, setError] = useState<string | null>(null);
  const accountStore = profile.data?.preferredStore ?? "";
  const storeNumber = shop.storeNumber || accountStore;
  const store = useQuery(storeQuery(storeNumber));
  const saved = Boolean(storeNumber) && storeNumber === accountStore;

  const setAsMyStore = () => {
    setError(null);
    m.mutate(storeNumber, {
      // Already saved on the account: only this device's copy changes.
      onSuccess: () => shop.setStore(storeNumber, undefined, { account: false }),
      onError: (err) => {
        if (!gate.handleError(err)) setError(genericMessage(err));
      },
    });
  };

  const st = store.data?.store;
  return (
    <section aria-labelledby="store-title">
      <h1 id="store-title">My store</h1>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {!storeNumber && !profile.isPending ? (
        <div className={p.empty}>
          <div className={p.iconCircle}>
            <Icon name="store" />
          </div>
          <p>
            You haven't chosen a store yet. Pick one for click & collect and to see what's in stock near you.
          </p>
          <button type="button" className={buttonClass("primary")} onClick={shop.openStorePicker}>
            Find a store
          </button>
        </div>
      ) : (
        <div className={p.panel} data-testid="my-store">
          {st ? (
            <>
              <h2>
                <Icon name="store" size={20} /> {st.displayName || st.name}
              </h2>
              <dl className={p.dl}>
                <dt>Address</dt>
                <dd>
                  {st.address.line1}, {st.address.town} {st.address.state} {st.address.postalCode}
                </dd>
                <dt>Store number</dt>
                <dd>{st.storeNumber}</dd>
                {st.collectionPoints.length > 0 ? (
                  <>
                    <dt>Collect from</dt>
                    <dd>{st.collectionPoints.join(", ")}</dd>
                  </>
                ) : null}
              </dl>
            </>
          ) : store.isError ? (
            <Notice tone="warning">
              We couldn't load this store's details. It may have closed: please choose another.
            </Notice>
          ) : (
            <Skeleton height={120} />
          )}
          {saved ? (
            <p className={p.muted}>
              <Icon name="check" size={16} /> This is the store saved on your account.
            </p>
          ) : null}
          <div className={p.actions}>
            {!saved && st ? (
              <button
                type="button"
                className={buttonClass("primary")}
                onClick={setAsMyStore}
                disabled={m.isPending}
              >
                {m.isPending ? "Saving…" : "Set as my store"}
              </button>
            ) : null}
            <button type="button" className={buttonClass("secondary")} onClick={shop.openStorePicker}>
              Change store
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
