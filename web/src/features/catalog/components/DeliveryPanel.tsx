import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { Icon, type IconName } from "../../../components/ui/Icon";
import { ApiError } from "../../../lib/api";
import { useEarlyText } from "../../../lib/hydration";
import { msg } from "../../../lib/validationText";
import { inStockFor, isLowStock, isStockStatus, STOCK_TEXT, type StockStatus } from "../../../lib/stock";
import type { ProductDetail, Variant } from "../types";
import { useStoreStock } from "../api/getStoreStock";
import { useDeliveryEstimate, type ModeEstimate } from "../api/getDeliveryEstimate";
import { useExpressEligibility } from "../api/checkExpressEligibility";
import {
  DELIVERY_SEARCH_MIN,
  searchDeliveryLocation,
  type DeliveryLocation,
} from "../api/searchDeliveryLocation";
import { useRequestBackInStock } from "../api/requestBackInStock";
import { useDeliveryActions } from "../deliveryContext";
import { refocusWhenLost } from "../../../lib/focus";
import s from "../product.module.css";
import d from "../delivery.module.css";

function Status({ status, units }: { status: StockStatus | undefined; units?: number }) {
  if (!status) return <span className={s.status}>Checking stock…</span>;
  const icon: IconName = status === "outOfStock" ? "x" : status === "lowStock" ? "alert" : "check";
  return (
    <span className={[s.status, s[status]].join(" ")}>
      <Icon name={icon} size={16} />
      {STOCK_TEXT[status]}
      {status === "lowStock" && units ? ` (${units} left)` : ""}
    </span>
  );
}

/** An estimate in words with its cost: "Delivered Tue 25 Nov – Thu 27 Nov · $9.00". */
function Estimate({ q, cost }: { q: { data?: ModeEstimate | null; isFetching: boolean }; cost?: boolean }) {
  const e = q.data;
  if (!e) return q.isFetching ? <span className={d.muted}>Checking delivery times…</span> : null;
  if (!e.available) return <span className={d.muted}>Not available to this location</span>;
  if (e.unfulfilled) return null;
  return (
    <span className={d.estimate}>
      {e.estimateText}
      {cost && e.deliveryCost ? (
        <>
          {e.estimateText ? " · " : ""}
          {e.deliveryCost.value === 0 ? (
            <span className={d.free}>Free delivery</span>
          ) : (
            <span className={d.cost}>{e.deliveryCost.formattedValue}</span>
          )}
        </>
      ) : null}
    </span>
  );
}

const INVALID_LOCATION = "Please enter a valid postcode or suburb";

const locationLabel = (l: DeliveryLocation) => l.plainText || `${l.suburb} ${l.state} ${l.postalCode}`;

/**
 * Whether a search's answer names one place: a single match, a whole postcode typed and every match
 * in it, or a suburb's whole name that one match has. Otherwise (a partial postcode, a suburb name
 * several states share) the shopper chooses (docs/stores.md#suburb-search).
 */
export function oneLocation(typed: string, results: DeliveryLocation[]): DeliveryLocation | null {
  const first = results[0];
  if (!first) return null;
  if (results.length === 1) return first;
  const t = typed.trim();
  if (/^\d{4}$/.test(t) && results.every((r) => r.postalCode === t)) return first;
  // A suburb's whole name, which one place has ("Parramatta", not "Parramatta Park"): that place.
  const named = results.filter((r) => r.suburb.toLowerCase() === t.toLowerCase());
  return named.length === 1 ? (named[0] ?? null) : null;
}

