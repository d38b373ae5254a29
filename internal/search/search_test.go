package search

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/platform/money"
)

var now = time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)

var testCats = []catalog.Category{
	{Code: "home", Name: "Home", Level: 1},
	{Code: "home-lighting", Name: "Lighting", ParentCode: "home", Level: 2},
	{Code: "home-lighting-table-lamps", Name: "Table Lamps", ParentCode: "home-lighting", Level: 3},
	{Code: "home-lighting-floor-lamps", Name: "Floor Lamps", ParentCode: "home-lighting", Level: 3, Position: 1},
	{Code: "home-decor", Name: "Decor", ParentCode: "home", Level: 2, Position: 1},
	{Code: "home-decor-cushions", Name: "Cushions", ParentCode: "home-decor", Level: 3},
	{Code: "women", Name: "Women", Level: 1, Position: 1},
	{Code: "women-clothing", Name: "Clothing", ParentCode: "women", Level: 2},
	{Code: "women-clothing-dresses", Name: "Dresses", ParentCode: "women-clothing", Level: 3},
}

var (
	leafNouns = map[string][]string{
		"home-lighting-table-lamps": {"Table Lamp", "Bedside Lamp"},
		"home-lighting-floor-lamps": {"Floor Lamp", "Arc Floor Lamp"},
		"home-decor-cushions":       {"Cushion", "Outdoor Cushion"},
		"women-clothing-dresses":    {"Midi Dress", "Maxi Dress"},
	}
	leafOrder = []string{"home-lighting-table-lamps", "home-lighting-floor-lamps", "home-decor-cushions", "women-clothing-dresses"}
	styles    = []string{"Ceramic", "Linen", "Brass", "Rattan", "Velvet", "Floral"}
	brands    = []string{"Bower", "Salt Lane", "Lily Loves", "Nordby"}
	colours   = []struct{ name, hex string }{{"Black", "#111111"}, {"White", "#f4f4f2"}, {"Navy", "#1f3a68"}, {"Sage", "#9caf88"}}
	sizes     = []string{"S", "M", "L", "XL"}
)

// makeProduct is a small deterministic synthetic catalogue, independent of the demo generator.
func makeProduct(i int) (catalog.Product, []catalog.StockStatus) {
	r := rand.New(rand.NewPCG(7, uint64(i)))
	leaf := leafOrder[i%len(leafOrder)]
	nouns := leafNouns[leaf]
	p := catalog.Product{
		Code: fmt.Sprintf("P%07d", 1000000+i), Name: styles[r.IntN(len(styles))] + " " + nouns[r.IntN(len(nouns))],
		Brand: brands[r.IntN(len(brands))], CategoryCode: leaf, Description: "A lovely thing for the home.",
		Rating: float64(r.IntN(6)), ReviewCount: r.IntN(300), CreatedAt: now.Add(-time.Duration(r.IntN(90*24)) * time.Hour),
		Price: money.Cents(500 + r.IntN(60000)),
	}
	if i%5 == 0 {
		p.WasPrice = p.Price + 1000
	}
	if i%7 == 0 {
		p.OnePassPrice = p.Price - 100
	}
	var stock []catalog.StockStatus
	nc := 1 + r.IntN(len(colours))
	ns := 0
	if leaf == "women-clothing-dresses" {
		ns = 1 + r.IntN(len(sizes))
	}
	j := 0
	for c := range nc {
		for s := range max(ns, 1) {
			v := catalog.Variant{Code: fmt.Sprintf("%08d", 10000000+i*16+j), BaseCode: p.Code, Colour: colours[c].name, ColourHex: colours[c].hex, Price: p.Price, WasPrice: p.WasPrice, OnePassPrice: p.OnePassPrice}
			if ns > 0 {
				v.Size = sizes[s]
			}
			p.Variants = append(p.Variants, v)
			st := catalog.InStock
			if i%9 == 0 {
				st = catalog.OutOfStock
			}
			stock = append(stock, st)
			j++
		}
	}
	return p, stock
}

