import { afterEach, describe, expect, it } from "vitest";
import {
  clearPreferredStore,
  needsDetails,
  PREFERRED_STORE_KEY,
  readDeliveryPostcode,
  readLocationGroup,
  readNearestStore,
  readPreferredStore,
  saveDeliveryPostcode,
  saveLocationGroup,
  saveNearestStore,
  savePreferredStore,
  withDetails,
} from "./preferredStore";

const DAY = 86_400_000;
const now = Date.UTC(2025, 0, 10, 2, 0, 0);

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  localStorage.clear();
  clearCookies();
});

describe("preferred store", () => {
  it("is kept in local storage and the t_psn cookie for one day", () => {
    const ps = savePreferredStore(
      { storeNumber: "1234", name: "Parramatta", town: "Parramatta", postalCode: "2150" },
      true,
      now,
    );
    expect(ps).toEqual({
      storeNumber: "1234",
      name: "Parramatta",
      town: "Parramatta",
      postalCode: "2150",
      hasBeenSetByUser: true,
      expires: now + DAY,
    });
    expect(JSON.parse(localStorage.getItem(PREFERRED_STORE_KEY) ?? "{}")).toEqual(ps);
    expect(document.cookie).toContain("t_psn=1234");
    expect(readPreferredStore(now + 1000)).toEqual(ps);
  });

  it("reduces store numbers to their last 4 digits and refuses shorter ones", () => {
    expect(savePreferredStore({ storeNumber: "ST-001234" }, false, now)?.storeNumber).toBe("1234");
    expect(savePreferredStore({ storeNumber: "12" }, false, now)).toBeNull();
  });

  it("is forgotten after a day", () => {
    savePreferredStore({ storeNumber: "1234", name: "A", town: "B", postalCode: "2000" }, true, now);
    clearCookies(); // the browser drops the expired cookie
    expect(readPreferredStore(now + DAY + 1)).toBeNull();
    expect(localStorage.getItem(PREFERRED_STORE_KEY)).toBeNull();
  });

  it("takes a cookie alone as a store whose details are still to fetch", () => {
    document.cookie = "t_psn=4321; path=/";
    const ps = readPreferredStore(now);
    expect(ps).toMatchObject({ storeNumber: "4321", name: "", town: "", hasBeenSetByUser: false });
    expect(needsDetails(ps)).toBe(true);
  });

  it("follows the cookie when another tab or the server changed it", () => {
    savePreferredStore({ storeNumber: "1234", name: "A", town: "B", postalCode: "2000" }, true, now);
    document.cookie = "t_psn=5678; path=/";
    expect(readPreferredStore(now)?.storeNumber).toBe("5678");
  });

  it("adds fetched details without changing the expiry or who set it", () => {
    const ps = savePreferredStore({ storeNumber: "1234" }, true, now);
    if (!ps) throw new Error("not saved");
    expect(needsDetails(ps)).toBe(true);
    const full = withDetails(ps, {
      storeNumber: "1234",
      name: "Chadstone",
      town: "Malvern East",
      postalCode: "3148",
    });
    expect(full).toEqual({ ...ps, name: "Chadstone", town: "Malvern East", postalCode: "3148" });
    expect(needsDetails(full)).toBe(false);
    expect(readPreferredStore(now)).toEqual(full);
    // Details of another store are not mixed in.
    expect(withDetails(full, { storeNumber: "9999", name: "Other" })).toBe(full);
  });

  it("is cleared from both places", () => {
    savePreferredStore({ storeNumber: "1234" }, true, now);
    clearPreferredStore();
    expect(readPreferredStore(now)).toBeNull();
    expect(document.cookie).not.toContain("t_psn=1234");
  });

  it("survives garbage in local storage", () => {
    localStorage.setItem(PREFERRED_STORE_KEY, "{not json");
    expect(readPreferredStore(now)).toBeNull();
    localStorage.setItem(PREFERRED_STORE_KEY, JSON.stringify({ storeNumber: 5, expires: "soon" }));
    expect(readPreferredStore(now)).toBeNull();
  });
});

describe("home delivery postcode", () => {
  it("is kept in the t_hd_pc cookie as 4 digits", () => {
    expect(readDeliveryPostcode()).toBe("");
    expect(saveDeliveryPostcode(" 3121 ")).toBe("3121");
    expect(document.cookie).toContain("t_hd_pc=3121");
    expect(readDeliveryPostcode()).toBe("3121");
    expect(saveDeliveryPostcode("31")).toBe("");
    expect(readDeliveryPostcode()).toBe("3121");
  });
});

describe("location caches", () => {
  it("keeps a postcode's location group for an hour", () => {
    saveLocationGroup({ postalCode: "3121", locationGroup: "VIC-METRO", regionId: "VIC" }, now);
    expect(readLocationGroup("3121", now + 3_599_000)?.locationGroup).toBe("VIC-METRO");
    expect(readLocationGroup("3000", now)).toBeNull();
    expect(readLocationGroup("3121", now + 3_600_001)).toBeNull();
  });

  it("keeps the nearest store to a position for 30 days", () => {
    saveNearestStore({ latitude: -33.81, longitude: 151.0, storeNumber: "1234", postalCode: "2150" }, now);
    expect(readNearestStore(-33.812, 151.003, now + 29 * DAY)).toMatchObject({
      storeNumber: "1234",
      postalCode: "2150",
    });
    expect(readNearestStore(-34.5, 151.0, now)).toBeNull();
    expect(readNearestStore(-33.81, 151.0, now + 31 * DAY)).toBeNull();
  });
});
