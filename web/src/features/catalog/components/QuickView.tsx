import { useState, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useProductDetails } from "../api/getProductDetails";
import { ProductDetailView, type BuyBoxSlot } from "./ProductDetailView";
import { ProductDetailSkeleton } from "./ProductDetailSkeleton";
import type { ProductDetail, Variant } from "../types";
import { Icon } from "../../../components/ui/Icon";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import d from "../../../components/ui/dialog.module.css";

/** Quick add's panel (composed in by the app: the cart feature's quick add). */
export type QuickAddSlot = (args: {
  code: string;
  product: ProductDetail | undefined;
  onClose: () => void;
}) => ReactNode;

export interface QuickViewState {
  code: string;
  mode: "view" | "add";
}

/** Quick view and quick add: the product's pickers, stock and buy box in a dialog. */
export function QuickView({
  state,
  onClose,
  storeNumber,
  storeName,
  postcode,
  express,
  onChangeStore,
  onCloseAutoFocus,
  buyBox,
  quickAdd,
}: {
  state: QuickViewState | null;
  onClose: () => void;
  storeNumber: string;
  storeName: string;
  postcode: string;
  express: boolean;
  onChangeStore: () => void;
  /** Where focus goes on close: the card button that opened it (see useReturnFocus). */
  onCloseAutoFocus?: (e: Event) => void;
  /** The product view's buy box (add to basket). */
  buyBox?: BuyBoxSlot;
  /** Quick add's own panel; without it quick add shows the product view. */
  quickAdd?: QuickAddSlot;
}) {
  const q = useProductDetails(state?.code ?? "", { enabled: state !== null });
  const [picked, setPicked] = useState<Variant | null>(null);
  const product = q.data?.product;
  const variant =
    picked && product?.variants.some((v) => v.code === picked.code)
      ? picked
      : (product?.variants.find((v) => v.code === product.selectedVariantCode) ?? product?.variants[0]);
  return (
    <Dialog.Root
      open={state !== null}
      onOpenChange={(o) => {
        if (!o) {
          setPicked(null);
          onClose();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={d.overlay} />
        <Dialog.Content
          className={state?.mode === "add" && quickAdd ? `${d.dialog} ${d.narrow}` : d.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          {/* A title bar of its own keeps the close button off the product image on a phone. */}
          <div className={d.head}>
            <Dialog.Title className={d.headTitle}>
              {state?.mode === "add" ? "Quick add" : "Quick view"}
              {product ? <span className="visually-hidden">: {product.name}</span> : null}
            </Dialog.Title>
          </div>
          <Dialog.Close className={d.close} aria-label="Close">
            <Icon name="close" />
          </Dialog.Close>
          {q.isError ? <FailedToLoad what="this product" onRetry={() => void q.refetch()} /> : null}
          {state?.mode === "add" && quickAdd && !q.isError ? (
            quickAdd({
              code: state.code,
              product,
              onClose: () => {
                setPicked(null);
                onClose();
              },
            })
          ) : q.isPending ? (
            <ProductDetailSkeleton compact />
          ) : product && variant ? (
            <ProductDetailView
              product={product}
              variant={variant}
              onSelect={setPicked}
              storeNumber={storeNumber}
              storeName={storeName}
              postcode={postcode}
              express={express}
              onChangeStore={onChangeStore}
              compact
              buyBox={buyBox}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
