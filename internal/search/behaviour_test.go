package search

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
)

// The realistic catalogue (200 leaves, 300 brands, 40 colours) at a size where brute force is quick.
const realN = 20000

var (
	realOnce  sync.Once
	realIx    *Index
	realProds []catalog.Product
	realStock [][]catalog.StockStatus
)

func real(t *testing.T) (*Index, []catalog.Product, [][]catalog.StockStatus) {
	t.Helper()
	realOnce.Do(func() {
		benchSetup()
		b := NewBuilder(benchCats)
		for i := range realN {
			p, st := benchProduct(i)
			b.Add(p, st)
			realProds = append(realProds, p)
			realStock = append(realStock, st)
		}
		realIx = b.Build()
	})
	return realIx, realProds, realStock
}

// inCategory reports whether a leaf code lies under code.
func inCategory(leaf, code string) bool { return leaf == code || strings.HasPrefix(leaf, code+"-") }

// bruteFacet reports whether product i has facet value v.
func bruteFacet(p catalog.Product, st []catalog.StockStatus, name, v string) bool {
	switch name {
	case "brand":
		return p.Brand == v
	case "colour", "size":
		for _, x := range p.Variants {
			if name == "colour" && x.Colour == v || name == "size" && x.Size == v {
				return true
			}
		}
		return false
	case "category":
		return inCategory(p.CategoryCode, v)
	case "price":
		return priceBands[priceBand(p.Price)].value == v
	case "rating":
		return v == "4" && p.Rating >= 4 || v == "3" && p.Rating >= 3
	case "inStock":
		return slices.ContainsFunc(st, func(s catalog.StockStatus) bool { return s != catalog.OutOfStock })
	case "onePass":
		return p.OnePassPrice > 0 || p.OnePassExclusive
	}
	return false
}

// bruteSelected reports whether a product passes every selected facet except skip.
func bruteSelected(p catalog.Product, st []catalog.StockStatus, filters map[string][]string, skip string) bool {
	for name, vals := range filters {
		if name == skip {
			continue
		}
		if !slices.ContainsFunc(vals, func(v string) bool { return bruteFacet(p, st, name, v) }) {
			return false
		}
	}
	return true
}

func walkOptions(opts []FacetOption, fn func(FacetOption)) {
	for _, o := range opts {
		fn(o)
		walkOptions(o.Children, fn)
	}
}

// TestFacetCountsMatchBruteForceRealistic checks every option count of every facet against a
// brute-force count, on bases small enough to be counted doc by doc and large enough to be counted
// by bitmap intersections, with disjunctive selections.
func TestFacetCountsMatchBruteForceRealistic(t *testing.T) {
	t.Parallel()
	x, ps, sts := real(t)
	cases := []struct {
		name       string
		collection string
		filters    map[string][]string
	}{
		{"everything (dense)", "", nil},
		{"department (dense)", "women", nil},
		{"leaf (sparse)", benchLeaves[3].code, nil},
		{"dense with selections", "", map[string][]string{"colour": {"Black", "Navy"}, "price": {"0-25", "500-"}}},
		{"sparse with selections", "home", map[string][]string{"brand": {benchBrands[0], benchBrands[1]}, "inStock": {"true"}, "rating": {"4"}}},
		{"sizes and categories", "", map[string][]string{"size": {"M", "10"}, "category": {"women", "men-shirts"}}},
		{"onePass", "kitchen", map[string][]string{"onePass": {"true"}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := x.Search(Query{Collection: tc.collection, Filters: tc.filters, Now: now})
			inScope := func(p catalog.Product) bool { return tc.collection == "" || inCategory(p.CategoryCode, tc.collection) }
			total := 0
			for i, p := range ps {
				if inScope(p) && bruteSelected(p, sts[i], tc.filters, "") {
					total++
				}
			}
			if r.Sorting.TotalNumResults != total {
				t.Fatalf("total %d, want %d", r.Sorting.TotalNumResults, total)
			}
			checked := 0
			for _, f := range r.Facets {
				walkOptions(f.Options, func(o FacetOption) {
					want := 0
					for i, p := range ps {
						if inScope(p) && bruteSelected(p, sts[i], tc.filters, f.Name) && bruteFacet(p, sts[i], f.Name, o.Value) {
							want++
						}
					}
					if o.Count != want {
						t.Errorf("%s %q = %d, want %d", f.Name, o.Value, o.Count, want)
					}
					if sel := slices.Contains(tc.filters[f.Name], o.Value); sel != (o.Status == "selected") {
						t.Errorf("%s %q status %q", f.Name, o.Value, o.Status)
					}
					checked++
				})
			}
			if checked < 20 {
				t.Fatalf("only %d options checked", checked)
			}
		})
	}
}

