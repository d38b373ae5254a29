package search

import (
	"bytes"
	"encoding/json"
	"testing"

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
