package app

import (
	"context"
	"fmt"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/demo"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
)

// seedBatch is how many products are written per transaction.
const seedBatch = 1000

// storeStockLimit bounds the products that get per-store stock. The demo catalogue gets stock at every
// store; a million-product benchmark catalogue gets online stock for all and store stock for the
// first products only, which keeps the stock table to tens of millions of rows at most.
const storeStockLimit = 20000

// Seed writes the deterministic demo catalogue of n base products (categories, products, stores and
// stock) into st. progress, if not nil, is called after each batch.
func Seed(ctx context.Context, st Storage, n int, seed int64, now time.Time, progress func(done int)) error {
	if err := st.SaveCategories(ctx, demo.Categories()); err != nil {
		return fmt.Errorf("seed categories: %w", err)
	}
	stores := demo.Stores()
	if err := st.SaveStores(ctx, stores); err != nil {
		return fmt.Errorf("seed stores: %w", err)
	}
	batch := make([]catalog.Product, 0, seedBatch)
	var levels []inventory.Level
	done := 0
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		if err := st.SaveProducts(ctx, batch); err != nil {
			return fmt.Errorf("seed products: %w", err)
		}
		if err := st.SaveLevels(ctx, levels); err != nil {
			return fmt.Errorf("seed stock: %w", err)
		}
		done += len(batch)
		batch, levels = batch[:0], levels[:0]
		if progress != nil {
			progress(done)
		}
		return nil
	}
	i := 0
	err := demo.Products(seed, n, now, func(p catalog.Product) error {
		at := stores
		if i >= storeStockLimit {
			at = []location.Store{}
		}
		i++
		if err := demo.Stock(seed, p, at, func(l inventory.Level) error {
			if l.Quantity > 0 {
				levels = append(levels, l)
			}
			return nil
		}); err != nil {
			return err
		}
		batch = append(batch, p)
		if len(batch) == seedBatch {
			return flush()
		}
		return nil
	})
	if err != nil {
		return err
	}
	return flush()
}
