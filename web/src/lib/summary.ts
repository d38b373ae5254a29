// The product card shape every listing, rail and suggestion shares (the API's Summary).
import type { Money } from "./money";

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
