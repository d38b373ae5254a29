import { memo, useState } from "react";
import type { Summary } from "../types";
import { Price } from "../../../components/ui/Price";
import { Stars } from "../../../components/ui/Stars";
import { Badge } from "../../../components/ui/Badge";
import { Skeleton } from "../../../components/ui/Skeleton";
import s from "../card.module.css";
import { PlainLink } from "../../../components/ui/PlainLink";

export const MAX_SWATCHES = 5;

const NO_COLOURS: string[] = [];

/** For a list whose cards can be narrow (200 px or less) at any width: a rail. */
export const narrowCards = s.narrowCards;
/** For a grid whose cards are narrow on a phone (two columns). */
export const narrowCardsOnPhones = s.narrowOnPhones;

export interface CardProps {
  product: Summary;
  onQuickView?: (code: string, mode: "view" | "add") => void;
  eager?: boolean;
  /** Colours the shopper filtered by: the card opens on the first of them it has. */
  preferColours?: string[];
}

/**
 * A product tile: reserved square image, badges, up to five swatches then "+N", name, price, stars.
 * Memoised: a listing re-renders when the shopper's store or postcode arrives after hydration, and
 * its 48-96 cards, whose props have not changed, need not render again.
 */
export const ProductCard = memo(function ProductCard({
  product,
  onQuickView,
  eager = false,
  preferColours = NO_COLOURS,
}: CardProps) {
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      product.colours.findIndex((c) => preferColours.includes(c.name)),
    ),
  );
  const colour = product.colours[active];
  const image = colour?.imageUrl ?? product.imageUrl;
  const href = colour?.url ?? product.url;
  const extra = product.colours.length - MAX_SWATCHES;
  const badges = product.badges.filter((b) => b !== "onePass").slice(0, 2);
  if (product.wasPrice && badges.length < 2) badges.unshift("sale");
  return (
    <article className={s.card} aria-label={product.name}>
      <div className={s.imageBox}>
        <img
          src={image}
          alt={colour ? `${product.name}, ${colour.name}` : product.name}
          width={400}
          height={400}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
        />
        {badges.length > 0 ? (
          <div className={s.badges}>
            {badges.map((b) => (
              <Badge key={b} kind={b} />
            ))}
          </div>
        ) : null}
      </div>
      <div className={s.body}>
        {product.colours.length > 1 ? (
          <div className={s.swatches} role="group" aria-label="Colours">
            {product.colours.slice(0, MAX_SWATCHES).map((c, i) => (
              <button
                key={c.variantCode}
                type="button"
                className={s.swatch}
                style={{ backgroundColor: c.hex }}
                aria-label={c.name}
                aria-pressed={i === active}
                onMouseEnter={() => setActive(i)}
                onFocus={() => setActive(i)}
                onClick={() => setActive(i)}
              />
            ))}
            {extra > 0 ? <span aria-label={`${extra} more colours`}>+{extra}</span> : null}
          </div>
        ) : (
          <div className={s.swatches} />
        )}
        <span className={s.brand}>{product.brand}</span>
        <PlainLink to={href} className={s.name}>
          {product.name}
        </PlainLink>
        <Price price={product.price} wasPrice={product.wasPrice} onePassPrice={product.onePassPrice} />
        {product.onePassEarlyAccess && product.badges.includes("earlyAccess") ? (
          <span className={s.teaser}>OnePass early access</span>
        ) : null}
        <Stars rating={product.rating} count={product.reviewCount} />
      </div>
      {onQuickView ? (
        // After the name in reading and tab order; a row under the card's details on touch screens,
        // laid over the image's foot on hover-capable desktops (card.module.css).
        <div className={s.actions}>
          <button
            type="button"
            onClick={() => onQuickView(product.code, "view")}
            aria-label={`Quick view ${product.name}`}
          >
            Quick view
          </button>
          <button
            type="button"
            onClick={() => onQuickView(product.code, "add")}
            aria-label={`Quick add ${product.name}`}
          >
            Quick add
          </button>
        </div>
      ) : null}
    </article>
  );
});

/** A card's placeholder while a listing loads: the same box, image square and text lines as a card. */
export function ProductCardSkeleton({ actions = true }: { actions?: boolean }) {
  return (
    <div className={`${s.card} ${s.skeletonCard}`} aria-hidden="true">
      <div className={s.imageBox} />
      <div className={s.body}>
        <div className={s.swatches} />
        <Skeleton className={s.lineBrand} width="45%" />
        <Skeleton className={s.lineName} />
        <Skeleton className={s.linePrice} width="40%" />
        <Skeleton className={s.lineStars} width="55%" />
      </div>
      {actions ? (
        <div className={s.actions}>
          <span />
          <span />
        </div>
      ) : null}
    </div>
  );
}
