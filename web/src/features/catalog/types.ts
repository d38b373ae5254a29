import type { Money } from "../../lib/money";
import type { Summary } from "../../lib/summary";

export type { Summary };

export type StockStatus = "inStock" | "lowStock" | "outOfStock";

export interface Variant {
  code: string;
  url: string;
  colour: string;
  colourHex: string;
  size: string;
  sizeType: string;
  itemType: string;
  price: Money;
  wasPrice?: Money;
  onePassPrice?: Money;
  images: string[];
  hdStockLevelStatus: StockStatus;
  edStockLevelStatus: StockStatus;
  availableToSell: boolean;
}

export interface ProductDetail extends Summary {
  baseProductCode: string;
  description: string;
  features: string[];
  sizeType: string;
  breadcrumbs: { code: string; name: string; url: string }[];
  installmentPrice: Money;
  productType: "mhd" | "giftCard" | "digital";
  assorted: boolean;
  earlyAccessState: "" | "comingSoon" | "open" | "ended";
  selectedVariantCode: string;
  variants: Variant[];
}

export interface ProductResponse {
  product: ProductDetail;
  lookData: { title: string; products: Summary[] };
  endOfLifeLinks: { label: string; url: string }[];
}
