import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import { PREFERRED_STORE_COOKIE, writeCookie } from "../../lib/cookies";
import { Icon } from "../../components/ui/Icon";
import s from "../../components/ui/dialog.module.css";

interface Locality {
  suburb: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

export interface StoreSummary {
  storeNumber: string;
  name: string;
  displayName: string;
  address: { line1: string; town: string; state: string; postalCode: string };
  distanceKm?: number;
  collectionPoints: string[];
}

/** Preferred store lasts a day (seed 001 §9). */
const PREFERRED_STORE_DAYS = 1;

/** Find a store by suburb or postcode and make it the preferred store (cookie t_psn). */
export function StorePicker({
  open,
  onOpenChange,
  onPicked,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onPicked: (store: StoreSummary) => void;
}) {
  const [term, setTerm] = useState("");
  const [place, setPlace] = useState<Locality | null>(null);
  const valid = term.trim().length >= 2 && term.trim().length <= 32;
  const locUrl = `/api/locations?${new URLSearchParams({ searchTerm: term.trim() })}`;
  const places = useQuery({
    queryKey: [locUrl],
    queryFn: ({ signal }) => apiGet<{ results: Locality[] }>(locUrl, signal),
    enabled: valid && !place,
  });
  const nearUrl = place ? `/api/stores/nearest?geo=${place.latitude},${place.longitude}` : "";
  const stores = useQuery({
    queryKey: [nearUrl],
    queryFn: ({ signal }) => apiGet<{ stores: StoreSummary[] }>(nearUrl, signal),
    enabled: Boolean(place),
  });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content className={`${s.dialog} ${s.narrow}`} aria-describedby={undefined}>
          <Dialog.Title>Choose your store</Dialog.Title>
          <Dialog.Close className={s.close} aria-label="Close">
            <Icon name="close" />
          </Dialog.Close>
          <label htmlFor="store-search">Suburb or postcode</label>
          <input
            id="store-search"
            value={term}
            maxLength={32}
            onChange={(e) => {
              setTerm(e.target.value);
              setPlace(null);
            }}
            className={s.field}
            autoComplete="postal-code"
          />
          {!place && places.data ? (
            places.data.results.length === 0 ? (
              <p>Please enter a valid postcode or suburb</p>
            ) : (
              <ul className={s.list}>
                {places.data.results.map((l) => (
                  <li key={`${l.suburb}-${l.postalCode}-${l.state}`}>
                    <button type="button" className={s.linkButton} onClick={() => setPlace(l)}>
                      {l.suburb} {l.state} {l.postalCode}
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          {place && stores.data ? (
            <ul className={s.list}>
              {stores.data.stores.map((st) => (
                <li key={st.storeNumber} className={s.storeRow}>
                  <div>
                    <strong>{st.name}</strong>
                    <div className={s.muted}>
                      {st.address.line1}, {st.address.town} {st.address.state} {st.address.postalCode}
                      {st.distanceKm !== undefined ? ` · ${st.distanceKm} km` : ""}
                    </div>
                  </div>
                  <button
                    type="button"
                    className={s.linkButton}
                    onClick={() => {
                      writeCookie(PREFERRED_STORE_COOKIE, st.storeNumber, PREFERRED_STORE_DAYS);
                      onPicked(st);
                      onOpenChange(false);
                    }}
                  >
                    Set as my store<span className="visually-hidden">: {st.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function useStoreDetails(storeNumber: string) {
  const url = `/api/stores/${encodeURIComponent(storeNumber)}`;
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiGet<{ store: StoreSummary }>(url, signal),
    enabled: /^\d{4}$/.test(storeNumber),
    staleTime: 86_400_000,
    retry: false,
  });
}
