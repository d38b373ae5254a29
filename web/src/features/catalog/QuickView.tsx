import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { productQuery } from "./api";
import { ProductDetailView } from "./ProductDetailView";
import type { Variant } from "./types";
import { Icon } from "../../components/ui/Icon";
import { Skeleton } from "../../components/ui/Skeleton";
import { FailedToLoad } from "../../components/ui/FailedToLoad";
import d from "../../components/ui/dialog.module.css";

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
}: {
  state: QuickViewState | null;
  onClose: () => void;
  storeNumber: string;
  storeName: string;
  postcode: string;
  express: boolean;
  onChangeStore: () => void;
}) {
  const q = useQuery({ ...productQuery(state?.code ?? ""), enabled: state !== null });
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
        <Dialog.Content className={d.dialog} aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">
            {state?.mode === "add" ? "Quick add" : "Quick view"}
            {product ? `: ${product.name}` : ""}
          </Dialog.Title>
          <Dialog.Close className={d.close} aria-label="Close">
            <Icon name="close" />
          </Dialog.Close>
          {q.isError ? <FailedToLoad what="this product" onRetry={() => void q.refetch()} /> : null}
          {q.isPending ? (
            <div style={{ display: "grid", gap: 12 }}>
              <Skeleton height={320} />
              <Skeleton height={24} width="60%" />
            </div>
          ) : null}
          {product && variant ? (
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
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
