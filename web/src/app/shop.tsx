import { createContext, useContext } from "react";
import type { QuickViewState } from "../features/catalog/QuickView";

/** What every page may need of the shopper's context. */
export interface Shop {
  storeNumber: string;
  storeName: string;
  postcode: string;
  express: boolean;
  openStorePicker: () => void;
  openQuickView: (code: string, mode: QuickViewState["mode"]) => void;
}

export const ShopContext = createContext<Shop>({
  storeNumber: "",
  storeName: "",
  postcode: "",
  express: true,
  openStorePicker: () => undefined,
  openQuickView: () => undefined,
});

export const useShop = () => useContext(ShopContext);
