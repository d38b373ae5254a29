package demo

import (
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
)

// Stock calls fn with the stock of every variant of p online (catalog.OnlineLocation) and at each
// of stores. It is deterministic from (seed, variant, location): most variants are in stock, about
// 15% low and 10% out; some products are out online but in stores and the other way round. Online-only
// products have no store stock; digital gift cards never run out; pre-orders have online stock.
func Stock(seed int64, p catalog.Product, stores []location.Store, fn func(inventory.Level) error) error {
	productOutOnline := hash(seed, p.Code, "online-out")%14 == 0
	productOutInStores := hash(seed, p.Code, "stores-out")%11 == 0
	for _, v := range p.Variants {
		online := quantity(hash(seed, v.Code, catalog.OnlineLocation), 200)
		switch {
		case p.GiftCard == catalog.GiftCardDigital:
			online = 100000
		case productOutOnline && !p.PreOrder:
			online = 0
		case p.PreOrder && online == 0:
			online = 50
		}
		if err := fn(inventory.Level{VariantCode: v.Code, Location: catalog.OnlineLocation, Quantity: online}); err != nil {
			return err
		}
		for _, s := range stores {
			q := quantity(hash(seed, v.Code, s.Number), 40)
			if p.OnlineOnly || p.PreOrder || p.GiftCard == catalog.GiftCardDigital || productOutInStores {
				q = 0
			}
			if err := fn(inventory.Level{VariantCode: v.Code, Location: s.Number, Quantity: q}); err != nil {
				return err
			}
		}
	}
	return nil
}

// quantity maps a hash to a stock quantity: 10% none, 15% low (1-5), the rest 6..top.
func quantity(h uint64, top int) int {
	switch b := h % 100; {
	case b < 10:
		return 0
	case b < 25:
		return 1 + int(h/100%uint64(catalog.LowStockThreshold))
	default:
		return catalog.LowStockThreshold + 1 + int(h/100%uint64(top))
	}
}

// hash is FNV-1a over the seed and the parts (each followed by a zero byte), finished with a
// murmur-style mix because FNV's low bits are weak for short inputs. It is written out by hand so
// that stocking a million products allocates nothing per level.
func hash(seed int64, parts ...string) uint64 {
	const (
		offset = 14695981039346656037
		prime  = 1099511628211
	)
	x := uint64(offset)
	for i := range 8 {
		x ^= uint64(byte(seed >> (8 * i)))
		x *= prime
	}
	for _, p := range parts {
		for i := 0; i < len(p); i++ {
			x ^= uint64(p[i])
			x *= prime
		}
		x *= prime // the zero separator: x ^= 0 is a no-op
	}
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	return x
}
