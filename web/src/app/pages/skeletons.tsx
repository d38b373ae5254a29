// Loading placeholders of whole pages, shown while a page's code or its first answer loads. They
// draw the page's real layout (trail, title, tools, a grid of card-sized cards; the product's square
// gallery and buy box) so that nothing on screen moves when the page arrives.
import { BreadcrumbSkeleton } from "../../components/ui/Breadcrumb";
import { Skeleton } from "../../components/ui/Skeleton";
import { ProductCardSkeleton } from "../../features/catalog/components/ProductCard";
import { ProductDetailSkeleton } from "../../features/catalog/components/ProductDetailSkeleton";
import l from "../../features/search/listing.module.css";
import p from "../../features/catalog/product.module.css";

/** Cards for a listing's first screen: two rows of four on a desktop, four rows of two on a phone. */
const SKELETON_CARDS = 8;

export function CardGridSkeleton() {
  return (
    <ul className={l.grid} aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** The sort select (and Filter button on a phone) while the listing loads. */
export function ListingToolsSkeleton() {
  return (
    <>
      <Skeleton className={`${l.filterButton} ${l.toolSkeleton}`} width={104} />
      <Skeleton className={`${l.select} ${l.toolSkeleton}`} />
    </>
  );
}

/** A search, collection or facet listing before its code or first page has arrived. */
export function ListingSkeleton({ crumbs }: { crumbs: boolean }) {
  return (
    <div className={`container ${l.page}`}>
      {crumbs ? <BreadcrumbSkeleton /> : null}
      <div className={l.head}>
        <div className={l.titleBlock}>
          <Skeleton className={l.titleSkeleton} />
          <p className={l.count}>{"\u00a0"}</p>
        </div>
        <div className={l.tools}>
          <ListingToolsSkeleton />
        </div>
      </div>
      <div className={l.layout}>
        <aside className={l.aside} />
        <div>
          <CardGridSkeleton />
        </div>
      </div>
    </div>
  );
}

/** A product page before its code or its product has arrived. */
export function ProductPageSkeleton() {
  return (
    <div className={`container ${p.page}`}>
      <BreadcrumbSkeleton />
      <ProductDetailSkeleton />
    </div>
  );
}
