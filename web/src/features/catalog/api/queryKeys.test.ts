import { describe, expect, it } from "vitest";
import { productQuery } from "./getProductDetails";
import { recommendationsQuery } from "./getRecommendations";
import { storeStockQuery } from "./getStoreStock";
import { estimateQuery } from "./getDeliveryEstimate";
import { expressEligibilityQuery } from "./checkExpressEligibility";

// A catalogue query's key is its API URL: the key the server inlines its answer under and that other
// parts of the app invalidate by, so these strings must not move.
describe("catalogue query keys", () => {
  it("are the API URLs", () => {
    expect(productQuery("P1 2").queryKey).toEqual(["/api/products/P1%202"]);
    expect(recommendationsQuery("P1", "pdp-similar").queryKey).toEqual([
      "/api/recommendations?productCode=P1&pod=pdp-similar",
    ]);
    expect(recommendationsQuery("", "home").queryKey).toEqual(["/api/recommendations?pod=home"]);
    expect(storeStockQuery("P1", ["V1", "V2"], "5012").queryKey).toEqual([
      "/api/stock/stores?baseProductCode=P1&variants=V1%2CV2&locations=5012&deliveryTypes=CNC",
    ]);
    expect(expressEligibilityQuery("3000", true).queryKey).toEqual([
      "/api/delivery/express-eligibility?postcode=3000&mode=ED",
    ]);
  });

  it("ask for an estimate with the store for click and collect, the postcode otherwise", () => {
    expect(
      estimateQuery({ variant: "V1", mode: "CNC", storeNumber: "5012", postalCode: "3000" }, true).queryKey,
    ).toEqual(["/api/delivery/estimate?variant=V1&mode=CNC&storeNumber=5012"]);
    expect(
      estimateQuery(
        { variant: "V1", mode: "HD", storeNumber: "5012", postalCode: "3000", withCost: true },
        true,
      ).queryKey,
    ).toEqual(["/api/delivery/estimate?variant=V1&mode=HD&postalCode=3000&withCost=true"]);
  });
});