func TestFacetShapes(t *testing.T) {
	t.Parallel()
	x, ps, _ := real(t)
	// The rarest brand is beyond the top 30 options.
	byBrand := map[string]int{}
	for _, p := range ps {
		byBrand[p.Brand]++
	}
	rare := ps[0].Brand
	for b, n := range byBrand {
		if n < byBrand[rare] || n == byBrand[rare] && b < rare {
			rare = b
		}
	}
	r := x.Search(Query{Now: now, Filters: map[string][]string{"brand": {rare}}})
	for _, f := range r.Facets {
		switch f.Name {
		case "brand":
			if len(f.Options) > brandOptions+1 {
				t.Errorf("%d brand options", len(f.Options))
			}
			if last := f.Options[len(f.Options)-1]; last.Status != "selected" {
				t.Errorf("a selected brand beyond the top 30 must still be listed, last is %+v", last)
			}
		case "size":
			var got []string
			for _, o := range f.Options {
				got = append(got, o.Value)
			}
			if i, j := slices.Index(got, "XS"), slices.Index(got, "3XL"); i < 0 || j < i {
				t.Errorf("size order %v", got)
			}
			if i, j := slices.Index(got, "5"), slices.Index(got, "12"); i < 0 || j < i {
				t.Errorf("size order %v", got)
			}
			if i, j := slices.Index(got, "Single"), slices.Index(got, "Super King"); i < 0 || j < i {
				t.Errorf("size order %v", got)
			}
		case "colour":
			for _, o := range f.Options {
				if !strings.HasPrefix(o.Hex, "#") {
					t.Errorf("colour %s without hex", o.Value)
				}
			}
		}
	}
	for _, f := range x.Search(Query{Now: now}).Facets {
		if f.Name == "price" && (len(f.Options) != 6 || f.Options[0].DisplayName != "Under $25" || f.Options[5].DisplayName != "$500 and over") {
			t.Errorf("price options %+v", f.Options)
		}
	}
	cat := x.Search(Query{Collection: "home", Now: now})
	for _, f := range cat.Facets {
		if f.Name == "category" && (f.Options[0].Value != "home-lighting" || len(f.Options[0].Children) == 0) {
			t.Errorf("category facet of a department browse should be rooted at it: %+v", f.Options[0])
		}
	}
	if len(cat.Groups) == 0 || cat.Groups[0].Parents == nil {
		t.Errorf("groups %+v", cat.Groups)
	}
}

func TestRelevanceRealistic(t *testing.T) {
	t.Parallel()
	x, _, _ := real(t)
	search := func(term string) Result {
		return x.Search(Query{Term: term, Now: now, PageSize: 48})
	}
	cases := []struct {
		name, term, firstHas string
	}{
		{"typo in the first word", "tabel lamp", "Table Lamp"},
		{"typo, plural", "cushons", "Cushion"},
		{"plural", "lamps", "Lamp"},
		{"prefix of an unknown last word", "coffee tab", "Coffee Table"},
		{"brand and noun", strings.ToLower(benchBrands[0]) + " mug", "Mug"},
		{"colour and noun", "black sofa", "Sofa"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := search(tc.term)
			if len(r.Products) == 0 || !strings.Contains(r.Products[0].Name, tc.firstHas) {
				t.Fatalf("%q: first of %d is %v", tc.term, r.Sorting.TotalNumResults, names(r))
			}
		})
	}
	if a, b := search("lamp").Sorting.TotalNumResults, search("lamps").Sorting.TotalNumResults; a != b || a == 0 {
		t.Errorf("lamp %d, lamps %d", a, b)
	}
	// No product has both words: any-word matching, the matching word's products first.
	r := search("velvet zzyzx")
	if r.Sorting.TotalNumResults == 0 || !strings.Contains(r.Products[0].Name, "Velvet") {
		t.Errorf("fallback gave %d, %v", r.Sorting.TotalNumResults, names(r))
	}
	// Name matches outrank description matches.
	r = search("kettle")
	for _, p := range r.Products[:10] {
		if !strings.Contains(p.Name, "Kettle") {
			t.Fatalf("kettle: %v", names(r))
		}
	}
}