func build(n int) (*Index, []catalog.Product) {
	b := NewBuilder(testCats)
	var ps []catalog.Product
	for i := range n {
		p, st := makeProduct(i)
		b.Add(p, st)
		ps = append(ps, p)
	}
	return b.Build(), ps
}

var ix, products = build(400)

func names(r Result) []string {
	var out []string
	for _, p := range r.Products {
		out = append(out, p.Name)
	}
	return out
}

func TestTextMatching(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, term string
		want       string // every result's name contains this (case-insensitive)
		min        int
	}{
		{"plain", "lamp", "lamp", 100},
		{"plural stems", "lamps", "lamp", 100},
		{"typo", "tabel lamp", "lamp", 10},
		{"typo two words", "cushons", "cushion", 10},
		{"multi word and", "floor lamp", "floor lamp", 10},
		{"brand", "bower lamp", "lamp", 1},
		{"category name", "dresses", "dress", 50},
		{"case and punctuation", "  FLOOR-lamp!! ", "floor", 10},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := ix.Search(Query{Term: tc.term, Now: now, PageSize: 200})
			if r.Sorting.TotalNumResults < tc.min {
				t.Fatalf("%q: %d results, want ≥ %d", tc.term, r.Sorting.TotalNumResults, tc.min)
			}
			for _, n := range names(r) {
				if !strings.Contains(strings.ToLower(n), tc.want) {
					t.Fatalf("%q returned %q", tc.term, n)
				}
			}
		})
	}
	if r := ix.Search(Query{Term: "tabel lamp", Now: now}); !strings.Contains(r.Products[0].Name, "Lamp") {
		t.Fatalf("tabel lamp first result %q", r.Products[0].Name)
	}
}

func TestNoMatchAndEmptyTerm(t *testing.T) {
	t.Parallel()
	r := ix.Search(Query{Term: "zzqqxx", Now: now})
	if r.Sorting.TotalNumResults != 0 || len(r.Products) != 0 || r.Products == nil || r.Sorting.LastPage != 0 {
		t.Fatalf("no match: %+v", r.Sorting)
	}
	all := ix.Search(Query{Now: now, PageSize: 48})
	if all.Sorting.TotalNumResults != len(products) || len(all.Products) != 48 {
		t.Fatalf("empty term: %d total, %d products", all.Sorting.TotalNumResults, len(all.Products))
	}
}

// brute counts products matching pred directly from the catalogue.
func brute(pred func(p catalog.Product) bool) int {
	n := 0
	for _, p := range products {
		if pred(p) {
			n++
		}
	}
	return n
}

func hasColour(p catalog.Product, c string) bool {
	for _, v := range p.Variants {
		if v.Colour == c {
			return true
		}
	}
	return false
}

func option(r Result, facet, value string) (FacetOption, bool) {
	for _, f := range r.Facets {
		if f.Name != facet {
			continue
		}
		var walk func([]FacetOption) (FacetOption, bool)
		walk = func(opts []FacetOption) (FacetOption, bool) {
			for _, o := range opts {
				if o.Value == value {
					return o, true
				}
				if c, ok := walk(o.Children); ok {
					return c, ok
				}
			}
			return FacetOption{}, false
		}
		return walk(f.Options)
	}
	return FacetOption{}, false
}

