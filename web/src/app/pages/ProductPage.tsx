import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { recordView } from "../../lib/storage";
import { useNearViewport } from "../../lib/useNearViewport";
import { productQuery } from "../../features/catalog/api/getProductDetails";
import { recommendationsQuery } from "../../features/catalog/api/getRecommendations";
import { ProductDetailView } from "../../features/catalog/components/ProductDetailView";
import type { ProductResponse, Variant } from "../../features/catalog/types";
import { Breadcrumb } from "../../components/ui/Breadcrumb";
import { FailedToLoad } from "../../components/ui/FailedToLoad";
import { useInfo } from "../../features/location/api/getInfo";
import { useShop } from "../shop";
import { buyBox } from "../cartSlots";
import { usePageTitle } from "../usePageTitle";
import { Rail } from "./HomePage";
import NotFoundPage from "./NotFoundPage";
import { ProductPageSkeleton } from "./skeletons";
import s from "../../features/catalog/product.module.css";

export default function ProductPage() {
  const { productId } = useParams();
  const q = useQuery({ ...productQuery(productId ?? ""), enabled: Boolean(productId) });
  const client = useQueryClient();
  const navigate = useNavigate();
  const shop = useShop();
  // Early access opens to a signed-in active OnePass member (getInfo's advantageUser).
  const info = useInfo();
  const product = q.data?.product;
  const variant =
    product?.variants.find((v) => v.code === product.selectedVariantCode) ?? product?.variants[0];
  usePageTitle(product?.name ?? "");
  // "You may also like" is far below the first view: asked for as the shopper scrolls towards it,
  // not while the page is loading on a phone (docs/decisions.md "Below the first view").
  const [recsSlot, recsNear] = useNearViewport<HTMLDivElement>();
  const recs = useQuery({
    ...recommendationsQuery(product?.code ?? "", "pdp-similar"),
    enabled: Boolean(product) && recsNear,
  });
  useEffect(() => {
    if (product && variant) recordView(product.code, variant.code);
  }, [product, variant]);

  if (q.error instanceof ApiError && q.error.status === 404) return <NotFoundPage />;
  if (q.isError)
    return (
      <div className={`container ${s.page}`}>
        <FailedToLoad what="this product" onRetry={() => void q.refetch()} />
      </div>
    );
  if (!product || !variant || !q.data) return <ProductPageSkeleton />;

  // Selecting a variant replaces the URL with its url; the cache already holds the product under the
  // new address, so the page does not reload (docs/web.md, "Navigation rules").
  const select = (v: Variant) => {
    const data: ProductResponse = { ...q.data, product: { ...product, selectedVariantCode: v.code } };
    client.setQueryData(productQuery(v.code).queryKey, data);
    navigate(v.url, { replace: true, preventScrollReset: true });
  };
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumb
        items={[...product.breadcrumbs.map((b) => ({ label: b.name, url: b.url })), { label: product.name }]}
      />
      <ProductDetailView
        product={product}
        variant={variant}
        onSelect={select}
        storeNumber={shop.storeNumber}
        storeName={shop.storeName}
        postcode={shop.postcode}
        express={shop.express}
        onChangeStore={shop.openStorePicker}
        buyBox={buyBox}
        activeMember={info.data?.advantageUser === true}
      />
      {q.data.endOfLifeLinks.length > 0 ? (
        <p>
          This product is sold out online.{" "}
          {q.data.endOfLifeLinks.map((l) => (
            <Link key={l.url} to={l.url} style={{ marginRight: 12 }}>
              {l.label}
            </Link>
          ))}
        </p>
      ) : null}
      <div className={s.rail} ref={recsSlot}>
        <Rail title="You may also like" products={recs.data?.products ?? []} />
        <Rail title={q.data.lookData.title} products={q.data.lookData.products} />
      </div>
    </div>
  );
}
