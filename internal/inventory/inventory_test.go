package inventory

import (
	"context"
	"errors"
	"testing"

	"github.com/wattle/storefront/internal/catalog"
)

type memStore []Level

func (m memStore) SaveLevels(context.Context, []Level) error { return nil }
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
	})
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