func TestFacetCountsMatchBruteForce(t *testing.T) {
	t.Parallel()
	r := ix.Search(Query{Now: now})
	for _, b := range brands {
		o, _ := option(r, "brand", b)
		if want := brute(func(p catalog.Product) bool { return p.Brand == b }); o.Count != want {
			t.Errorf("brand %s = %d, want %d", b, o.Count, want)
		}
	}
	for _, c := range colours {
		o, _ := option(r, "colour", c.name)
		if want := brute(func(p catalog.Product) bool { return hasColour(p, c.name) }); o.Count != want || o.Hex != c.hex {
			t.Errorf("colour %s = %d %s, want %d", c.name, o.Count, o.Hex, want)
		}
	}
	o, _ := option(r, "category", "home-lighting")
	if want := brute(func(p catalog.Product) bool { return strings.HasPrefix(p.CategoryCode, "home-lighting") }); o.Count != want {
		t.Errorf("category home-lighting = %d, want %d", o.Count, want)
	}
	o, _ = option(r, "price", "0-25")
	if want := brute(func(p catalog.Product) bool { return p.Price < 2500 }); o.Count != want {
		t.Errorf("price 0-25 = %d, want %d", o.Count, want)
	}
	o, _ = option(r, "rating", "4")
	if want := brute(func(p catalog.Product) bool { return p.Rating >= 4 }); o.Count != want {
		t.Errorf("rating 4 = %d, want %d", o.Count, want)
	}
	o, _ = option(r, "inStock", "true")
	if want := brute(func(p catalog.Product) bool {
		return len(products) > 0 && p.Code != "" && !strings.HasSuffix(fmt.Sprint(codeIndex(p.Code)%9 == 0), "true")
	}); o.Count != want {
		t.Errorf("inStock = %d, want %d", o.Count, want)
	}
	o, _ = option(r, "onePass", "true")
	if want := brute(func(p catalog.Product) bool { return p.OnePassPrice > 0 }); o.Count != want {
		t.Errorf("onePass = %d, want %d", o.Count, want)
	}
}

func codeIndex(code string) int {
	var i int
	_, _ = fmt.Sscanf(code, "P%07d", &i)
	return i - 1000000
}

func TestDisjunctiveFacets(t *testing.T) {
	t.Parallel()
	q := Query{Now: now, Filters: map[string][]string{"colour": {"Black", "Navy"}, "brand": {"Bower"}}}
	r := ix.Search(q)
	want := brute(func(p catalog.Product) bool {
		return p.Brand == "Bower" && (hasColour(p, "Black") || hasColour(p, "Navy"))
	})
	if r.Sorting.TotalNumResults != want {
		t.Fatalf("total %d, want %d", r.Sorting.TotalNumResults, want)
	}
	// Colour counts ignore the colour selection but keep the brand one.
	o, _ := option(r, "colour", "White")
	if w := brute(func(p catalog.Product) bool { return p.Brand == "Bower" && hasColour(p, "White") }); o.Count != w {
		t.Fatalf("colour White = %d, want %d", o.Count, w)
	}
	sel, _ := option(r, "colour", "Black")
	if sel.Status != "selected" {
		t.Fatal("selected colour not marked")
	}
	// Brand counts ignore the brand selection but keep the colours.
	o, _ = option(r, "brand", "Nordby")
	if w := brute(func(p catalog.Product) bool {
		return p.Brand == "Nordby" && (hasColour(p, "Black") || hasColour(p, "Navy"))
	}); o.Count != w {
		t.Fatalf("brand Nordby = %d, want %d", o.Count, w)
	}
	// A category filter selects a subtree; an unknown facet is ignored.
	r = ix.Search(Query{Now: now, Filters: map[string][]string{"category": {"home-lighting"}, "nonsense": {"x"}}})
	if w := brute(func(p catalog.Product) bool { return strings.HasPrefix(p.CategoryCode, "home-lighting") }); r.Sorting.TotalNumResults != w {
		t.Fatalf("category filter %d, want %d", r.Sorting.TotalNumResults, w)
	}
}

