import { Skeleton } from "../../../components/ui/Skeleton";
import s from "../product.module.css";

/**
 * The product view's placeholder: the gallery's square and thumbnails, then the name, price, colour
 * swatches, delivery panel and buy box at their real heights, so nothing moves when the product
 * arrives (design brief: skeletons the size of the real content).
 */
export function ProductDetailSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div className={compact ? s.dialogGrid : s.layout} aria-hidden="true">
      <div className={s.gallery}>
        <div className={`${s.main} ${s.mainSkeleton}`} />
        {compact ? null : (
          <div className={s.thumbs}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} width={72} height={72} />
            ))}
          </div>
        )}
      </div>
      <div className={s.info}>
        <div className={s.skeletonLines}>
          <Skeleton className={s.skBrand} width="30%" />
          <Skeleton className={s.skTitle} width="80%" />
          <Skeleton className={s.skStars} width="35%" />
        </div>
        <div className={s.skeletonLines}>
          <Skeleton className={s.skPrice} width="40%" />
          <Skeleton className={s.skNote} width="65%" />
        </div>
        <div className={s.skeletonLines}>
          <Skeleton className={s.skLegend} width="30%" />
          <div className={s.swatches}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className={s.skSwatch} />
            ))}
          </div>
        </div>
        <Skeleton className={s.skDelivery} />
        <Skeleton className={s.skBuy} />
      </div>
    </div>
  );
}
