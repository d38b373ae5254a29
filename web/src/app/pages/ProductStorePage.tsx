import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { productQuery } from "../../features/catalog/api/getProductDetails";
import { StoreStockDialog, type StockVariant } from "../../features/location/components/StoreStockDialog";
import { useShop } from "../shop";

/** The modal's state from the product page's link: whether to go back in history on close. */
export interface StoreModalState {
  fromProduct?: boolean;
}

/**
 * {productUrl}/store: the store-stock modal over the product page (a child route, so the page stays
 * behind it). fias=true narrows it to the variant selected on the page.
 */
export default function ProductStorePage() {
  const { encodedName, productId } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const shop = useShop();
  const q = useQuery({ ...productQuery(productId ?? ""), enabled: Boolean(productId) });
  const product = q.data?.product;
  if (!product) return null;
  const label = (v: { colour: string; size: string }) =>
    [v.colour, v.size].filter(Boolean).join(", ") || "One size";
  const variants: StockVariant[] = product.variants.map((v) => ({ code: v.code, label: label(v) }));
  const fias = params.get("fias") === "true";
  const chosen = fias
    ? (product.variants.find((v) => v.code === product.selectedVariantCode) ?? product.variants[0])
    : undefined;
  const productPath = `/p/${encodedName ?? ""}/${productId ?? ""}`;
  const close = () => {
    if ((location.state as StoreModalState | null)?.fromProduct) navigate(-1);
    else navigate(productPath, { replace: true, preventScrollReset: true });
  };
  return (
    <StoreStockDialog
      open
      onClose={close}
      baseProductCode={product.baseProductCode || product.code}
      productName={product.name}
      imageUrl={chosen?.images[0] ?? product.imageUrl}
      variants={variants}
      selected={chosen ? { code: chosen.code, label: label(chosen) } : null}
      myStoreNumber={shop.storeNumber}
      postcode={shop.postcode}
      onSetStore={(st) =>
        shop.setStore(st.storeNumber, {
          name: st.name,
          town: st.address.town,
          postalCode: st.address.postalCode,
        })
      }
    />
  );
}