func TestPagingAndCollections(t *testing.T) {
	t.Parallel()
	r := ix.Search(Query{Collection: "home", PageSize: 96, Now: now})
	total := brute(func(p catalog.Product) bool { return strings.HasPrefix(p.CategoryCode, "home") })
	if r.Sorting.TotalNumResults != total || r.Sorting.LastPage != (total+95)/96 || len(r.Products) != 96 {
		t.Fatalf("collection home: %+v, %d products", r.Sorting, len(r.Products))
	}
	if r.Collection == nil || r.Collection.DisplayName != "Home" {
		t.Fatalf("collection info %+v", r.Collection)
	}
	last := ix.Search(Query{Collection: "home", PageSize: 96, Page: r.Sorting.LastPage, Now: now})
	if len(last.Products) != total-96*(r.Sorting.LastPage-1) {
		t.Fatalf("last page has %d", len(last.Products))
	}
	seen := map[string]bool{}
	for p := 1; p <= r.Sorting.LastPage; p++ {
		for _, s := range ix.Search(Query{Collection: "home", PageSize: 96, Page: p, Now: now}).Products {
			if seen[s.Code] {
				t.Fatalf("%s on two pages", s.Code)
			}
			seen[s.Code] = true
		}
	}
	if len(seen) != total {
		t.Fatalf("pages cover %d of %d", len(seen), total)
	}
	if beyond := ix.Search(Query{Collection: "home", PageSize: 96, Page: 99, Now: now}); len(beyond.Products) != 0 {
		t.Fatal("page beyond the end has products")
	}
	leaf := ix.Search(Query{Collection: "home-lighting-table-lamps", Now: now})
	if leaf.Collection == nil || len(leaf.Collection.Parents) != 2 || leaf.Collection.Parents[0].GroupID != "home" {
		t.Fatalf("breadcrumb %+v", leaf.Collection)
	}
	if offers := ix.Search(Query{Collection: "top-offers", Now: now}); offers.Sorting.TotalNumResults != brute(func(p catalog.Product) bool { return p.WasPrice > 0 }) {
		t.Fatalf("top-offers %d", offers.Sorting.TotalNumResults)
	}
	if fresh := ix.Search(Query{Collection: "new-arrivals", Now: now}); fresh.Sorting.TotalNumResults != brute(func(p catalog.Product) bool { return now.Sub(p.CreatedAt) < 30*24*time.Hour }) {
		t.Fatalf("new-arrivals %d", fresh.Sorting.TotalNumResults)
	}
	if nf := ix.Search(Query{Collection: "nope", Now: now}); !nf.NotFound {
		t.Fatal("unknown collection found")
	}
	byBrand := ix.Search(Query{FacetName: "brand", FacetValue: "Bower", Now: now})
	if byBrand.Sorting.TotalNumResults != brute(func(p catalog.Product) bool { return p.Brand == "Bower" }) {
		t.Fatalf("browse by brand %d", byBrand.Sorting.TotalNumResults)
	}
	if nf := ix.Search(Query{FacetName: "brand", FacetValue: "Nope", Now: now}); !nf.NotFound {
		t.Fatal("unknown facet value found")
	}
}

func TestSorting(t *testing.T) {
	t.Parallel()
	check := func(name string, q Query, ordered func(a, b Summary) bool) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			q.Now, q.PageSize = now, 100
			r := ix.Search(q)
			for i := 1; i < len(r.Products); i++ {
				if !ordered(r.Products[i-1], r.Products[i]) {
					t.Fatalf("out of order at %d: %+v then %+v", i, r.Products[i-1].Price, r.Products[i].Price)
				}
			}
			sel := 0
			for _, o := range r.Sorting.SortOptions {
				if o.Status == "selected" {
					sel++
				}
			}
			if sel != 1 {
				t.Fatalf("%d selected sort options", sel)
			}
		})
	}
	asc := func(a, b Summary) bool { return a.Price.Value <= b.Price.Value }
	desc := func(a, b Summary) bool { return a.Price.Value >= b.Price.Value }
	check("price ascending, all", Query{SortBy: "price"}, asc)
	check("price descending, all", Query{SortBy: "price", SortOrder: "descending"}, desc)
	check("price ascending, small set", Query{Term: "bower floor lamp", SortBy: "price"}, asc)
	check("price descending, small set", Query{Term: "bower floor lamp", SortBy: "price", SortOrder: "descending"}, desc)
	check("rating", Query{Term: "lamp", SortBy: "rating"}, func(a, b Summary) bool { return a.Rating >= b.Rating })
	check("name", Query{SortBy: "name"}, func(a, b Summary) bool { return a.Name <= b.Name })
}

