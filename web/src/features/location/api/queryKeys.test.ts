import { describe, expect, it } from "vitest";
import { localitiesQuery } from "./searchLocation";
import { nearestStoresQuery } from "./getNearestStores";
import { storeQuery } from "./getStoreDetails";
import { storeSearchQuery } from "./searchStores";
import { nearestStockQuery } from "./getNearestStock";
import { infoQuery } from "./getInfo";

// The keys other parts of the app read or invalidate (features/cart refreshes /api/info by prefix after a
// store change; pages read storeQuery's): these values must not move.
describe("location query keys", () => {
  it("are the API URLs, but for the store search (a POST)", () => {
    expect(localitiesQuery("Carlton").queryKey).toEqual(["/api/locations?searchTerm=Carlton"]);
    expect(nearestStoresQuery({ latitude: -37.8, longitude: 144.96 }).queryKey).toEqual([
      "/api/stores/nearest?geo=-37.8,144.96",
    ]);
    expect(storeQuery("5012").queryKey).toEqual(["/api/stores/5012"]);
    expect(infoQuery().queryKey).toEqual(["/api/info"]);
    expect(
      storeSearchQuery({ locationText: " Carlton ", productCode: "V1", inStockOnly: true }).queryKey,
    ).toEqual(["searchStores", "carlton", "V1", true]);
    expect(nearestStockQuery("P1", { postalCode: "3000" }).queryKey).toEqual([
      "/api/stock/nearest/P1?postalCode=3000",
    ]);
    expect(nearestStockQuery("P1", null).queryKey).toEqual(["nearest-stock-none"]);
  });
});
