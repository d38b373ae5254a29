import { Suspense } from "react";
import { Outlet } from "react-router";
import ProductPage from "./ProductPage";

/**
 * /p/:encodedName/:productId and its child {productUrl}/store: the product page stays mounted while the
 * store-stock modal opens and closes over it (its code loads without blanking the page).
 */
export default function ProductRoute() {
  return (
    <>
      <ProductPage />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}