func TestRedirectsAndHiddenFacets(t *testing.T) {
	t.Parallel()
	for term, url := range map[string]string{"gift card": "/c/gift-cards", "Gift  Cards": "/c/gift-cards", "track my order": "/track-order", "OnePass": "/onepass"} {
		r := ix.Search(Query{Term: term, Now: now})
		if r.RedirectURL != url || len(r.Products) != 0 || r.Products == nil {
			t.Errorf("%q → %q", term, r.RedirectURL)
		}
	}
	r := ix.Search(Query{Term: "lamp", HiddenFacets: []string{"brand", "category"}, Now: now})
	for _, f := range r.Facets {
		if f.Name == "brand" || f.Name == "category" {
			t.Fatalf("hidden facet %s returned", f.Name)
		}
	}
	types := map[string]string{}
	for _, f := range ix.Search(Query{Now: now}).Facets {
		types[f.Name] = f.Data.DisplayType
	}
	if types["category"] != "nested" || types["brand"] != "single" || types["inStock"] != "boolean" || types["size"] != "single" {
		t.Fatalf("display types %v", types)
	}
}

func TestAutosuggestAndRecommend(t *testing.T) {
	t.Parallel()
	s := ix.Autosuggest("la")
	if len(s.Products) == 0 || len(s.Products) > 8 || len(s.Suggestions) == 0 || len(s.Suggestions) > 10 {
		t.Fatalf("autosuggest la: %d products, %v", len(s.Products), s.Suggestions)
	}
	if s := ix.Autosuggest("tabel"); len(s.Suggestions) == 0 {
		t.Fatal("no suggestions for a typo")
	}
	if s := ix.Autosuggest("   "); len(s.Products) != 0 || len(s.Suggestions) != 0 {
		t.Fatal("blank term suggests")
	}
	p := products[0]
	recs := ix.Recommend(p.Code, "pdp-similar", 8)
	if len(recs) != 8 {
		t.Fatalf("%d recommendations", len(recs))
	}
	for _, r := range recs {
		if r.Code == p.Code || r.CategoryCode != p.CategoryCode {
			t.Fatalf("recommended %s (%s) for %s", r.Code, r.CategoryCode, p.Code)
		}
	}
	for _, r := range ix.Recommend(p.Variants[0].Code, "pdp-complete-the-look", 8) {
		if r.CategoryCode == p.CategoryCode || !strings.HasPrefix(r.CategoryCode, "home") {
			t.Fatalf("complete the look gave %s", r.CategoryCode)
		}
	}
	trend := ix.Recommend("", "home-trending", 8)
	if len(trend) != 8 || trend[0].CategoryCode[:4] == trend[1].CategoryCode[:4] {
		t.Fatalf("home-trending should take departments in turn: %d, %s then %s", len(trend), trend[0].CategoryCode, trend[1].CategoryCode)
	}
}

func TestSummaryAndTree(t *testing.T) {
	t.Parallel()
	p := products[5]
	s, ok := ix.Summary(p.Variants[0].Code)
	if !ok || s.Code != p.Code || s.URL != p.URL() || s.ImageURL != catalog.ImageURL(p.Variants[0].Code, 1) {
		t.Fatalf("summary %+v", s)
	}
	if _, ok := ix.Summary("nope"); ok {
		t.Fatal("unknown code found")
	}
	tree := ix.Tree()
	if len(tree) != 2 || tree[0].Code != "home" || len(tree[0].Children) != 2 || tree[0].Count != brute(func(p catalog.Product) bool { return strings.HasPrefix(p.CategoryCode, "home") }) {
		t.Fatalf("tree %+v", tree)
	}
	if c, ok := ix.Category("home-lighting"); !ok || c.ParentCode != "home" || c.Level != 2 {
		t.Fatalf("category %+v", c)
	}
}

func TestCacheReturnsSameAnswer(t *testing.T) {
	t.Parallel()
	q := Query{Term: "lamp", Now: now}
	a, b := ix.Search(q), ix.Search(q)
	if a.Sorting.TotalNumResults != b.Sorting.TotalNumResults || len(a.Products) != len(b.Products) {
		t.Fatal("cached answer differs")
	}
}

func TestEditDistance(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		a, b string
		want int
	}{{"table", "tabel", 1}, {"lamp", "lamp", 0}, {"cushions", "cushons", 1}, {"kitten", "sitting", 3}, {"abc", "abcdef", 3}} {
		if got := editDistance(c.a, c.b, 2); got != min(c.want, 3) {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.a, c.b, got, min(c.want, 3))
		}
	}
}

