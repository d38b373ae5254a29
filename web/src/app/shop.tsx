import { createContext, useContext, type ReactNode } from "react";
import type { QuickViewState } from "../features/catalog/components/QuickView";
import type { AuthFormType } from "../features/account/components/AuthForm";
import type { StoreDetails } from "../features/location/preferredStore";

/** What opens the sign-in popup: the form's type and why the shopper is asked. */
export interface SignInRequest {
  type?: AuthFormType;
  reason?: ReactNode;
}

/** What every page may need of the shopper's context. */
export interface Shop {
  storeNumber: string;
  storeName: string;
  postcode: string;
  express: boolean;
  openStorePicker: () => void;
  openQuickView: (code: string, mode: QuickViewState["mode"]) => void;
  /**
   * Make a store the preferred one on this device (local storage and cookie t_psn, a day) and, for a
   * signed-in customer, on the account unless `account` is false.
   */
  setStore: (storeNumber: string, details?: Partial<StoreDetails>, opts?: { account?: boolean }) => void;
  /** Keep the home delivery postcode (cookie t_hd_pc, 365 days). */
  setPostcode: (postcode: string) => void;
  /** An action needs an account: the sign-in popup. */
  openSignIn: (req?: SignInRequest) => void;
  /** The membership-activation modal. */
  openMembership: () => void;
}

export const ShopContext = createContext<Shop>({
  storeNumber: "",
  storeName: "",
  postcode: "",
  express: true,
  openStorePicker: () => undefined,
  openQuickView: () => undefined,
  setStore: () => undefined,
  setPostcode: () => undefined,
  openSignIn: () => undefined,
  openMembership: () => undefined,
});

export const useShop = () => useContext(ShopContext);
