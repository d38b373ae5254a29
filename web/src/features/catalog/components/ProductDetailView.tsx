import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import * as Dialog from "@radix-ui/react-dialog";
import type { ProductDetail, Variant } from "../types";
import { VariantPicker } from "./VariantPicker";
import { DeliveryPanel } from "./DeliveryPanel";
import { earlyAccessView } from "../earlyAccess";
import { Price } from "../../../components/ui/Price";
import { Stars } from "../../../components/ui/Stars";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { Icon } from "../../../components/ui/Icon";
import { isFavourite, toggleFavourite } from "../../../lib/storage";
import { useBrowserState } from "../../../lib/hydration";
import { formatMoney } from "../../../lib/money";
import d from "../../../components/ui/dialog.module.css";
import { sizeGuideFor, type SizeGuideTable } from "../sizeGuide";
import s from "../product.module.css";

/** What the buy box (composed in by the app: the cart feature's add to basket) is given. */
export interface BuyBoxContext {
  product: ProductDetail;
  variant: Variant;
  /** "Add to basket", "Pre-order", "Join OnePass to buy"… */
  label: string;
  /** The product is sellable now and the selected variant is in stock for some mode (docs/catalog.md#the-product-page). */
  canAdd: boolean;
  /** Why adding is not offered. */
  unavailableNote: string;
  /** The favourite heart, drawn beside the button. */
  aside: ReactNode;
  rowClassName: string;
  buttonClassName: string;
}

export type BuyBoxSlot = (ctx: BuyBoxContext) => ReactNode;

/**
 * Whether a variant can be added (docs/catalog.md, "The product page"): only when the server says it
 * is available to sell (on sale now, with stock online), never on the strength of another mode's stock
 * that the basket's add would refuse.
 */
export function canSell(product: ProductDetail, variant: Variant, comingSoon: boolean): boolean {
  if (comingSoon || product.earlyAccessState === "comingSoon") return false;
  return variant.availableToSell;
}

export interface DetailProps {
  product: ProductDetail;
  variant: Variant;
  onSelect: (v: Variant) => void;
  storeNumber: string;
  storeName: string;
  postcode: string;
  express: boolean;
  onChangeStore: () => void;
  compact?: boolean;
  /** The buy box; without one the button is shown disabled. */
  buyBox?: BuyBoxSlot;
  /** The shopper is a signed-in active OnePass member (getInfo's advantageUser): early access is theirs. */
  activeMember?: boolean;
}

