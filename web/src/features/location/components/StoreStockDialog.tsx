import { useEffect, useId, useState, type FormEvent } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { track } from "../../../lib/analytics";
import { bestStatus, isStockStatus, type StockStatus } from "../../../lib/stock";
import { Icon } from "../../../components/ui/Icon";
import { Skeleton } from "../../../components/ui/Skeleton";
import { buttonClass } from "../../../components/ui/Button";
import d from "../../../components/ui/dialog.module.css";
import { isStoreSearchText, useStoreSearch } from "../api/searchStores";
import { useNearestStock, type NearestStockNear } from "../api/getNearestStock";
import type { StoreSummary, StoreVariantStock } from "../types";
import { currentPosition, GeoError, geoMessage, geoParam } from "../geolocation";
import { StockLabel, StoreCard } from "./StoreCard";
import s from "../stores.module.css";

export interface StockVariant {
  code: string;
  /** Colour and size, e.g. "Navy, M". */
  label: string;
}

interface Row {
  store: StoreSummary;
  status: StockStatus | undefined;
  units?: number;
  /** Without a chosen variant: the options in stock there. */
  inStockVariants: string[];
}

const INVALID_TEXT = "Please enter a valid postcode or suburb";

/**
 * {productUrl}/store (docs/stores.md#stock-at-stores): stock of a product at nearby stores. With a chosen variant
 * (fias=true) each store shows that variant's stock; otherwise the best of the variants' (docs/stores.md#stock-statuses)
 * and which options are in. Stores come from getNearestStock near the preferred store, the delivery
 * postcode or the device's position, or from searchStores for another suburb.
 */
