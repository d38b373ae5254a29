import { useState } from "react";
import { Link } from "react-router";
import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "../../../components/ui/Icon";
import { isLocalityTerm, useLocalities } from "../api/searchLocation";
import { useNearestStores } from "../api/getNearestStores";
import type { Locality, StoreSummary } from "../types";
import s from "../../../components/ui/dialog.module.css";

/** Find a store by suburb or postcode and make it the preferred store (onPicked keeps it: preferredStore.ts). */
export function StorePicker({
  open,
  onOpenChange,
  onPicked,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onPicked: (store: StoreSummary) => void;
  /** Where focus goes on close: the button that opened the picker. */
  onCloseAutoFocus?: (e: Event) => void;
}) {
  const [term, setTerm] = useState("");
  const [place, setPlace] = useState<Locality | null>(null);
  const places = useLocalities(term.trim(), { enabled: !place && isLocalityTerm(term.trim()) });
  const stores = useNearestStores(place ?? { latitude: 0, longitude: 0 }, { enabled: Boolean(place) });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content
          className={`${s.dialog} ${s.narrow}`}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
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
          <p className={s.muted}>
            <Link to="/stores" onClick={() => onOpenChange(false)}>
              Find a store: opening hours and more
            </Link>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