/** The postcode or suburb entry (docs/stores.md#suburb-search): one place is kept at once, several are offered. */
function PostcodeForm({ onDone }: { onDone: (postcode: string, label: string) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const box = useRef<HTMLInputElement>(null);
  useEarlyText(box, "", setText);
  const [error, setError] = useState("");
  const [choices, setChoices] = useState<DeliveryLocation[]>([]);
  const choicesTitle = useRef<HTMLParagraphElement>(null);
  // Places offered: the focus goes to their title, so the keyboard goes on from there.
  useEffect(() => {
    if (choices.length > 0) choicesTitle.current?.focus();
  }, [choices]);
  const [busy, setBusy] = useState(false);
  // Only the latest search's answer counts: an older one arriving later is dropped (docs/web.md#superseded-answers).
  const latest = useRef(0);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const t = text.trim();
    if (t.length < DELIVERY_SEARCH_MIN || t.length > 32) {
      setError(INVALID_LOCATION);
      return;
    }
    const n = ++latest.current;
    setBusy(true);
    setError("");
    setChoices([]);
    try {
      const res = await searchDeliveryLocation(t);
      if (n !== latest.current) return;
      const one = oneLocation(t, res.results);
      if (one) onDone(one.postalCode, locationLabel(one));
      else if (res.results.length > 0) {
        setChoices(res.results);
      } else setError(INVALID_LOCATION);
    } catch (err) {
      if (n !== latest.current) return;
      setError(
        err instanceof ApiError && err.status === 400
          ? INVALID_LOCATION
          : "We couldn't look up that location. Please try again.",
      );
    } finally {
      if (n === latest.current) setBusy(false);
    }
  };
  return (
    <form className={d.form} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id}>Postcode or suburb</label>
      <div className={d.row}>
        <input
          ref={box}
          id={id}
          className={d.input}
          value={text}
          maxLength={32}
          autoComplete="postal-code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            // What was said about the last text (an error, the places it matched) goes with it.
            setText(e.target.value);
            setError("");
            setChoices([]);
          }}
        />
        {/* Busy, it keeps the focus (aria-disabled, and submit ignores it): the answer then moves the
          focus to what replaces the form. */}
        <button type="submit" className={d.button} aria-disabled={busy || undefined}>
          {busy ? "Checking…" : "Check"}
        </button>
      </div>
      {error ? (
        <p className={d.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      {choices.length > 0 ? (
        <div className={d.choices}>
          <p id={`${id}-choices`} ref={choicesTitle} tabIndex={-1} className={d.choicesTitle}>
            {choices.length} places match “{text.trim()}”. Choose yours:
          </p>
          <ul aria-labelledby={`${id}-choices`}>
            {choices.map((c) => (
              <li key={`${c.suburb}|${c.state}|${c.postalCode}`}>
                <button
                  type="button"
                  className={d.choice}
                  onClick={() => onDone(c.postalCode, locationLabel(c))}
                >
                  {locationLabel(c)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}

/** "Notify me when back in stock": requestBackInStock with an e-mail address. */
function NotifyMe({ productCode, email }: { productCode: string; email: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(email);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState("");
  const backInStock = useRequestBackInStock();
  if (done)
    return (
      <p className={d.success} role="status">
        <Icon name="check" size={16} /> We'll e-mail {done} when this is back in stock.
      </p>
    );
  if (!open)
    return (
      <button type="button" className={d.link} onClick={() => setOpen(true)}>
        <Icon name="mail" size={16} />
        &nbsp;Notify me when back in stock
      </button>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = value.trim();
    if (!v) return setError(msg.emailRequired);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return setError(msg.invalid("e-mail address"));
    setBusy(true);
    setError("");
    try {
      await backInStock.mutateAsync({ productCode, emailAddress: v });
      setDone(v);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 400
          ? msg.invalid("e-mail address")
          : "We couldn't save your request. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={d.form} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id}>E-mail me when it's back in stock</label>
      <div className={d.row}>
        <input
          id={id}
          type="email"
          className={d.input}
          value={value}
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className={d.button} disabled={busy}>
          {busy ? "Saving…" : "Notify me"}
        </button>
      </div>
      {error ? (
        <p className={d.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Delivery per mode for the selected variant: click & collect at the preferred store (stock and when it
 * is ready), home delivery and express to the saved postcode (estimate and cost), a postcode entry,
 * "Check stock at other stores" ({productUrl}/store) and "Notify me" when sold out online. Estimates are
 * asked only for a mode that is on, a sellable variant in stock for the mode, and not already cached
 * (docs/catalog.md#the-product-page).
 */
export function DeliveryPanel({
  product,
  variant,
  storeNumber,
  storeName,
  postcode,
  express,
  onChangeStore,
}: {
  product: ProductDetail;
  variant: Variant;
  storeNumber: string;
  storeName: string;
  postcode: string;
  express: boolean;
  onChangeStore: () => void;
}) {
  const { setPostcode, email } = useDeliveryActions();
  const { pathname } = useLocation();
  const [editingPostcode, setEditingPostcode] = useState(false);
  // The postcode form and "Change postcode" replace each other: the focus follows (docs/web.md,
  // "Keyboard focus"), to the form's box, or to the button, which is described by the answer.
  const hdId = useId();
  const hd = useRef<HTMLDivElement>(null);
  const [placeLabel, setPlaceLabel] = useState("");
  const digital = product.productType === "digital";
  const cncOn = !digital && !product.onlineOnly;
  const sellable = variant.availableToSell;

  const stock = useStoreStock(product.code, [variant.code], storeNumber, {
    enabled: cncOn && Boolean(storeNumber),
  });
  const ccEntry = stock.data?.stockData[variant.code]?.[storeNumber];
  const cc = isStockStatus(ccEntry?.stockLevelStatus) ? ccEntry.stockLevelStatus : undefined;
  const fields = {
    ccStockLevelStatus: cc,
    hdStockLevelStatus: variant.hdStockLevelStatus,
    edStockLevelStatus: variant.edStockLevelStatus,
  };

  const eligibility = useExpressEligibility(postcode, express && !digital);
  const edOn = express && !digital && eligibility.data?.eligible === true;

  const cncEstimate = useDeliveryEstimate(
    { variant: variant.code, mode: "CNC", storeNumber },
    cncOn && sellable && (inStockFor("CNC", fields) || inStockFor("HD", fields)),
  );
  const hdEstimate = useDeliveryEstimate(
    { variant: variant.code, mode: "HD", postalCode: postcode, withCost: true },
    !digital && sellable && inStockFor("HD", fields),
  );
  const edEstimate = useDeliveryEstimate(
    { variant: variant.code, mode: "ED", postalCode: postcode, withCost: true },
    edOn && sellable && inStockFor("ED", fields),
  );

  // {productUrl}/store, with fias=true when the address names a variant (docs/stores.md#stock-at-stores).
  const onProductPage = pathname.startsWith("/p/");
  const productPath = onProductPage
    ? pathname.replace(/\/store$/, "")
    : (variant.url.split("?")[0] ?? variant.url);
  const namesVariant = !productPath.endsWith(`/${product.code}`);
  const storeHref = `${productPath}/store${namesVariant ? "?fias=true" : ""}`;
  const soldOutOnline = !digital && (!sellable || variant.hdStockLevelStatus === "outOfStock");
  const low = isLowStock(fields, edOn);

  return (
    <section className={s.delivery} aria-label="Delivery options" data-testid="delivery-panel">
      {cncOn ? (
        <div className={s.mode} data-testid="delivery-cnc">
          <Icon name="store" />
          <div>
            <div className={d.head}>
              <strong>Click &amp; collect</strong>
              {storeNumber ? <span className={d.where}>at {storeName || `store ${storeNumber}`}</span> : null}
            </div>
            {storeNumber ? (
              <div className={d.line}>
                {stock.isError ? (
                  <span className={s.status}>Stock unavailable</span>
                ) : (
                  <Status status={cc} units={ccEntry?.ccStock} />
                )}
                {cncEstimate.data &&
                !cncEstimate.data.sameStore &&
                cncEstimate.data.estimateText &&
                !cncEstimate.data.unfulfilled ? (
                  <span className={d.muted}>Sent from our warehouse:</span>
                ) : null}
                <Estimate q={cncEstimate} />
              </div>
            ) : (
              <p className={s.note}>Select a store to check stock</p>
            )}
            <div className={d.links}>
              <button type="button" className={d.link} onClick={onChangeStore}>
                {storeNumber ? "Change store" : "Set your store"}
              </button>
              <Link
                to={storeHref}
                className={d.link}
                state={onProductPage ? { fromProduct: true } : undefined}
                preventScrollReset
              >
                Check stock at other stores
              </Link>
            </div>
          </div>
        </div>
      ) : null}
      <div className={s.mode} data-testid="delivery-hd">
        <Icon name="truck" />
        <div ref={hd}>
          <div className={d.head} id={`${hdId}-head`}>
            <strong>{digital ? "Sent by e-mail" : "Home delivery"}</strong>
            {postcode && !digital ? <span className={d.where}>to {placeLabel || postcode}</span> : null}
          </div>
          <div className={d.line} id={`${hdId}-line`}>
            <Status status={variant.hdStockLevelStatus} />
            {low && variant.hdStockLevelStatus !== "lowStock" ? (
              <span className={d.muted}>Limited stock for express</span>
            ) : null}
            {postcode && !digital ? <Estimate q={hdEstimate} cost /> : null}
          </div>
          {product.bulky ? <p className={s.note}>Bulky item: a delivery fee applies.</p> : null}
          {!digital ? (
            editingPostcode || !postcode ? (
              <>
                {!postcode ? (
                  <p className={s.note}>Enter your postcode to see delivery times and costs.</p>
                ) : null}
                <PostcodeForm
                  onDone={(pc, label) => {
                    refocusWhenLost(() =>
                      hd.current?.querySelector<HTMLElement>("button[data-change-postcode]"),
                    );
                    setPostcode(pc);
                    setPlaceLabel(label);
                    setEditingPostcode(false);
                  }}
                />
              </>
            ) : (
              <div className={d.links}>
                <button
                  type="button"
                  className={d.link}
                  data-change-postcode=""
                  aria-describedby={`${hdId}-head ${hdId}-line`}
                  onClick={() => {
                    refocusWhenLost(() => hd.current?.querySelector<HTMLElement>("form input"));
                    setEditingPostcode(true);
                  }}
                >
                  Change postcode
                </button>
              </div>
            )
          ) : null}
        </div>
      </div>
      {edOn ? (
        <div className={s.mode} data-testid="delivery-ed">
          <Icon name="zap" />
          <div>
            <div className={d.head}>
              <strong>Express delivery</strong>
              <span className={d.where}>to {placeLabel || postcode}</span>
            </div>
            <div className={d.line}>
              {variant.edStockLevelStatus === "outOfStock" && variant.hdStockLevelStatus !== "outOfStock" ? (
                <span className={s.status}>Not available for this item</span>
              ) : (
                <>
                  <Status status={variant.edStockLevelStatus} />
                  <Estimate q={edEstimate} cost />
                </>
              )}
            </div>
          </div>
        </div>
      ) : null}
      {soldOutOnline ? (
        <div className={d.notify}>
          <NotifyMe key={variant.code} productCode={variant.code} email={email} />
        </div>
      ) : null}
    </section>
  );
}