func TestSortOrdersRealistic(t *testing.T) {
	t.Parallel()
	x, _, _ := real(t)
	// The two ways to take a page of an order (walking the order, a heap over the set) must agree.
	set := x.subtree["home"]
	for key := range numKeys {
		for _, rev := range []bool{false, true} {
			walk := x.walkTop(set, key, 100, rev)
			h := x.heapTop(set, key, 100, rev)
			if !slices.Equal(walk, h) {
				t.Fatalf("key %d reverse %v: walk %v…, heap %v…", key, rev, walk[:5], h[:5])
			}
		}
	}
	check := func(sortBy, order string, ok func(a, b Summary) bool) {
		r := x.Search(Query{Collection: "women", SortBy: sortBy, SortOrder: order, PageSize: 96, Page: 2, Now: now})
		if len(r.Products) != 96 {
			t.Fatalf("%s: %d products", sortBy, len(r.Products))
		}
		for i := 1; i < len(r.Products); i++ {
			if !ok(r.Products[i-1], r.Products[i]) {
				t.Fatalf("%s %s out of order at %d", sortBy, order, i)
			}
		}
	}
	check("price", "", func(a, b Summary) bool { return a.Price.Value <= b.Price.Value })
	check("price", "descending", func(a, b Summary) bool { return a.Price.Value >= b.Price.Value })
	check("rating", "", func(a, b Summary) bool { return a.Rating >= b.Rating })
	check("name", "", func(a, b Summary) bool { return a.Name <= b.Name })
	check("name", "descending", func(a, b Summary) bool { return a.Name >= b.Name })
	check("discount", "", func(a, b Summary) bool { return saving(a) >= saving(b)-1e-9 })
}

func saving(s Summary) float64 {
	if s.WasPrice == nil {
		return 0
	}
	return (s.WasPrice.Value - s.Price.Value) / s.WasPrice.Value
}

func TestAutosuggestLimitsRealistic(t *testing.T) {
	t.Parallel()
	x, _, _ := real(t)
	for _, term := range []string{"b", "ta", "table l", "cush", "tabel", "coffee m", strings.ToLower(benchBrands[0][:3])} {
		s := x.Autosuggest(term)
		if len(s.Products) == 0 || len(s.Products) > 8 || len(s.Suggestions) == 0 || len(s.Suggestions) > 10 {
			t.Errorf("%q: %d products, %d suggestions %v", term, len(s.Products), len(s.Suggestions), s.Suggestions)
		}
	}
	if s := x.Autosuggest("table l"); s.Suggestions[0] != "table lamp" && s.Suggestions[0] != "table lamps" {
		t.Errorf("table l → %v", s.Suggestions)
	}
	if s := x.Autosuggest("zzzzzz"); len(s.Products) != 0 || len(s.Suggestions) != 0 {
		t.Errorf("nonsense suggests %v", s.Suggestions)
	}
}

func TestRecommendRealistic(t *testing.T) {
	t.Parallel()
	x, ps, _ := real(t)
	p := ps[42]
	dept := p.CategoryCode[:strings.Index(p.CategoryCode, "-")]
	for _, pod := range []string{"pdp-similar", "cart", "pdp-complete-the-look", "home-trending", ""} {
		for _, code := range []string{p.Code, p.Variants[len(p.Variants)-1].Code} {
			recs := x.Recommend(code, pod, 0)
			if len(recs) != 8 {
				t.Fatalf("%s %s: %d recommendations", pod, code, len(recs))
			}
			seen := map[string]bool{}
			for _, r := range recs {
				if r.Code == p.Code || seen[r.Code] {
					t.Fatalf("%s: %s repeated or itself", pod, r.Code)
				}
				seen[r.Code] = true
				switch pod {
				case "pdp-similar", "cart", "":
					if !strings.HasPrefix(r.CategoryCode, p.CategoryCode[:strings.LastIndex(p.CategoryCode, "-")]) {
						t.Errorf("%s gave %s for %s", pod, r.CategoryCode, p.CategoryCode)
					}
				case "pdp-complete-the-look":
					if r.CategoryCode == p.CategoryCode || !strings.HasPrefix(r.CategoryCode, dept+"-") {
						t.Errorf("complete the look gave %s for %s", r.CategoryCode, p.CategoryCode)
					}
				}
			}
			if again := x.Recommend(code, pod, 0); !slices.EqualFunc(again, recs, func(a, b Summary) bool { return a.Code == b.Code }) {
				t.Fatalf("%s not deterministic", pod)
			}
		}
	}
	if recs := x.Recommend("", "home-trending", 3); len(recs) != 3 {
		t.Errorf("asked for 3, got %d", len(recs))
	}
}

