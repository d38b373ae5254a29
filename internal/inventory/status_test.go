package inventory

import (
	"testing"

	"github.com/wattle/storefront/internal/catalog"
)

func TestBest(t *testing.T) {
	t.Parallel()
	const unknown catalog.StockStatus = "preorder"
	tests := []struct {
		name string
		in   []catalog.StockStatus
		want catalog.StockStatus
	}{
		{"nothing known", nil, ""},
		{"in stock beats everything", []catalog.StockStatus{catalog.OutOfStock, catalog.LowStock, catalog.InStock}, catalog.InStock},
		{"low beats out", []catalog.StockStatus{catalog.OutOfStock, catalog.LowStock}, catalog.LowStock},
		{"out beats unknown", []catalog.StockStatus{unknown, catalog.OutOfStock}, catalog.OutOfStock},
		{"unknown alone", []catalog.StockStatus{unknown}, unknown},
		{"the first of equals", []catalog.StockStatus{unknown, "other"}, unknown},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := Best(tc.in...); got != tc.want {
				t.Fatalf("Best(%v) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
	for s, want := range map[catalog.StockStatus]int{catalog.InStock: 1, catalog.LowStock: 2, catalog.OutOfStock: 3, unknown: 999, "": 999} {
		if got := Priority(s); got != want {
			t.Errorf("Priority(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestLowStock(t *testing.T) {
	t.Parallel()
	in, low, out := catalog.InStock, catalog.LowStock, catalog.OutOfStock
	tests := []struct {
		hd, ed      catalog.StockStatus
		withExpress bool
		want        bool
	}{
		{low, in, false, true},
		{low, out, false, true},
		{in, low, false, false},
		{out, low, false, false},
		{low, low, true, true},
		{low, out, true, true},
		{out, low, true, true},
		{out, out, true, false},
		{in, low, true, false},
		{in, out, true, false},
		{in, in, true, false},
	}
	for _, tc := range tests {
		if got := LowStock(tc.hd, tc.ed, tc.withExpress); got != tc.want {
			t.Errorf("LowStock(%s, %s, express=%v) = %v, want %v", tc.hd, tc.ed, tc.withExpress, got, tc.want)
		}
	}
}
