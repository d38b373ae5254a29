package inventory

import "github.com/wattle/storefront/internal/catalog"

// Priority ranks a stock status when several describe one thing (a product across its variants, a
// variant across stores): inStock 1, lowStock 2, outOfStock 3, anything else 999 (docs/stores.md#stock-statuses).
// Lower is better.
func Priority(s catalog.StockStatus) int {
	switch s {
	case catalog.InStock:
		return 1
	case catalog.LowStock:
		return 2
	case catalog.OutOfStock:
		return 3
	}
	return 999
}

// Best returns the best of statuses by Priority; the first of equals wins, and "" when there are
// none (nothing known).
func Best(statuses ...catalog.StockStatus) catalog.StockStatus {
	var best catalog.StockStatus
	for i, s := range statuses {
		if i == 0 || Priority(s) < Priority(best) {
			best = s
		}
	}
	return best
}

// LowStock is the low-stock flag of a variant shown with its delivery modes (docs/stores.md#stock-statuses):
// low when home delivery is low, or, when express is offered, when home and express are low/out,
// out/low or low/low. (Out/out is out of stock, not low.)
func LowStock(hd, ed catalog.StockStatus, withExpress bool) bool {
	if hd == catalog.LowStock {
		return true
	}
	if !withExpress {
		return false
	}
	return hd == catalog.OutOfStock && ed == catalog.LowStock
}
