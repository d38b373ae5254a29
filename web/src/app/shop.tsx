import { createContext, useContext, type ReactNode } from "react";
import type { QuickViewState } from "../features/catalog/QuickView";
import type { AuthFormType } from "../features/account/components/AuthForm";

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
  /** Make a store the preferred one on this device (the t_psn cookie and the header). */
  setStore: (storeNumber: string) => void;
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
  openSignIn: () => undefined,
  openMembership: () => undefined,
});

export const useShop = () => useContext(ShopContext);