// topByBound must give exactly the doc-by-doc answer: the same docs in the same order, ties by
// doc id, for one-word and many-word terms, typos, filtered sets and any page depth.
func TestTopByBoundMatchesExhaustive(t *testing.T) {
	ix := benchBuild(t, 30000)
	exhaustive := func(set *roaring.Bitmap, exps [][]expansion, need int) []uint32 {
		h := make(minHeap, 0, need+1)
		ix.offerAll(&h, set, exps, need)
		return h.drain()
	}
	var terms []string
	for i, w := range ix.surface {
		if i%11 == 0 {
			terms = append(terms, w)
		}
	}
	terms = append(terms, "table lamp", "linen table lamp", "black cotton", "tabel lamp", "cushons", "modern", "dress red",
		"wool throw", "bath towel", "kids", "set", "coffee")
	inStock := ix.facets["inStock"]["true"]
	checked := 0
	for _, term := range terms {
		text, exps := ix.match(term, matchSearch)
		for _, set := range []*roaring.Bitmap{text, roaring.And(text, inStock)} {
			if set.IsEmpty() || numSplits(exps) > maxSplits {
				continue
			}
			for _, need := range []int{1, 7, 48, 200} {
				got, want := ix.topByBound(set, exps, need), exhaustive(set, exps, need)
				if !slices.Equal(got, want) {
					t.Fatalf("%q need %d over %d docs:\n got %v\nwant %v", term, need, set.GetCardinality(), got, want)
				}
				checked++
			}
		}
	}
	if checked < 200 {
		t.Fatalf("only %d cases checked", checked)
	}
}

// A catalogue where a word's field weights differ by less than quality does, so the bounds (and
// the tie rule) decide the answer rather than the region order.
func TestTopByBoundCloseScores(t *testing.T) {
	b := NewBuilder(testCats)
	r := rand.New(rand.NewPCG(5, 6))
	words := []string{"lamp", "linen", "oak"}
	for i := range 6000 {
		name, desc := []string{"Item"}, []string{"made", "well"}
		for _, w := range words {
			if r.IntN(2) == 0 {
				name = append(name, w)
			}
			if r.IntN(2) == 0 {
				desc = append(desc, w)
			}
		}
		p := catalog.Product{Code: fmt.Sprintf("P%07d", 2000000+i), Name: strings.Join(name, " "), Description: strings.Join(desc, " "),
			CategoryCode: "home-lighting-table-lamps", Price: 1000, CreatedAt: now,
			Variants: []catalog.Variant{{Code: strconv.Itoa(30000000 + i), BaseCode: fmt.Sprintf("P%07d", 2000000+i), Price: 1000}}}
		// Few distinct qualities, so equal scores (decided by doc id) are common.
		if r.IntN(3) > 0 {
			p.Rating, p.ReviewCount = float64(1+r.IntN(5)), []int{5, 50, 500, 3000}[r.IntN(4)]
		}
		st := catalog.InStock
		if r.IntN(2) == 0 {
			st = catalog.OutOfStock
		}
		b.Add(p, []catalog.StockStatus{st})
	}
	ix := b.Build()
	for _, term := range []string{"lamp", "linen", "lamp linen", "oak linen lamp", "lamp item"} {
		set, exps := ix.match(term, matchSearch)
		for _, need := range []int{1, 10, 48, 96, 500} {
			h := make(minHeap, 0, need+1)
			ix.offerAll(&h, set, exps, need)
			want := h.drain()
			if got := ix.topByBound(set, exps, need); !slices.Equal(got, want) {
				t.Fatalf("%q need %d:\n got %v\nwant %v", term, need, got, want)
			}
		}
	}
}

