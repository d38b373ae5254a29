import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api";
import { Icon } from "../../../components/ui/Icon";
import { Skeleton } from "../../../components/ui/Skeleton";
import { buttonClass } from "../../../components/ui/Button";
import { isStockStatus } from "../../../lib/stock";
import { fetchNearestStores } from "../api/getNearestStores";
import { isStoreSearchText, useStoreSearch } from "../api/searchStores";
import type { StoreSummary } from "../types";
import { currentPosition, GeoError, geoMessage } from "../geolocation";
import { readNearestStore, saveNearestStore } from "../preferredStore";
import { StockLabel, StoreCard } from "./StoreCard";
import s from "../stores.module.css";

/**
 * Stores are shown in steps of RESULTS_PER_PAGE ("Show more stores"); searchStores answers up to 20.
 * Five (docs/stores.md#store-finder) keeps the nearest few and the button in one screen.
 */
export const RESULTS_PER_PAGE = 5;

const INVALID_TEXT = "Please enter a valid postcode or suburb";

/**
 * The store finder: search by suburb or postcode, or "use my location"; nearest first, shown a page at a
 * time. With a product (?productCode=<variant>) each store shows its stock and "in stock only" filters.
 * The search lives in the URL (?q=, &inStock=1) so a reload or a shared link shows the same stores.
 */
export function StoreFinder({
  myStoreNumber,
  onSetStore,
  productName,
}: {
  myStoreNumber: string;
  onSetStore: (st: StoreSummary) => void;
  productName?: string;
}) {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const productCode = params.get("productCode") ?? "";
  const inStockOnly = Boolean(productCode) && params.get("inStock") === "1";
  const [text, setText] = useState(q);
  const [textError, setTextError] = useState("");
  const [pages, setPages] = useState(1);
  const [geoState, setGeoState] = useState<{ busy: boolean; message: string }>({ busy: false, message: "" });
  const inputId = useId();
  // The last answer stays while the next loads, so the in-stock checkbox (and focus on it) stays put.
  const search = useStoreSearch({ locationText: q, productCode, inStockOnly }, { keepPrevious: true });

  const update = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p, { replace: false, preventScrollReset: true });
    setPages(1);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (!isStoreSearchText(t)) {
      setTextError(INVALID_TEXT);
      return;
    }
    setTextError("");
    setGeoState({ busy: false, message: "" });
    update({ q: t });
  };

  const locate = async () => {
    setGeoState({ busy: true, message: "" });
    try {
      const pos = await currentPosition();
      // The nearest store to a position is kept 30 days: its postcode is what the search needs.
      let postcode = readNearestStore(pos.latitude, pos.longitude)?.postalCode ?? "";
      if (!postcode) {
        const near = await fetchNearestStores(pos);
        const first = near.stores[0];
        if (!first) throw new GeoError("unavailable");
        postcode = first.address.postalCode;
        saveNearestStore({ ...pos, storeNumber: first.storeNumber, postalCode: postcode });
      }
      setText(postcode);
      setTextError("");
      setGeoState({ busy: false, message: "" });
      update({ q: postcode });
    } catch (err) {
      const reason = err instanceof GeoError ? err.reason : "unavailable";
      setGeoState({ busy: false, message: geoMessage(reason) });
    }
  };

  const stores = search.data?.stores ?? [];
  const shown = stores.slice(0, pages * RESULTS_PER_PAGE);
  const where = search.data?.location?.suburb
    ? `${search.data.location.suburb}${search.data.location.state ? ` ${search.data.location.state}` : ""}`
    : q;
  const searchFailed = search.isError
    ? search.error instanceof ApiError && search.error.status === 400
      ? INVALID_TEXT
      : "We couldn't search stores just now. Please try again."
    : "";

  return (
    <div>
      <form className={s.searchPanel} onSubmit={submit} role="search" aria-label="Find a store" noValidate>
        <div className={s.searchRow}>
          <div className={s.searchField}>
            <label htmlFor={inputId}>Suburb or postcode</label>
            <input
              id={inputId}
              className={s.input}
              value={text}
              maxLength={32}
              autoComplete="postal-code"
              aria-invalid={textError ? true : undefined}
              aria-describedby={textError ? `${inputId}-error` : undefined}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <button type="submit" className={buttonClass("primary")}>
            <Icon name="search" size={18} /> Find stores
          </button>
        </div>
        {textError ? (
          <p className={s.error} id={`${inputId}-error`}>
            {textError}
          </p>
        ) : null}
        <div>
          <button
            type="button"
            className={s.linkButton}
            onClick={() => void locate()}
            disabled={geoState.busy}
          >
            <Icon name="pin" size={18} /> {geoState.busy ? "Finding your location…" : "Use my location"}
          </button>
        </div>
        {geoState.message ? (
          <p className={s.message} role="alert">
            {geoState.message}
          </p>
        ) : null}
      </form>

      <div aria-live="polite">
        {q && search.isPending && !search.data ? (
          <div className={s.list} aria-busy="true">
            <Skeleton height={140} />
            <Skeleton height={140} />
          </div>
        ) : null}
        {searchFailed ? (
          <p className={s.error} role="alert">
            {searchFailed}
          </p>
        ) : null}
        {!q ? (
          <div className={s.empty}>
            <Icon name="store" />
            <p>Search by suburb or postcode, or use your location, to see the stores near you.</p>
          </div>
        ) : null}
        {search.data ? (
          <>
            <div className={s.toolbar}>
              <p className={s.count}>
                {stores.length === 0
                  ? inStockOnly
                    ? `No stores near ${where} have this in stock.`
                    : `No stores found near ${where}.`
                  : `Showing ${shown.length} of ${stores.length} stores near ${where}`}
              </p>
              {productCode ? (
                <label className={s.check}>
                  <input
                    type="checkbox"
                    checked={inStockOnly}
                    onChange={(e) => update({ inStock: e.target.checked ? "1" : null })}
                  />
                  In stock only
                </label>
              ) : null}
            </div>
            <ul
              className={`${s.list} ${s.columns}`}
              data-testid="store-results"
              aria-busy={search.isPlaceholderData || undefined}
            >
              {shown.map((st) => (
                <li key={st.storeNumber}>
                  <StoreCard
                    store={st}
                    isMine={st.storeNumber === myStoreNumber}
                    onSetStore={onSetStore}
                    stock={
                      productCode ? (
                        <>
                          {productName ? <span className="visually-hidden">{productName}: </span> : null}
                          <StockLabel
                            status={
                              isStockStatus(st.stock?.stockLevelStatus)
                                ? st.stock.stockLevelStatus
                                : undefined
                            }
                            units={st.stock?.ccStock}
                          />
                        </>
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
            {shown.length < stores.length ? (
              <div className={s.more}>
                <button
                  type="button"
                  className={buttonClass("secondary")}
                  onClick={() => setPages((n) => n + 1)}
                >
                  Show more stores
                </button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
