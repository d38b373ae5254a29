import { useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { productQuery } from "../../features/catalog/api/getProductDetails";
import { StoreFinder } from "../../features/location/components/StoreFinder";
import { useShop } from "../shop";
import { usePageTitle } from "../usePageTitle";
import s from "../../features/location/stores.module.css";

/** /stores: the store finder (docs/stores.md, "Store finder"); ?productCode=<variant> adds stock. */
export default function StoreFinderPage() {
  usePageTitle("Find a store");
  const shop = useShop();
  const [params] = useSearchParams();
  const productCode = params.get("productCode") ?? "";
  const product = useQuery({ ...productQuery(productCode), enabled: Boolean(productCode) });
  const p = product.data?.product;
  const v = p?.variants.find((x) => x.code === productCode);
  const label = p ? [p.name, v?.colour, v?.size].filter(Boolean).join(", ") : "";
  return (
    <div className={`container ${s.page}`}>
      <h1>Find a store</h1>
      <p className={s.lead}>
        {label
          ? `Stock of ${label} at stores near you.`
          : "Opening hours, phone numbers and click & collect points for every Wattle store."}
      </p>
      <StoreFinder
        myStoreNumber={shop.storeNumber}
        productName={label}
        onSetStore={(st) =>
          shop.setStore(st.storeNumber, {
            name: st.name,
            town: st.address.town,
            postalCode: st.address.postalCode,
          })
        }
      />
    </div>
  );
}
