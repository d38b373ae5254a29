// The size guide (docs/catalog.md#size-guide): a chart per size run, and the rows of the one that fits
// the product, one for each size it is sold in, in the product's order. A product's size type says
// the kind of run (clothing, shoe, bedding, towel); its sizes say which run (a women's dress in 6–20,
// a child's top in 2–14, a man's shirt in S–3XL), so a guide never lists fewer sizes than the
// product is sold in.

export interface SizeGuideTable {
  head: string[];
  rows: string[][];
}

interface Chart {
  sizeType: string;
  head: string[];
  rows: string[][];
}

const charts: Chart[] = [
  {
    sizeType: "clothing",
    head: ["AU size", "Bust (cm)", "Waist (cm)", "Hip (cm)"],
    rows: [
      ["6", "77", "59", "85"],
      ["8", "82", "64", "90"],
      ["10", "87", "69", "95"],
      ["12", "92", "74", "100"],
      ["14", "97", "79", "105"],
      ["16", "104", "86", "112"],
      ["18", "110", "92", "118"],
      ["20", "116", "98", "124"],
    ],
  },
  {
    sizeType: "clothing",
    head: ["Size", "AU size", "Bust (cm)", "Waist (cm)", "Hip (cm)"],
    rows: [
      ["XS", "6–8", "77–82", "59–64", "85–90"],
      ["S", "10", "87", "69", "95"],
      ["M", "12", "92", "74", "100"],
      ["L", "14", "97", "79", "105"],
      ["XL", "16", "104", "86", "112"],
      ["XXL", "18", "110", "92", "118"],
    ],
  },
  {
    sizeType: "clothing",
    head: ["Size", "Chest (cm)", "Waist (cm)"],
    rows: [
      ["S", "91–96", "76–81"],
      ["M", "97–102", "82–87"],
      ["L", "103–108", "88–93"],
      ["XL", "109–114", "94–99"],
      ["XXL", "115–120", "100–105"],
      ["3XL", "121–126", "106–111"],
    ],
  },
  {
    sizeType: "clothing",
    head: ["Size", "Waist (cm)", "Hip (cm)"],
    rows: [
      ["28", "71", "89"],
      ["30", "76", "94"],
      ["32", "81", "99"],
      ["34", "86", "104"],
      ["36", "91", "109"],
      ["38", "96", "114"],
      ["40", "101", "119"],
    ],
  },
  {
    sizeType: "clothing",
    head: ["Size", "Age", "Height (cm)", "Chest (cm)"],
    rows: [
      ["2", "2 years", "92", "53"],
      ["3", "3 years", "98", "54"],
      ["4", "4 years", "104", "56"],
      ["5", "5 years", "110", "58"],
      ["6", "6 years", "116", "60"],
      ["7", "7 years", "122", "62"],
      ["8", "8 years", "128", "65"],
      ["10", "9–10 years", "140", "70"],
      ["12", "11–12 years", "152", "76"],
      ["14", "13–14 years", "158", "80"],
    ],
  },
  {
    sizeType: "clothing",
    head: ["Size", "Age", "Height (cm)", "Weight (kg)"],
    rows: [
      ["0000", "Newborn", "up to 50", "up to 4"],
      ["000", "0–3 months", "50–62", "4–6"],
      ["00", "3–6 months", "62–68", "6–8"],
      ["0", "6–12 months", "68–76", "8–10"],
      ["1", "12–18 months", "76–83", "10–11.5"],
      ["2", "18–24 months", "83–92", "11.5–13"],
    ],
  },
  {
    sizeType: "shoe",
    head: ["EU", "AU", "US", "Foot length (cm)"],
    rows: [
      ["36", "5", "6", "23"],
      ["37", "6", "7", "23.5"],
      ["38", "7", "8", "24.2"],
      ["39", "8", "9", "25"],
      ["40", "9", "10", "25.8"],
      ["41", "10", "11", "26.5"],
      ["42", "11", "12", "27"],
    ],
  },
  {
    sizeType: "shoe",
    head: ["AU", "US", "EU", "Foot length (cm)"],
    rows: [
      ["7", "8", "40.5", "25.4"],
      ["8", "9", "42", "26.2"],
      ["9", "10", "43", "27.1"],
      ["10", "11", "44.5", "27.9"],
      ["11", "12", "46", "28.8"],
      ["12", "13", "47", "29.6"],
    ],
  },
  {
    sizeType: "shoe",
    head: ["AU", "US", "EU", "Foot length (cm)"],
    rows: [
      ["10", "11", "28", "17.1"],
      ["11", "12", "29.5", "17.9"],
      ["12", "13", "30.5", "18.6"],
      ["13", "1", "32", "19.5"],
      ["1", "2", "33", "20.3"],
      ["2", "3", "34", "21.2"],
      ["3", "4", "35", "22"],
    ],
  },
  {
    sizeType: "bedding",
    head: ["Bed", "Width (cm)", "Length (cm)"],
    rows: [
      ["Single", "92", "188"],
      ["King Single", "107", "203"],
      ["Double", "138", "188"],
      ["Queen", "153", "203"],
      ["King", "183", "203"],
      ["Super King", "203", "203"],
    ],
  },
  {
    sizeType: "towel",
    head: ["Size", "Width (cm)", "Length (cm)"],
    rows: [
      ["Hand Towel", "40", "70"],
      ["Bath Towel", "70", "140"],
      ["Bath Sheet", "90", "160"],
    ],
  },
];

/**
 * The size guide of a product of sizeType sold in sizes: the chart of that type that knows most of
 * the sizes, one row per size (a size it does not know gets dashes); null when no chart of the type
 * knows any of them.
 */
export function sizeGuideFor(sizeType: string, sizes: string[]): SizeGuideTable | null {
  const wanted = [...new Set(sizes.filter((x) => x !== ""))];
  let best: Chart | null = null;
  let bestCount = 0;
  for (const c of charts) {
    if (c.sizeType !== sizeType) continue;
    const known = wanted.filter((x) => c.rows.some((r) => r[0] === x)).length;
    if (known > bestCount) {
      best = c;
      bestCount = known;
    }
  }
  if (!best) return null;
  const chart = best;
  return {
    head: chart.head,
    rows: wanted.map((x) => chart.rows.find((r) => r[0] === x) ?? [x, ...chart.head.slice(1).map(() => "–")]),
  };
}
