// Local lists, each {version: 1, products: [{bc, pc, t}]}. t_rvp holds recently
// viewed products, t_fpl favourites (docs/web.md#browser-storage).

export interface ListItem {
  bc: string; // base product code
  pc: string; // product (variant) code
  t: number; // when, epoch ms
}

export interface ProductList {
  version: 1;
  products: ListItem[];
  syncReq?: boolean;
}

export const RECENTLY_VIEWED_KEY = "t_rvp";
export const FAVOURITES_KEY = "t_fpl";
export const RECENTLY_VIEWED_MAX = 20;

export function readList(key: string): ProductList {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return { version: 1, products: [] };
    const v = JSON.parse(raw) as Partial<ProductList>;
    if (v.version !== 1 || !Array.isArray(v.products)) return { version: 1, products: [] };
    return { version: 1, products: v.products.filter((p) => p && typeof p.bc === "string") };
  } catch {
    return { version: 1, products: [] };
  }
}

function writeList(key: string, list: ProductList): void {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list is a convenience, so the page carries on without it.
  }
}

/** Records a product view: most recent first, one entry per base product, capped. */
export function recordView(bc: string, pc: string, now = Date.now()): ProductList {
  const list = readList(RECENTLY_VIEWED_KEY);
  const products = [{ bc, pc, t: now }, ...list.products.filter((p) => p.bc !== bc)].slice(
    0,
    RECENTLY_VIEWED_MAX,
  );
  const next: ProductList = { version: 1, products };
  writeList(RECENTLY_VIEWED_KEY, next);
  return next;
}

export function isFavourite(bc: string): boolean {
  return readList(FAVOURITES_KEY).products.some((p) => p.bc === bc);
}

/** Adds or removes a favourite; returns whether it is now a favourite. Marks the list for sync. */
export function toggleFavourite(bc: string, pc: string, now = Date.now()): boolean {
  const list = readList(FAVOURITES_KEY);
  const had = list.products.some((p) => p.bc === bc);
  const products = had ? list.products.filter((p) => p.bc !== bc) : [{ bc, pc, t: now }, ...list.products];
  writeList(FAVOURITES_KEY, { version: 1, products, syncReq: true });
  return !had;
}
