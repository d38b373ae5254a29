package inventory

import (
	"context"
	"errors"
	"testing"

	"github.com/wattle/storefront/internal/catalog"
)

type memStore []Level

func (m memStore) SaveLevels(context.Context, []Level) error { return nil }
func (m memStore) OnlineLevels(context.Context, []string) ([]OnlineLevel, error) {
	return []OnlineLevel{{VariantCode: "bulky", Quantity: 40, Fulfilment: Fulfilment{Bulky: true}}, {VariantCode: "small", Quantity: 3}}, nil
}
func (m memStore) InStockOnline(context.Context, []string) (map[string]bool, error) {
	return map[string]bool{}, nil // not used by the service
}
func (m memStore) Levels(_ context.Context, vs, ls []string) ([]Level, error) {
	var out []Level
	for _, l := range m {
		for _, v := range vs {
			for _, loc := range ls {
				if l.VariantCode == v && l.Location == loc {
					out = append(out, l)
				}
			}
		}
	}
	return out, nil
}

func TestStatuses(t *testing.T) {
	t.Parallel()
	s := NewService(memStore{
		{VariantCode: "1", Location: "online", Quantity: 50},
		{VariantCode: "1", Location: "5012", Quantity: 2},
		{VariantCode: "2", Location: "online", Quantity: 0},
	}, nil)
	got, err := s.Statuses(context.Background(), []string{"1", "2"}, []string{"online", "5012"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]map[string]catalog.StockStatus{
		"1": {"online": catalog.InStock, "5012": catalog.LowStock},
		"2": {"online": catalog.OutOfStock, "5012": catalog.OutOfStock},
	}
	for v, m := range want {
		for l, st := range m {
			if got[v][l] != st {
				t.Errorf("%s@%s = %s, want %s", v, l, got[v][l], st)
			}
		}
	}
	if _, err := s.Statuses(context.Background(), make([]string, MaxVariants+1), []string{"online"}); !errors.Is(err, ErrTooMany) {
		t.Fatalf("want ErrTooMany, got %v", err)
	}
}

// TestOnlineRule: one rule for every delivery mode, wherever stock is reported.
func TestOnlineRule(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		qty    int
		f      Fulfilment
		hd, ed catalog.StockStatus
		edQty  int
	}{
		{"plenty", 40, Fulfilment{}, catalog.InStock, catalog.InStock, 40},
		{"few", 3, Fulfilment{}, catalog.LowStock, catalog.LowStock, 3},
		{"none", 0, Fulfilment{}, catalog.OutOfStock, catalog.OutOfStock, 0},
		{"bulky never goes express", 40, Fulfilment{Bulky: true}, catalog.InStock, catalog.OutOfStock, 0},
		{"pre-order never goes express", 40, Fulfilment{PreOrder: true}, catalog.InStock, catalog.OutOfStock, 0},
		{"gift card never goes express", 40, Fulfilment{GiftCard: true}, catalog.InStock, catalog.OutOfStock, 0},
		{"negative is none", -2, Fulfilment{}, catalog.OutOfStock, catalog.OutOfStock, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := Online(tc.qty, tc.f)
			if got.HD != tc.hd || got.ED != tc.ed || got.EDQty != tc.edQty || got.HDQty != max(tc.qty, 0) {
				t.Fatalf("Online(%d, %+v) = %+v", tc.qty, tc.f, got)
			}
		})
	}
	s := NewService(memStore{}, nil)
	got, err := s.OnlineStock(context.Background(), []string{"bulky", "small", "unknown"})
	if err != nil {
		t.Fatal(err)
	}
	if got["bulky"].ED != catalog.OutOfStock || got["bulky"].HD != catalog.InStock || got["small"].ED != catalog.LowStock || got["unknown"].HD != catalog.OutOfStock {
		t.Fatalf("OnlineStock = %+v", got)
	}
	if err := s.SetLevels(context.Background(), nil); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("SetLevels on a read-only service = %v", err)
	}
}
