package catalog

import (
	"context"
	"testing"
	"time"
)

type fakeStock map[string]VariantStock

func (f fakeStock) ProductStock(context.Context, *Product) (map[string]VariantStock, error) {
	return f, nil
}

type fakeCards struct{}

func (fakeCards) Summary(code string) (Card, bool)     { return Card{Code: code, Name: "Lamp"}, true }
func (fakeCards) Recommend(string, string, int) []Card { return nil }
func (fakeCards) CategoryPath(string) []Category {
	return []Category{{Code: "home", Name: "Home"}, {Code: "home-lighting", Name: "Lighting", ParentCode: "home"}}
}

type oneProduct struct{ p Product }

func (o oneProduct) ProductCount(context.Context) (int, error)        { return 1, nil }
func (o oneProduct) SaveCategories(context.Context, []Category) error { return nil }
func (o oneProduct) SaveProducts(context.Context, []Product) error    { return nil }
func (o oneProduct) Categories(context.Context) ([]Category, error)   { return nil, nil }
func (o oneProduct) Product(context.Context, string) (Product, error) { return o.p, nil }

// TestEarlyAccessSellable: docs/catalog.md#early-access. Before the window nobody may buy; inside it only a
// signed-in active member; after it everyone. Until accounts and membership exist every viewer is
// anonymous, so inside the window nobody can buy (the member case is held here for when they do).
func TestEarlyAccessSellable(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 11, 25, 8, 0, 0, 0, time.UTC)
	p := Product{Code: "P1000001", EarlyAccessStart: start, EarlyAccessEnd: start.Add(48 * time.Hour)}
	anonymous, member := Viewer{}, Viewer{SignedIn: true, ActiveMember: true}
	lapsed := Viewer{SignedIn: true}
	tests := []struct {
		name   string
		at     time.Time
		viewer Viewer
		want   bool
	}{
		{"coming soon, anonymous", start.Add(-time.Minute), anonymous, false},
		{"coming soon, member", start.Add(-time.Minute), member, false},
		{"open, anonymous", start.Add(time.Minute), anonymous, false},
		{"open, signed in without membership", start.Add(time.Minute), lapsed, false},
		{"open, active member", start.Add(time.Minute), member, true},
		{"ended, anonymous", start.Add(49 * time.Hour), anonymous, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := p.Sellable(tc.at, tc.viewer); got != tc.want {
				t.Fatalf("Sellable = %v, want %v", got, tc.want)
			}
		})
	}
	if !(&Product{}).Sellable(start, anonymous) {
		t.Fatal("a product without early access is on general sale")
	}
}

func TestDetailsEarlyAccessAndFields(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 11, 25, 8, 0, 0, 0, time.UTC)
	p := Product{Code: "P1000001", Name: "Lamp", CategoryCode: "home-lighting", SizeType: "clothing",
		EarlyAccessStart: start, EarlyAccessEnd: start.Add(48 * time.Hour), Bulky: true,
		Variants: []Variant{
			{Code: "10000001", BaseCode: "P1000001", Colour: "Navy", Size: "S", Price: 1000},
			{Code: "10000002", BaseCode: "P1000001", Colour: "Navy", Size: "M", Price: 1000},
			{Code: "10000003", BaseCode: "P1000001", Colour: "Sage", Size: "S", Price: 1000},
		}}
	stock := fakeStock{"10000001": {HD: InStock, ED: OutOfStock, HDQty: 20}, "10000002": {HD: LowStock, ED: OutOfStock, HDQty: 2}}
	s := NewService(oneProduct{p}, stock, func() Cards { return fakeCards{} })
	for _, tc := range []struct {
		name string
		at   time.Time
		sell bool
	}{{"coming soon", start.Add(-time.Hour), false}, {"open", start.Add(time.Hour), false}, {"ended", start.Add(50 * time.Hour), true}} {
		d, err := s.Details(context.Background(), "10000002", Viewer{}, tc.at)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range d.Product.Variants {
			if want := tc.sell && v.HDStockLevelStatus != OutOfStock; v.AvailableToSell != want {
				t.Fatalf("%s: variant %s availableToSell = %v, want %v", tc.name, v.Code, v.AvailableToSell, want)
			}
		}
	}
	d, err := s.Details(context.Background(), "10000002", Viewer{}, start.Add(50*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	pd := d.Product
	if pd.Size != "M" || pd.ItemType != ItemTypeSize || pd.SelectedVariantCode != "10000002" {
		t.Fatalf("product size/itemType = %q/%q (selected %s)", pd.Size, pd.ItemType, pd.SelectedVariantCode)
	}
	if n := len(pd.Variants[0].Variants); n != 2 || pd.Variants[0].Variants[1].Code != "10000002" {
		t.Fatalf("the Navy variant lists its sizes: %+v", pd.Variants[0].Variants)
	}
	if n := len(pd.Variants[2].Variants); n != 1 {
		t.Fatalf("the Sage variant lists its one size: %+v", pd.Variants[2].Variants)
	}
	if pd.Variants[0].HDStock != 20 || pd.Variants[2].HDStockLevelStatus != OutOfStock {
		t.Fatalf("stock units and missing stock: %+v", pd.Variants)
	}
	if len(pd.Breadcrumbs) != 2 || pd.Breadcrumbs[1].URL != "/c/home-lighting" {
		t.Fatalf("breadcrumbs = %+v", pd.Breadcrumbs)
	}
}
