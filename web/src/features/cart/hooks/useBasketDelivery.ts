import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { setDeliveryMode } from "../api/setDeliveryMode";
import { setPickupDetails } from "../api/setPickupDetails";
import type { Cart, DeliveryModeCode } from "../types";
import { failure } from "../failure";

/** The shop's store and postcode, as the app keeps them (the basket's delivery reads and sets them). */
export interface ShopLocation {
  postcode: string;
  storeNumber: string;
  setPostcode: (postcode: string) => void;
  openStorePicker: () => void;
}

const CHANGE_FAILED = "We couldn't change your delivery method.";

/** How long a OnePass member's free home delivery waits before it is saved for them (1.5 s). */
export const ADVANTAGE_AUTOSAVE_MS = 1500;

/**
 * The basket's delivery method: click & collect needs a store (the store picker opens when there is
 * none), home and express delivery a postcode. A store picked from the basket (or a new preferred
 * store while collecting) becomes the pickup store.
 */
export function useBasketDelivery(cart: Cart | undefined, shop: ShopLocation) {
  const client = useQueryClient();
  const [pendingMode, setPendingMode] = useState<DeliveryModeCode | null>(null);
  const [modeError, setModeError] = useState<string | null>(null);
  const [awaitingStore, setAwaitingStore] = useState(false);

  const picking = useRef("");
  const pickStore = useCallback(
    async (storeNumber: string) => {
      picking.current = storeNumber;
      setAwaitingStore(false);
      setPendingMode("CNC");
      setModeError(null);
      try {
        await setPickupDetails(client, storeNumber);
        await setDeliveryMode(client, "CNC");
      } catch (err) {
        const r = await failure(err);
        if (r.status !== "disregarded") setModeError(r.message?.text ?? CHANGE_FAILED);
      } finally {
        picking.current = "";
        setPendingMode(null);
      }
    },
    [client],
  );

  const choose = async (id: DeliveryModeCode) => {
    if (!cart) return;
    setModeError(null);
    if (id === "CNC") {
      const store = cart.pickupStore?.storeNumber || shop.storeNumber;
      if (!store) {
        setAwaitingStore(true);
        shop.openStorePicker();
        return;
      }
      await pickStore(store);
      return;
    }
    if (!shop.postcode) {
      setModeError("Enter your postcode to choose home or express delivery.");
      document.getElementById("basket-postcode-field")?.querySelector("input")?.focus();
      return;
    }
    setPendingMode(id);
    try {
      await setDeliveryMode(client, id, shop.postcode);
    } catch (err) {
      // The mode shown is the cart's: a failure leaves the one it had.
      const r = await failure(err);
      if (r.status !== "disregarded") setModeError(r.message?.text ?? CHANGE_FAILED);
    } finally {
      setPendingMode(null);
    }
  };

  const pickupStore = cart?.pickupStore?.storeNumber ?? "";
  const collecting = cart?.deliveryMode?.code === "CNC";
  useEffect(() => {
    if (!shop.storeNumber || shop.storeNumber === pickupStore) return;
    if (!awaitingStore && !collecting) return;
    if (picking.current === shop.storeNumber) return;
    void pickStore(shop.storeNumber);
  }, [shop.storeNumber, pickupStore, awaitingStore, collecting, pickStore]);

  // A OnePass member's home delivery is free: with a postcode and no mode chosen yet, it is saved
  // for them after 1.5 s (docs/membership.md#benefits), unless they choose first. A refusal (home
  // delivery not available for this basket) is left unsaid: the modes say why.
  const autoSaved = useRef(false);
  const member = cart?.onePassMember === true;
  const noMode = !!cart && cart.entries.length > 0 && !cart.deliveryMode;
  useEffect(() => {
    if (!member || !noMode || !shop.postcode || autoSaved.current || pendingMode) return;
    const timer = window.setTimeout(() => {
      autoSaved.current = true;
      void setDeliveryMode(client, "HD", shop.postcode).catch(() => undefined);
    }, ADVANTAGE_AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [member, noMode, shop.postcode, pendingMode, client]);

  const changePostcode = async (postcode: string) => {
    shop.setPostcode(postcode);
    const mode = cart?.deliveryMode?.code;
    if (mode === "HD" || mode === "ED") {
      setPendingMode(mode);
      try {
        await setDeliveryMode(client, mode, postcode);
      } catch (err) {
        const r = await failure(err);
        if (r.status !== "disregarded") setModeError(r.message?.text ?? null);
      } finally {
        setPendingMode(null);
      }
    }
  };

  const changeStore = () => {
    setAwaitingStore(true);
    shop.openStorePicker();
  };

  return { pendingMode, modeError, choose, changePostcode, changeStore };
}
