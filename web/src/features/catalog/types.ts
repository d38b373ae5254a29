import type { Money } from "../../lib/money";

export type StockStatus = "inStock" | "lowStock" | "outOfStock";

export interface Swatch {
  name: string;
  hex: string;
  variantCode: string;
  url: string;
  imageUrl: string;
}

/** A product card, as listings, rails and suggestions return it. */
export interface Summary {
  code: string;
  name: string;
  brand: string;
  url: string;
  imageUrl: string;
  categoryCode: string;
  defaultVariantCode: string;
  price: Money;
  wasPrice?: Money;
  onePassPrice?: Money;
  rating: number;
  reviewCount: number;
  colours: Swatch[];
  sizes: string[];
  hasSizes: boolean;
  inStock: boolean;
  badges: string[];
  onePassExclusive: boolean;
  onePassEarlyAccess: boolean;
  onePassStartDate: number;
  onePassEndDate: number;
  onePassBadgeText: string;
  preOrder: boolean;
  onlineOnly: boolean;
  bulky: boolean;
  personalisable: boolean;
  giftCard: string;
}

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