// TestOddProducts feeds the builder products the shop should survive: unknown category, no brand,
// codes that are not numbers, no colours, a duplicate, early access and gift cards.
func TestOddProducts(t *testing.T) {
	t.Parallel()
	b := NewBuilder(testCats)
	created := now.Add(-24 * time.Hour)
	add := func(p catalog.Product) {
		if p.CreatedAt.IsZero() {
			p.CreatedAt = now.Add(-365 * 24 * time.Hour)
		}
		st := make([]catalog.StockStatus, len(p.Variants))
		for i := range st {
			st[i] = catalog.InStock
		}
		b.Add(p, st)
	}
	v := func(code, colour, size string) catalog.Variant {
		return catalog.Variant{Code: code, Colour: colour, ColourHex: "#000000", Size: size, Price: 1000}
	}
	add(catalog.Product{Code: "P0000001", Name: "Lost Lamp", CategoryCode: "nowhere", Price: 1000, Variants: []catalog.Variant{v("V-1", "", "")}})
	add(catalog.Product{Code: "P0000002", Name: "Plain Cushion", CategoryCode: "home-decor-cushions", Price: 1000, CreatedAt: created,
		Variants: []catalog.Variant{v("00000123", "Black", "S"), v("00000124", "Black", "M")}})
	add(catalog.Product{Code: "P0000002", Name: "Duplicate", CategoryCode: "home-decor-cushions", Price: 1000, Variants: []catalog.Variant{v("555", "", "")}})
	add(catalog.Product{Code: "P0000003", Name: "No Variants", CategoryCode: "home-decor-cushions"})
	add(catalog.Product{Code: "P0000004", Name: "Digital Gift Card", Brand: "Wattle", CategoryCode: "home-lighting-floor-lamps", Price: 5000,
		GiftCard: catalog.GiftCardDigital, OnePassExclusive: true, EarlyAccessStart: now.Add(-time.Hour), EarlyAccessEnd: now.Add(time.Hour),
		Variants: []catalog.Variant{v("70000001", "", "")}})
	x := b.Build()
	if x.Len() != 3 {
		t.Fatalf("%d docs, want 3", x.Len())
	}
	for code, want := range map[string]string{"V-1": "P0000001", "00000124": "P0000002", "70000001": "P0000004", "P0000004": "P0000004"} {
		if s, ok := x.Summary(code); !ok || s.Code != want {
			t.Errorf("Summary(%s) = %s %v", code, s.Code, ok)
		}
	}
	for _, code := range []string{"555", "70000002", "", "P9"} {
		if _, ok := x.Summary(code); ok {
			t.Errorf("Summary(%q) found", code)
		}
	}
	lost, _ := x.Summary("P0000001")
	if lost.CategoryCode != "" || lost.DefaultVariantCode != "V-1" || len(lost.Colours) != 0 {
		t.Errorf("lost %+v", lost)
	}
	if r := x.Search(Query{Term: "lost lamp", Now: now}); r.Sorting.TotalNumResults != 1 {
		t.Errorf("a product outside the tree is still searchable: %d", r.Sorting.TotalNumResults)
	}
	if recs := x.Recommend("P0000001", "pdp-similar", 8); len(recs) == 0 {
		t.Error("recommendations for a product outside the tree")
	}
	r := x.Search(Query{Term: "cushion", Now: now})
	if len(r.Products) != 1 || r.Products[0].Colours[0].VariantCode != "00000123" || !slices.Contains(r.Products[0].Badges, "new") {
		t.Errorf("cushion %+v", r.Products)
	}
	gift := x.Search(Query{Collection: "gift-cards", Now: now})
	if len(gift.Products) != 1 {
		t.Fatalf("gift cards %d", len(gift.Products))
	}
	g := gift.Products[0]
	if g.GiftCard != "digital" || !g.OnePassEarlyAccess || g.OnePassStartDate != now.Add(-time.Hour).UnixMilli() ||
		!slices.Contains(g.Badges, "earlyAccess") || !slices.Contains(g.Badges, "exclusive") {
		t.Errorf("gift card %+v", g)
	}
	for _, c := range []string{"early-access", "onepass"} {
		if r := x.Search(Query{Collection: c, Now: now}); r.Sorting.TotalNumResults != 1 || r.Collection == nil {
			t.Errorf("collection %s: %d", c, r.Sorting.TotalNumResults)
		}
	}
	if later := x.Search(Query{Collection: "gift-cards", Now: now.Add(2 * time.Hour)}); slices.Contains(later.Products[0].Badges, "earlyAccess") {
		t.Error("early access badge after the window")
	}
}