export function StoreStockDialog({
  open,
  onClose,
  baseProductCode,
  productName,
  imageUrl,
  variants,
  selected,
  myStoreNumber,
  postcode,
  onSetStore,
  onCloseAutoFocus,
}: {
  open: boolean;
  onClose: () => void;
  baseProductCode: string;
  productName: string;
  imageUrl?: string;
  variants: StockVariant[];
  /** The variant chosen on the product page (fias=true); null for the product as a whole. */
  selected: StockVariant | null;
  myStoreNumber: string;
  postcode: string;
  onSetStore: (st: StoreSummary) => void;
  onCloseAutoFocus?: (e: Event) => void;
}) {
  const inputId = useId();
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");
  const [textError, setTextError] = useState("");
  const [geo, setGeo] = useState("");
  const [geoMsg, setGeoMsg] = useState("");
  const [inStockOnly, setInStockOnly] = useState(false);
  // Where the stores are looked for, best first: a searched suburb, the device, the store, the postcode.
  const fromHome: NearestStockNear | null = myStoreNumber
    ? { storeNumber: myStoreNumber }
    : postcode
      ? { postalCode: postcode }
      : null;
  // A searched suburb: with a variant, searchStores answers its stock directly (and filters);
  // without, its position is used to ask for every variant's stock nearby.
  const search = useStoreSearch({
    locationText: term,
    productCode: selected?.code,
    inStockOnly: Boolean(selected) && inStockOnly,
  });
  const loc = search.data?.location;
  const searchedNear: NearestStockNear | null =
    term && !selected && loc?.latitude !== undefined && loc.longitude !== undefined
      ? { geo: geoParam({ latitude: loc.latitude, longitude: loc.longitude }) }
      : null;
  const near: NearestStockNear | null = term ? searchedNear : geo ? { geo } : fromHome;
  const nearest = useNearestStock(baseProductCode, near);
  const stockFailed = nearest.isError;
  useEffect(() => {
    if (stockFailed) track("Fetch Store Stock Failed", { baseProductCode });
  }, [stockFailed, baseProductCode]);

  const statusOf = (stock: Record<string, StoreVariantStock>): Row["status"] =>
    selected
      ? isStockStatus(stock[selected.code]?.stockLevelStatus)
        ? (stock[selected.code]?.stockLevelStatus as StockStatus)
        : undefined
      : bestStatus(variants.map((v) => stock[v.code]?.stockLevelStatus));

  let rows: Row[] = [];
  if (term && selected && search.data) {
    rows = search.data.stores.map((st) => ({
      store: st,
      status: isStockStatus(st.stock?.stockLevelStatus) ? st.stock.stockLevelStatus : undefined,
      units: st.stock?.ccStock,
      inStockVariants: [],
    }));
  } else if (nearest.data && near) {
    rows = nearest.data.stores.map((st) => ({
      store: st,
      status: statusOf(st.stock),
      units: selected ? st.stock[selected.code]?.ccStock : undefined,
      inStockVariants: selected
        ? []
        : variants
            .filter((v) => {
              const x = st.stock[v.code]?.stockLevelStatus;
              return x === "inStock" || x === "lowStock";
            })
            .map((v) => v.label),
    }));
  }
  if (inStockOnly) rows = rows.filter((r) => r.status === "inStock" || r.status === "lowStock");
  const loading = (term && search.isPending) || (near !== null && nearest.isPending && !(term && selected));
  const failed = (term && search.isError) || (!(term && selected) && nearest.isError);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (!isStoreSearchText(t)) {
      setTextError(INVALID_TEXT);
      return;
    }
    setTextError("");
    setGeoMsg("");
    setTerm(t);
  };

  const locate = async () => {
    setGeoMsg("");
    try {
      const pos = await currentPosition();
      setTerm("");
      setText("");
      setGeo(geoParam(pos));
    } catch (err) {
      setGeoMsg(geoMessage(err instanceof GeoError ? err.reason : "unavailable"));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={d.overlay} />
        <Dialog.Content
          className={`${d.dialog} ${s.modal}`}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          data-testid="store-stock-modal"
        >
          <Dialog.Title>Check stock in stores</Dialog.Title>
          <Dialog.Close className={d.close} aria-label="Close">
            <Icon name="close" />
          </Dialog.Close>
          <div className={s.productLine}>
            {imageUrl ? <img src={imageUrl} alt="" width={56} height={56} /> : null}
            <p>
              <strong>{productName}</strong>
              {selected ? selected.label : "All colours and sizes"}
            </p>
          </div>
          <form className={s.searchPanel} onSubmit={submit} noValidate>
            <div className={s.searchRow}>
              <div className={s.searchField}>
                <label htmlFor={inputId}>Search another suburb or postcode</label>
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
                Search
              </button>
            </div>
            {textError ? (
              <p className={s.error} id={`${inputId}-error`}>
                {textError}
              </p>
            ) : null}
            <div className={s.toolbar} style={{ margin: 0 }}>
              <button type="button" className={s.linkButton} onClick={() => void locate()}>
                <Icon name="pin" size={18} /> Use my location
              </button>
              <label className={s.check}>
                <input
                  type="checkbox"
                  checked={inStockOnly}
                  onChange={(e) => setInStockOnly(e.target.checked)}
                />
                In stock only
              </label>
            </div>
            {geoMsg ? (
              <p className={s.message} role="alert">
                {geoMsg}
              </p>
            ) : null}
          </form>
          <div aria-live="polite">
            {!near && !term ? (
              <div className={s.empty}>
                <p>Search by suburb or postcode, or use your location, to check stock near you.</p>
              </div>
            ) : null}
            {loading ? (
              <div className={s.list} aria-busy="true">
                <Skeleton height={120} />
                <Skeleton height={120} />
              </div>
            ) : null}
            {failed ? (
              <p className={s.error} role="alert">
                {term && search.isError
                  ? INVALID_TEXT
                  : "We couldn't check stock at stores just now. Please try again."}
              </p>
            ) : null}
            {!loading && !failed && (near || term) && rows.length === 0 ? (
              <div className={s.empty}>
                <p>{inStockOnly ? "No stores nearby have this in stock." : "No stores found nearby."}</p>
              </div>
            ) : null}
            {rows.length > 0 ? (
              <ul className={s.list} data-testid="store-stock-results">
                {rows.map((r, i) => (
                  <li key={r.store.storeNumber}>
                    <StoreCard
                      store={r.store}
                      headingLevel={3}
                      active={i === 0}
                      isMine={r.store.storeNumber === myStoreNumber}
                      onSetStore={onSetStore}
                      stock={
                        <>
                          <StockLabel status={r.status} units={r.units} />
                          {r.inStockVariants.length > 0 && r.inStockVariants.length < variants.length ? (
                            <p className={s.variantStock}>In stock: {r.inStockVariants.join("; ")}</p>
                          ) : null}
                        </>
                      }
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
