// The size guide lists every size a product is sold in, from the chart of its run.
import { describe, expect, it } from "vitest";
import { sizeGuideFor } from "./sizeGuide";

const sizes = (t: ReturnType<typeof sizeGuideFor>) => t?.rows.map((r) => r[0]);

describe("sizeGuideFor", () => {
  it("a dress sold in 6 to 20 has a row for each of its eight sizes, with the bust", () => {
    const t = sizeGuideFor("clothing", ["6", "8", "10", "12", "14", "16", "18", "20"]);
    expect(sizes(t)).toEqual(["6", "8", "10", "12", "14", "16", "18", "20"]);
    expect(t?.head[1]).toBe("Bust (cm)");
    expect(t?.rows[7]).toEqual(["20", "116", "98", "124"]);
  });

  it("a child's size 6 is a child's, not a woman's: the run is told by all the sizes", () => {
    const t = sizeGuideFor("clothing", ["2", "3", "4", "5", "6", "7", "8", "10", "12", "14"]);
    expect(t?.head).toEqual(["Size", "Age", "Height (cm)", "Chest (cm)"]);
    expect(t?.rows).toHaveLength(10);
  });

  it("men's letters, baby sizes, shoes and beds each get their own chart, in the product's order", () => {
    expect(sizeGuideFor("clothing", ["S", "M", "L", "XL", "XXL", "3XL"])?.head[1]).toBe("Chest (cm)");
    expect(sizes(sizeGuideFor("clothing", ["0000", "000", "00", "0", "1", "2"]))).toEqual([
      "0000",
      "000",
      "00",
      "0",
      "1",
      "2",
    ]);
    expect(sizeGuideFor("shoe", ["10", "11", "12", "13", "1", "2", "3"])?.rows[0]).toEqual([
      "10",
      "11",
      "28",
      "17.1",
    ]);
    expect(sizeGuideFor("shoe", ["7", "8", "9", "10", "11", "12"])?.rows[0]).toEqual([
      "7",
      "8",
      "40.5",
      "25.4",
    ]);
    expect(sizes(sizeGuideFor("bedding", ["Queen", "King", "Super King"]))).toEqual([
      "Queen",
      "King",
      "Super King",
    ]);
  });

  it("a size no chart knows still has its row; sizes listed twice (colours) once; no chart, no guide", () => {
    expect(sizeGuideFor("clothing", ["8", "8", "10", "22"])?.rows).toEqual([
      ["8", "82", "64", "90"],
      ["10", "87", "69", "95"],
      ["22", "–", "–", "–"],
    ]);
    expect(sizeGuideFor("dimensions", ["160x230cm"])).toBeNull();
    expect(sizeGuideFor("clothing", ["Tiny"])).toBeNull();
  });
});