func TestQueryEdgeCases(t *testing.T) {
	t.Parallel()
	x, _, _ := real(t)
	cases := []struct {
		name string
		q    Query
		want func(r Result) error
	}{
		{"page below 1 is page 1", Query{Page: -3, PageSize: 48}, func(r Result) error {
			if r.Sorting.Page != 1 || len(r.Products) != 48 {
				return fmt.Errorf("page %d, %d products", r.Sorting.Page, len(r.Products))
			}
			return nil
		}},
		{"last page = ceil(total/96)", Query{Collection: "home", PageSize: 96}, func(r Result) error {
			if want := int(math.Ceil(float64(r.Sorting.TotalNumResults) / 96)); r.Sorting.LastPage != want {
				return fmt.Errorf("last page %d, want %d", r.Sorting.LastPage, want)
			}
			return nil
		}},
		{"unknown sort falls back to relevance", Query{SortBy: "bogus", SortOrder: "sideways"}, func(r Result) error {
			for _, o := range r.Sorting.SortOptions {
				if o.Status == "selected" && o.SortBy != "relevance" {
					return fmt.Errorf("selected %+v", o)
				}
			}
			return nil
		}},
		{"no match keeps sort options", Query{Term: "qqqqqqqqqq"}, func(r Result) error {
			if r.Sorting.TotalNumResults != 0 || len(r.Sorting.SortOptions) == 0 || r.Facets == nil || r.Groups == nil {
				return fmt.Errorf("%+v", r.Sorting)
			}
			return nil
		}},
		{"unknown facet browse", Query{FacetName: "nope", FacetValue: "x"}, func(r Result) error {
			if !r.NotFound {
				return fmt.Errorf("found")
			}
			return nil
		}},
		{"browse by colour", Query{FacetName: "colour", FacetValue: "Black"}, func(r Result) error {
			if r.Sorting.TotalNumResults == 0 || r.Collection == nil {
				return fmt.Errorf("%d", r.Sorting.TotalNumResults)
			}
			return nil
		}},
		{"hidden facets", Query{HiddenFacets: []string{"category", "brand", "colour", "size", "price", "rating", "inStock", "onePass"}}, func(r Result) error {
			if len(r.Facets) != 0 {
				return fmt.Errorf("%d facets", len(r.Facets))
			}
			return nil
		}},
		{"stop words only", Query{Term: "the and"}, func(r Result) error { return nil }},
		{"accents and symbols", Query{Term: "Café — lamp ✨"}, func(r Result) error { return nil }},
		{"long query", Query{Term: strings.Repeat("lamp table ", 50)}, func(r Result) error { return nil }},
		{"new arrivals", Query{Collection: "new-arrivals"}, func(r Result) error {
			for _, p := range r.Products {
				if !slices.Contains(p.Badges, "new") {
					return fmt.Errorf("%s not new", p.Code)
				}
			}
			return nil
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.q.Now = now
			if err := tc.want(x.Search(tc.q)); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestConcurrentUse(t *testing.T) {
	t.Parallel()
	x, _, _ := real(t)
	qs := benchQueries()
	// What one goroutine alone answers is what every goroutine must answer while all run at once
	// (run with -race, this also proves the index is safe to share).
	want := make([]string, len(qs))
	for i, q := range qs {
		q.Now = now
		res := x.Search(q)
		want[i] = string(res.AppendJSON(nil))
	}
	wantSuggest := jsonOf(t, x.Autosuggest("cush"))
	wantRecs := make([]string, 30)
	for i := range wantRecs {
		wantRecs[i] = jsonOf(t, x.Recommend(realProds[i].Code, "pdp-similar", 8))
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4*30*3)
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 30 {
				k := (g + i) % len(qs)
				q := qs[k]
				q.Now = now
				res := x.Search(q)
				if got := string(res.AppendJSON(nil)); got != want[k] {
					errs <- fmt.Sprintf("goroutine %d: search %d differs", g, k)
				}
				if got := jsonOf(t, x.Autosuggest("cush")); got != wantSuggest {
					errs <- fmt.Sprintf("goroutine %d: autosuggest differs", g)
				}
				if got := jsonOf(t, x.Recommend(realProds[i].Code, "pdp-similar", 8)); got != wantRecs[i] {
					errs <- fmt.Sprintf("goroutine %d: recommendations for %s differ", g, realProds[i].Code)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	if len(want[0]) < 100 || !strings.Contains(wantSuggest, "ushion") {
		t.Fatalf("the answers compared are not real answers: %.100s / %.100s", want[0], wantSuggest)
	}
}

func jsonOf(t *testing.T, v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Error(err)
	}
	return string(b)
}