/** The product's gallery, price, pickers, delivery panel and buy box. Used by the product page and quick view. */
export function ProductDetailView({
  product,
  variant,
  onSelect,
  storeNumber,
  storeName,
  postcode,
  express,
  onChangeStore,
  compact = false,
  buyBox,
  activeMember = false,
}: DetailProps) {
  const [image, setImage] = useState(0);
  // Favourites live on the device: a page the server rendered shows the heart empty, as the server
  // did, and fills it once taken over.
  const [fav, setFav] = useBrowserState(() => isFavourite(product.code), false);
  // The clock is read once per mount: rendering stays pure, and a teaser does not flip mid-visit.
  const [now] = useState(Date.now);
  const ea = earlyAccessView(product, now, activeMember);
  const reduced = Boolean(variant.wasPrice && variant.wasPrice.value > variant.price.value);
  const buyLabel =
    ea.kind === "comingSoon"
      ? "Coming soon"
      : ea.kind === "open"
        ? "Join OnePass to buy"
        : product.preOrder
          ? "Pre-order"
          : "Add to basket";
  const images = variant.images;
  const heart = (
    <button
      type="button"
      className={s.heart}
      aria-pressed={fav}
      aria-label={fav ? "Remove from favourites" : "Add to favourites"}
      onClick={() => setFav(toggleFavourite(product.code, variant.code))}
    >
      <Icon name="heart" filled={fav} />
    </button>
  );
  // Every size the product is sold in, whatever the colour (a colour may lack some).
  const guideTable = sizeGuideFor(
    product.sizeType,
    product.variants.map((v) => v.size),
  );
  return (
    <div className={compact ? s.dialogGrid : s.layout}>
      <div className={s.gallery}>
        <div className={s.main} aria-label="Product images" role="region" tabIndex={0}>
          <img
            src={images[image] ?? product.imageUrl}
            alt={`${product.name}, ${variant.colour || "image"} ${image + 1} of ${images.length}`}
            width={800}
            height={800}
            // The page's largest picture: asked for first (the quick view's opens on demand).
            fetchPriority={compact ? "auto" : "high"}
          />
        </div>
        {!compact && images.length > 1 ? (
          <div className={s.thumbs}>
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                aria-current={i === image}
                aria-label={`Show image ${i + 1}`}
                onClick={() => setImage(i)}
              >
                <img src={src} alt="" width={72} height={72} loading="lazy" />
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div className={s.info}>
        <div>
          <p className={s.brand}>{product.brand}</p>
          {compact ? (
            <h2 className={s.title}>{product.name}</h2>
          ) : (
            <h1 className={s.title}>{product.name}</h1>
          )}
          <Stars rating={product.rating} count={product.reviewCount} />
        </div>
        <div className={s.badges}>
          {reduced ? <Badge kind="sale" /> : null}
          {product.badges.map((b) => (
            <Badge key={b} kind={b} />
          ))}
        </div>
        <div>
          <Price
            price={variant.price}
            wasPrice={variant.wasPrice}
            onePassPrice={variant.onePassPrice}
            large
          />
          {product.productType === "mhd" && variant.price.value >= 10 ? (
            <p className={s.installment}>
              or 4 payments of {formatQuarter(variant.price.value)} with Afterpay
            </p>
          ) : null}
        </div>
        {ea.kind === "comingSoon" ? (
          <div className={s.teaser} role="status">
            <strong>Coming soon.</strong> {ea.label}
          </div>
        ) : null}
        {ea.kind === "open" ? (
          <div className={s.teaser} role="status">
            <strong>OnePass early access.</strong> Only OnePass members can buy this product for now.
          </div>
        ) : null}
        <VariantPicker
          product={product}
          selected={variant}
          onSelect={onSelect}
          sizeGuide={guideTable ? <SizeGuide table={guideTable} /> : undefined}
        />
        <DeliveryPanel
          product={product}
          variant={variant}
          storeNumber={storeNumber}
          storeName={storeName}
          postcode={postcode}
          express={express}
          onChangeStore={onChangeStore}
        />
        <div>
          {buyBox ? (
            buyBox({
              product,
              variant,
              label: buyLabel,
              canAdd: canSell(product, variant, ea.kind === "comingSoon"),
              unavailableNote: ea.kind === "comingSoon" ? ea.label : "This option is sold out online.",
              aside: heart,
              rowClassName: s.buy ?? "",
              buttonClassName: s.buyMain ?? "",
            })
          ) : (
            <>
              <div className={s.buy}>
                <Button className={s.buyMain} disabled aria-describedby={`basket-note-${product.code}`}>
                  {buyLabel}
                </Button>
                {heart}
              </div>
              <p className={s.note} id={`basket-note-${product.code}`}>
                This option is sold out online.
              </p>
            </>
          )}
        </div>
        {compact ? (
          <Link to={variant.url}>See full product details</Link>
        ) : (
          <div className={s.accordion}>
            <details open>
              <summary>Description</summary>
              <p>{product.description}</p>
            </details>
            <details>
              <summary>Specifications</summary>
              <ul>
                {product.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
                <li>Product code: {variant.code}</li>
              </ul>
            </details>
            <details>
              <summary>Delivery &amp; returns</summary>
              <p>
                Click &amp; collect is free. Home delivery is free for OnePass members on eligible items.
                Change your mind? Return it within 60 days.
              </p>
            </details>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The size guide: its button is the dialog's trigger, so closing the guide puts focus back on it.
 */
function SizeGuide({ table }: { table: SizeGuideTable }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={s.linkButton}>Size guide</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={d.overlay} />
        <Dialog.Content className={`${d.dialog} ${d.narrow}`} aria-describedby={undefined}>
          <Dialog.Title>Size guide</Dialog.Title>
          <Dialog.Close className={d.close} aria-label="Close">
            <Icon name="close" />
          </Dialog.Close>
          <table className={s.sizeTable}>
            <thead>
              <tr>
                {table.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r[0]}>
                  {r.map((c, i) => (
                    <td key={i}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A quarter of the price, rounded up to the cent, as Afterpay splits it. */
function formatQuarter(value: number): string {
  return formatMoney(Math.ceil((value * 100) / 4) / 100);
}
