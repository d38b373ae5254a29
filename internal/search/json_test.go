package search

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/platform/money"
)

func stdJSON(t *testing.T, v any) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

func TestAppendJSONMatchesEncodingJSON(t *testing.T) {
	ix := benchBuild(t, 3000)
	queries := append(benchQueries(), Query{Term: "gift card"}, Query{Term: "zzzzqqq"}, Query{Collection: "home"},
		Query{FacetName: "brand", FacetValue: benchBrands[0]}, Query{Term: "lamp", HiddenFacets: []string{"brand", "category"}})
	for _, q := range queries {
		q.Now = now
		r := ix.Search(q)
		if got, want := r.AppendJSON(nil), stdJSON(t, r); !bytes.Equal(got, want) {
			t.Fatalf("%+v:\n got %s\nwant %s", q, got, want)
		}
	}
	for _, term := range []string{"la", "table l", "cushon", "x"} {
		s := ix.Autosuggest(term)
		if got, want := s.AppendJSON(nil), stdJSON(t, s); !bytes.Equal(got, want) {
			t.Fatalf("%q:\n got %s\nwant %s", term, got, want)
		}
	}
	// Nil slices, omitted fields, odd strings and numbers.
	odd := Result{Collection: &CollectionInfo{ID: "a\"b", DisplayName: "<&>\u2028\u2029\x00\x1f\x7f\t\b\f", Parents: nil},
		Products: []Summary{{Name: "Café \xff bad utf8 \\ /", Rating: 4.300000190734863, Price: money.Wire{Value: 1e-7, FormattedValue: "$0.00"},
			WasPrice: &money.Wire{Value: 1e21}, ReviewCount: -3, OnePassStartDate: 1764000000000}},
		Facets: []Facet{{Name: "colour", Options: []FacetOption{{Value: "Red", Hex: "#f00", Children: []FacetOption{}}}}}, RedirectURL: "/c/x"}
	if got, want := odd.AppendJSON(nil), stdJSON(t, &odd); !bytes.Equal(got, want) {
		t.Fatalf("odd:\n got %s\nwant %s", got, want)
	}
	var empty Suggestions
	if got, want := empty.AppendJSON(nil), stdJSON(t, empty); !bytes.Equal(got, want) {
		t.Fatalf("empty:\n got %s\nwant %s", got, want)
	}
}

func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"", "plain", "q\"b\\s", "\u2028\u2029", "\xff\xfe", "ctl\x01\x1f", "é中😀"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := appendString(nil, s), stdJSON(t, s); !bytes.Equal(got, want) {
			t.Fatalf("%q: got %s want %s", s, got, want)
		}
	})
}

func FuzzAppendFloat(f *testing.F) {
	for _, v := range []float64{0, 1, -1, 4.3, 1e-7, 1e21, 123456789.125, 5e-324, 1.7976931348623157e308} {
		f.Add(v)
	}
	f.Fuzz(func(t *testing.T, v float64) {
		b, err := json.Marshal(v)
		if err != nil {
			t.Skip() // NaN and infinities: encoding/json refuses them
		}
		if got := appendFloat(nil, v); !bytes.Equal(got, b) {
			t.Fatalf("%v: got %s want %s", v, got, b)
		}
	})
}

// Cards written straight from the index are byte for byte the Summary's JSON, and an Answer's JSON
// is the Result's.
func TestAppendCardMatchesSummary(t *testing.T) {
	ix := benchBuild(t, 2000)
	// Odd products: quotes and non-ASCII in names, codes that are not numbers, no brand, early access.
	b := NewBuilder(testCats)
	for i, name := range []string{`Lamp "Deluxe" \ 50% off`, "Café Crème Mug", "Plain", "ÅÄÖ & Ñ — ‘quote’"} {
		code := fmt.Sprintf("P%07d", 3000000+i)
		p := catalog.Product{Code: code, Name: name, CategoryCode: "home-lighting-table-lamps", Price: 123456, WasPrice: 200000,
			OnePassPrice: 100000, CreatedAt: now.Add(-time.Duration(i) * 24 * time.Hour), Rating: 4.3, ReviewCount: 12,
			OnePassExclusive: i == 3, EarlyAccessStart: now.Add(time.Duration(i-1) * time.Hour), PreOrder: i == 1, OnlineOnly: i == 2, Bulky: i == 0, Personalisable: i == 2,
			Variants: []catalog.Variant{{Code: fmt.Sprintf("GC-%d\"x", i), BaseCode: code, Colour: "Red", ColourHex: "#f00", Price: 123456},
				{Code: strconv.Itoa(40000000 + i), BaseCode: code, Colour: "Blue", ColourHex: "#00f", Size: "M", Price: 123456}}}
		b.Add(p, []catalog.StockStatus{catalog.InStock, catalog.OutOfStock})
	}
	odd := b.Build()
	for _, x := range []*Index{ix, odd} {
		for id := range x.docs {
			for _, at := range []int64{0, now.UnixMilli()} {
				s := x.summary(uint32(id), at)
				if got, want := x.appendCard(nil, uint32(id), at), appendSummary(&s, nil); !bytes.Equal(got, want) {
					t.Fatalf("doc %d at %d:\n got %s\nwant %s", id, at, got, want)
				}
			}
		}
	}
	for _, q := range append(benchQueries(), Query{Term: "gift card"}, Query{Collection: "nope"}, Query{Term: "lamp", Page: 2}) {
		q.Now = now
		r := ix.Search(q)
		if got, want := ix.Answer(q).AppendJSON(nil), r.AppendJSON(nil); !bytes.Equal(got, want) {
			t.Fatalf("%+v:\n got %s\nwant %s", q, got, want)
		}
	}
}
