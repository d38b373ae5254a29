// The catalogue's screens and the cart meet here (a feature never imports another): the product
// view's buy box is the cart's AddToCart, quick add is the cart's QuickAdd.
import { lazy, Suspense, type ComponentProps } from "react";
import { lazyWithPreload } from "../lib/lazyWithPreload";
import type { BuyBoxSlot } from "../features/catalog/components/ProductDetailView";
import type { AddToCart as AddToCartComponent } from "../features/cart/components/AddToCart";
import type { QuickAddSlot } from "../features/catalog/components/QuickView";
import { Skeleton } from "../components/ui/Skeleton";

// The buy box checks gift card recipients with lib/validation (and so zod): loaded with the product,
// so the first page's JavaScript does not grow with it.
const LazyAddToCart = lazyWithPreload<ComponentProps<typeof AddToCartComponent>>(() =>
  import("../features/cart/components/AddToCart").then((m) => ({ default: m.AddToCart })),
);

/** Loads the buy box's code ahead (with the product page's, App.tsx). */
export const preloadBuyBox = LazyAddToCart.preload;

// Quick add (its form, the cart's messages and add hook) loads when a quick add first opens.
const LazyQuickAdd = lazy(() =>
  import("../features/cart/components/QuickAdd").then((m) => ({ default: m.QuickAdd })),
);

function AddToCart(props: ComponentProps<typeof LazyAddToCart>) {
  return (
    <Suspense fallback={<Skeleton height={44} />}>
      <LazyAddToCart {...props} />
    </Suspense>
  );
}

export const buyBox: BuyBoxSlot = (ctx) => (
  <AddToCart
    key={ctx.product.code}
    product={ctx.product}
    variant={ctx.variant}
    label={ctx.label}
    canAdd={ctx.canAdd}
    unavailableNote={ctx.unavailableNote}
    aside={ctx.aside}
    rowClassName={ctx.rowClassName}
    buttonClassName={ctx.buttonClassName}
  />
);

export const quickViewBuyBox: (onClose: () => void) => BuyBoxSlot = (onClose) => (ctx) => (
  <AddToCart
    key={ctx.product.code}
    product={ctx.product}
    variant={ctx.variant}
    label={ctx.label}
    canAdd={ctx.canAdd}
    unavailableNote={ctx.unavailableNote}
    aside={ctx.aside}
    rowClassName={ctx.rowClassName}
    buttonClassName={ctx.buttonClassName}
    onNavigate={onClose}
  />
);

export const quickAdd: QuickAddSlot = ({ code, product, onClose }) => (
  <Suspense key={code} fallback={<Skeleton height={160} />}>
    <LazyQuickAdd code={code} product={product} onClose={onClose} />
  </Suspense>
);
