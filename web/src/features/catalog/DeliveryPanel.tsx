import { Icon, type IconName } from "../../components/ui/Icon";
import type { ProductDetail, StockStatus, Variant } from "./types";
import { useQuery } from "@tanstack/react-query";
import { storeStockQuery } from "./api";
import { stockText } from "./variants";
import s from "./product.module.css";

function Status({ status }: { status: StockStatus | undefined }) {
  if (!status) return <span className={s.status}>Checking stock…</span>;
  const icon: IconName = status === "outOfStock" ? "x" : status === "lowStock" ? "alert" : "check";
  return (
    <span className={[s.status, s[status]].join(" ")}>
      <Icon name={icon} size={16} />
      {stockText[status]}
    </span>
  );
}

/** Stock per delivery mode: click & collect at the preferred store, home delivery, express. */
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
  const stock = useQuery(storeStockQuery(product.code, [variant.code], storeNumber));
  const cc = stock.data?.stockData[variant.code]?.[storeNumber]?.stockLevelStatus as StockStatus | undefined;
  const digital = product.productType === "digital";
  return (
    <section className={s.delivery} aria-label="Delivery options">
      {!digital && !product.onlineOnly ? (
        <div className={s.mode}>
          <Icon name="store" />
          <div>
            <strong>Click &amp; collect</strong>
            {storeNumber ? (
              <>
                <span className={s.note}>at {storeName || `store ${storeNumber}`} </span>
                <div>
                  {stock.isError ? (
                    <span className={s.status}>Stock unavailable</span>
                  ) : (
                    <Status status={cc} />
                  )}
                </div>
              </>
            ) : (
              <p className={s.note}>Select a store to check stock</p>
            )}
            <button type="button" className={s.linkButton} onClick={onChangeStore}>
              {storeNumber ? "Change store" : "Set your store"}
            </button>
          </div>
        </div>
      ) : null}
      <div className={s.mode}>
        <Icon name="truck" />
        <div>
          <strong>{digital ? "Sent by e-mail" : "Home delivery"}</strong>
          {postcode && !digital ? <span className={s.note}> to {postcode}</span> : null}
          <div>
            <Status status={variant.hdStockLevelStatus} />
          </div>
          {product.bulky ? <p className={s.note}>Bulky item: a delivery fee applies.</p> : null}
        </div>
      </div>
      {express && !digital ? (
        <div className={s.mode}>
          <Icon name="zap" />
          <div>
            <strong>Express delivery</strong>
            <div>
              {variant.edStockLevelStatus === "outOfStock" && variant.hdStockLevelStatus !== "outOfStock" ? (
                <span className={s.status}>Not available for this item</span>
              ) : (
                <Status status={variant.edStockLevelStatus} />
              )}
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}