// A card's URLs, cut out of one buffer, are the catalogue's own.
func TestSummaryURLs(t *testing.T) {
	ix := benchBuild(t, 500)
	for i := range 500 {
		p, _ := benchProduct(i)
		s, ok := ix.Summary(p.Code)
		if !ok {
			t.Fatalf("%s missing", p.Code)
		}
		if s.URL != p.URL() || s.DefaultVariantCode != p.Variants[0].Code || s.ImageURL != catalog.ImageURL(p.Variants[0].Code, 1) {
			t.Fatalf("%s: %q %q %q", p.Code, s.URL, s.DefaultVariantCode, s.ImageURL)
		}
		for _, sw := range s.Colours {
			v := p.Variant(sw.VariantCode)
			if v == nil || sw.URL != p.VariantURL(v) || sw.ImageURL != catalog.ImageURL(v.Code, 1) || sw.Name != v.Colour {
				t.Fatalf("%s swatch %+v", p.Code, sw)
			}
		}
	}
}

func TestMaxStopWord(t *testing.T) {
	for w := range stopWords {
		if len(w) > maxStopWord {
			t.Fatalf("stop word %q is longer than maxStopWord", w)
		}
	}
}

func TestSortKeysOrderAsNumbers(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	vals := []float64{0, -0.5, 0.5, 1e-9, -1e-9, 5, -5, 1e300, -1e300}
	for range 2000 {
		vals = append(vals, (r.Float64()-0.5)*float64(r.IntN(1000)))
	}
	for _, a := range vals {
		for _, b := range vals[:50] {
			if (a < b) != (float64Key(a) < float64Key(b)) {
				t.Fatalf("float64Key: %v < %v is %v", a, b, a < b)
			}
			fa, fb := float32(a), float32(b)
			if (fa < fb) != (floatKey(fa) < floatKey(fb)) {
				t.Fatalf("floatKey: %v < %v is %v", fa, fb, fa < fb)
			}
		}
	}
	for _, pair := range [][2]string{{"", "a"}, {"ab", "abc"}, {"abcdefgh", "abcdefgi"}, {"Zebra", "apple"}, {"abcdefghX", "abcdefghY"}} {
		if namePrefix(pair[0]) > namePrefix(pair[1]) {
			t.Fatalf("namePrefix orders %q after %q", pair[0], pair[1])
		}
	}
}

// A typed prefix means its common completions: "tow" finds towels before the rare, well-reviewed
// tower fans, and suggestions that begin with the prefix come before those where a later word does.
func TestPrefixFavoursCommonCompletions(t *testing.T) {
	b := NewBuilder(testCats)
	add := func(i int, name string, rating float64, reviews int) {
		code := fmt.Sprintf("P%07d", 4000000+i)
		b.Add(catalog.Product{Code: code, Name: name, CategoryCode: "home-lighting-table-lamps", Price: 2000, CreatedAt: now,
			Rating: rating, ReviewCount: reviews,
			Variants: []catalog.Variant{{Code: strconv.Itoa(50000000 + i), BaseCode: code, Price: 2000}}}, []catalog.StockStatus{catalog.InStock})
	}
	for i := range 40 {
		add(i, []string{"Cotton Bath Towel", "Waffle Hand Towel", "Beach Towel"}[i%3], 3.5, 20)
	}
	for i := range 4 {
		add(100+i, "Harbour Tower Fan", 5, 2500)
	}
	for i := range 5 {
		add(200+i, "Slim Towbar Cover", 5, 2500) // a rarer completion still
	}
	for i := range 10 {
		add(300+i, "Desk Fan", 4, 100)
	}
	for i := range 4 {
		add(400+i, "Fancy Lamp", 4, 100)
	}
	ix := b.Build()
	for _, got := range [][]Summary{ix.Autosuggest("tow").Products, ix.Search(Query{Term: "tow", Now: now}).Products} {
		if len(got) == 0 || !strings.Contains(got[0].Name, "Towel") {
			t.Fatalf("first result for \"tow\": %+v", got)
		}
	}
	// "desk fan" finds more products than "fancy lamp", but a shopper typing "fa" is starting a
	// phrase: those that begin with it come first.
	sug := ix.Autosuggest("fa").Suggestions
	if i, j := slices.Index(sug, "fancy lamp"), slices.Index(sug, "desk fan"); i < 0 || j < 0 || i > j {
		t.Fatalf("suggestions for \"fa\": %v", sug)
	}
}
