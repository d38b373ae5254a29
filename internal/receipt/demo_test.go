package receipt

import (
	"reflect"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/platform/money"
)

func TestDemo(t *testing.T) {
	t.Parallel()
	stores := []StoreRef{{"3001", "Melbourne Central"}, {"5012", "Parramatta"}, {"4003", "Chermside"}, {"6001", "Perth"}}
	var products []ProductRef
	for i := range 20 {
		products = append(products, ProductRef{Code: "P" + string(rune('A'+i)), Name: "Thing", Price: money.Cents(500 + 375*i)})
	}
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	rs := Demo("c12345678901", stores, products, now)
	if len(rs) != 6 {
		t.Fatalf("%d receipts, want 6", len(rs))
	}
	shops, types, discounts, split := map[string]bool{}, map[string]bool{}, 0, false
	for i, r := range rs {
		if err := r.Validate(); err != nil {
			t.Errorf("receipt %d: %v", i, err)
		}
		if r.CustomerID != "c12345678901" || len(r.Items) < 1 || len(r.Items) > 4 || r.GST != GSTOf(r.Total) {
			t.Errorf("receipt %d = %+v", i, r)
		}
		if age := now.Sub(r.PurchasedAt); age < 24*time.Hour || age > 160*24*time.Hour {
			t.Errorf("receipt %d bought %s ago", i, age)
		}
		if i > 0 && !r.PurchasedAt.Before(rs[i-1].PurchasedAt) {
			t.Errorf("receipt %d is not older than %d", i, i-1)
		}
		if _, err := Code128SVG(r.Code); err != nil {
			t.Errorf("receipt %d: %v", i, err)
		}
		shops[r.StoreNumber] = true
		discounts += len(r.Discounts)
		split = split || len(r.Payments) == 2 && r.Payments[0].Type == "giftcard"
		for _, p := range r.Payments {
			types[p.Type] = true
		}
	}
	if len(shops) < 2 || len(shops) > 3 || discounts < 1 || !split || !types["eftpos"] || !types["cash"] || !types["visa"] {
		t.Fatalf("stores %v, %d discounts, split %v, payment types %v", shops, discounts, split, types)
	}
	// The same arguments, the same receipts; another day, the same numbers (seeding again adds none).
	if again := Demo("c12345678901", stores, products, now); !reflect.DeepEqual(again, rs) {
		t.Fatal("Demo is not deterministic")
	}
	later := Demo("c12345678901", stores, products, now.Add(30*24*time.Hour))
	other := Demo("c99", stores, products, now)
	for i := range rs {
		if later[i].Code != rs[i].Code || other[i].Code == rs[i].Code {
			t.Fatalf("receipt numbers: %s, later %s, another customer %s", rs[i].Code, later[i].Code, other[i].Code)
		}
	}
	if Demo("c1", nil, products, now) != nil || Demo("c1", stores, nil, now) != nil {
		t.Fatal("nothing to draw from should give nothing")
	}
	if one := Demo("c1", stores[:1], products[:1], now); len(one) != 6 || one[3].Validate() != nil {
		t.Fatalf("one store, one product: %+v", one)
	}
}
