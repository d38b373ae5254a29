import { createContext, useContext } from "react";

/** What the delivery panel needs of the app beyond its props: keeping a postcode, the shopper's e-mail. */
export interface DeliveryActions {
  /** Keep the home delivery postcode (t_hd_pc) and show it everywhere. */
  setPostcode: (postcode: string) => void;
  /** The signed-in customer's e-mail, to fill "Notify me when back in stock"; "" otherwise. */
  email: string;
}

export const DeliveryContext = createContext<DeliveryActions>({ setPostcode: () => undefined, email: "" });

export const useDeliveryActions = () => useContext(DeliveryContext);
