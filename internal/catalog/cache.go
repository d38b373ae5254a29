package catalog

import (
	"context"
	"sync"
	"time"
)

// ProductCache keeps recently read products in memory for a short time, in front of the
// database. The cart reads every entry's product on every answer (names, prices, variants); a shopper
// reading their basket a few times a minute should not cost two queries per entry each time. It is
// a read cache only: a price or range change reaches carts within TTL, and the order is priced from
// the database when it is placed. Nothing that belongs to a shopper lives in it.
type ProductCache struct {
	src Products
	ttl time.Duration
	max int
	now func() time.Time

	mu      sync.Mutex
	entries map[string]cachedProduct
}

// Products is what the cache reads through: the catalogue service.
type Products interface {
	Product(ctx context.Context, code string) (Product, error)
}

type cachedProduct struct {
	p       Product
	expires time.Time
}

// NewProductCache returns a cache over src holding at most max codes (base or variant) for ttl.
func NewProductCache(src Products, ttl time.Duration, max int) *ProductCache {
	return &ProductCache{src: src, ttl: ttl, max: max, now: time.Now, entries: make(map[string]cachedProduct)}
}

// Product returns the product with the given base or variant code, from memory when it was read
// less than TTL ago. Errors (not found included) are not cached.
func (c *ProductCache) Product(ctx context.Context, code string) (Product, error) {
	now := c.now()
	c.mu.Lock()
	e, ok := c.entries[code]
	c.mu.Unlock()
	if ok && now.Before(e.expires) {
		return e.p, nil
	}
	p, err := c.src.Product(ctx, code)
	if err != nil {
		return p, err
	}
	c.mu.Lock()
	if len(c.entries) >= c.max {
		// Full: drop what has expired, and if that frees nothing, start afresh. Simple and bounded;
		// a busy shop refills the hot products within a second.
		for k, v := range c.entries {
			if !now.Before(v.expires) {
				delete(c.entries, k)
			}
		}
		if len(c.entries) >= c.max {
			clear(c.entries)
		}
	}
	c.entries[code] = cachedProduct{p: p, expires: now.Add(c.ttl)}
	c.mu.Unlock()
	return p, nil
}
