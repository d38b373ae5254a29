package demo

import (
	"reflect"
	"regexp"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/inventory"
)

var testNow = time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)

func all(t *testing.T, seed int64, n int) []catalog.Product {
	t.Helper()
	var out []catalog.Product
	if err := Products(seed, n, testNow, func(p catalog.Product) error { out = append(out, p); return nil }); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestDeterministicAndPrefix(t *testing.T) {
	t.Parallel()
	a, b := all(t, 1, 300), all(t, 1, 300)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("same seed gave different products")
	}
	small := all(t, 1, 100)
	if !reflect.DeepEqual(small, a[:100]) {
		t.Fatal("a small catalogue is not a prefix of a large one")
	}
	if other := all(t, 2, 100); reflect.DeepEqual(other[20:], small[20:]) {
		t.Fatal("another seed gave the same products")
	}
}

func TestDemoCatalogue(t *testing.T) {
	t.Parallel()
	ps := all(t, 1, DemoProducts)
	cats := Categories()
	levels := map[int]int{}
	leafOf := map[string]bool{}
	for _, c := range cats {
		levels[c.Level]++
		if c.Level == 3 {
			leafOf[c.Code] = true
		}
	}
	if levels[1] < 8 || levels[2] == 0 || levels[3] == 0 {
		t.Fatalf("levels = %v", levels)
	}
	codes := map[string]bool{}
	perLeaf := map[string]int{}
	variants := 0
	flags := map[string]int{}
	ea := map[catalog.EarlyAccess]int{}
	code8 := regexp.MustCompile(`^\d{8}$`)
	for _, p := range ps {
		if codes[p.Code] {
			t.Fatalf("duplicate code %s", p.Code)
		}
		codes[p.Code] = true
		if !leafOf[p.CategoryCode] {
			t.Fatalf("%s in non-leaf %s", p.Code, p.CategoryCode)
		}
		perLeaf[p.CategoryCode]++
		if len(p.Variants) == 0 || len(p.Variants) > maxVariants {
			t.Fatalf("%s has %d variants", p.Code, len(p.Variants))
		}
		for _, v := range p.Variants {
			if codes[v.Code] || !code8.MatchString(v.Code) || v.Price <= 0 || v.BaseCode != p.Code {
				t.Fatalf("bad variant %+v", v)
			}
			if v.WasPrice != 0 && v.WasPrice <= v.Price {
				t.Fatalf("was price not above price: %+v", v)
			}
			codes[v.Code] = true
			variants++
		}
		if p.Price <= 0 || p.Name == "" || p.Brand == "" || p.Description == "" || len(p.Features) < 3 {
			t.Fatalf("incomplete product %+v", p)
		}
		for name, on := range map[string]bool{"exclusive": p.OnePassExclusive, "preOrder": p.PreOrder, "bulky": p.Bulky,
			"personalisable": p.Personalisable, "onlineOnly": p.OnlineOnly, "assorted": p.Assorted, "reduced": p.WasPrice > 0,
			"onePassPrice": p.OnePassPrice > 0, "physical": p.GiftCard == catalog.GiftCardPhysical, "digital": p.GiftCard == catalog.GiftCardDigital,
			"rated": p.ReviewCount > 0, "new": p.IsNew(testNow)} {
			if on {
				flags[name]++
			}
		}
		ea[p.EarlyAccessAt(testNow)]++
	}
	if len(ps) < 3000 || variants < 12000 {
		t.Fatalf("%d products, %d variants", len(ps), variants)
	}
	for leaf := range leafOf {
		if perLeaf[leaf] < 8 {
			t.Errorf("leaf %s has %d products", leaf, perLeaf[leaf])
		}
	}
	for _, f := range []string{"exclusive", "preOrder", "bulky", "personalisable", "onlineOnly", "assorted", "reduced", "onePassPrice", "physical", "digital", "rated", "new"} {
		if flags[f] == 0 {
			t.Errorf("no %s products", f)
		}
	}
	for _, s := range []catalog.EarlyAccess{catalog.EarlyAccessComingSoon, catalog.EarlyAccessOpen, catalog.EarlyAccessEnded} {
		if ea[s] == 0 {
			t.Errorf("no early-access products in state %q (%v)", s, ea)
		}
	}
}

func TestStores(t *testing.T) {
	t.Parallel()
	stores := Stores()
	if len(stores) < 60 || len(stores) != len(storeSpecs) {
		t.Fatalf("%d stores of %d specs (a suburb is missing from the locality data)", len(stores), len(storeSpecs))
	}
	states := map[string]bool{}
	numbers := map[string]bool{}
	pc := regexp.MustCompile(`^\d{4}$`)
	for _, s := range stores {
		states[s.Address.State] = true
		if numbers[s.Number] || !pc.MatchString(s.Number) || !pc.MatchString(s.Address.PostalCode) || s.Lat == 0 {
			t.Fatalf("bad store %+v", s)
		}
		numbers[s.Number] = true
		if _, ok := locality(s.Address.Town, s.Address.State, s.Address.PostalCode); !ok {
			t.Fatalf("store %s suburb not in localities", s.Number)
		}
	}
	for _, st := range []string{"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"} {
		if !states[st] {
			t.Errorf("no store in %s", st)
		}
	}
	if n := len(Localities()); n < 15000 {
		t.Fatalf("%d localities", n)
	}
}

func TestStockDistribution(t *testing.T) {
	t.Parallel()
	stores := Stores()[:10]
	counts := map[catalog.StockStatus]int{}
	for _, p := range all(t, 1, 400) {
		if err := Stock(1, p, stores, func(l inventory.Level) error {
			counts[catalog.StatusOf(l.Quantity)]++
			if l.Quantity < 0 {
				t.Fatalf("negative stock %+v", l)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	total := counts[catalog.InStock] + counts[catalog.LowStock] + counts[catalog.OutOfStock]
	if counts[catalog.InStock] < total/2 || counts[catalog.LowStock] < total/20 || counts[catalog.OutOfStock] < total/20 {
		t.Fatalf("stock distribution %v", counts)
	}
}

func BenchmarkProducts(b *testing.B) {
	for range b.N {
		_ = Products(1, 100000, testNow, func(catalog.Product) error { return nil })
	}
}
