package storage

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/wattle/storefront/internal/catalog"
)

// fakeRows serves rows of values; a missing value scans as its column's zero. failAt makes the
// scan of that row fail.
type fakeRows struct {
	rows   [][]any
	i      int
	failAt int
}

func (f *fakeRows) Next() bool { f.i++; return f.i <= len(f.rows) }
func (f *fakeRows) Err() error { return nil }
func (f *fakeRows) Scan(dest ...any) error {
	if f.i == f.failAt {
		return errors.New("bad row")
	}
	row := f.rows[f.i-1]
	for i, d := range dest {
		dv := reflect.ValueOf(d).Elem()
		if i < len(row) && row[i] != nil {
			dv.Set(reflect.ValueOf(row[i]).Convert(dv.Type()))
		} else {
			dv.Set(reflect.Zero(dv.Type()))
		}
	}
	return nil
}

func products(codes ...string) *fakeRows {
	f := &fakeRows{}
	for _, c := range codes {
		f.rows = append(f.rows, []any{c})
	}
	return f
}

// variants makes variant rows "base/code" with online quantity qty.
func variants(n int, bases ...string) *fakeRows {
	f := &fakeRows{}
	for i, b := range bases {
		f.rows = append(f.rows, []any{b + "-" + string(rune('a'+i%26)), b, nil, nil, nil, i, nil, nil, nil, n + i})
	}
	return f
}

func TestMergeProducts(t *testing.T) {
	// Orphans before, between and after products are skipped; many variants cross batches.
	bases := []string{"A", "A", "B", "C"}
	for range 1500 {
		bases = append(bases, "C")
	}
	bases = append(bases, "D", "E", "E")
	var got []string
	var counts []int
	err := MergeProducts(products("A", "C", "E"), variants(10, bases...), func(p catalog.Product, online []int) error {
		got = append(got, p.Code)
		counts = append(counts, len(p.Variants))
		if len(online) != len(p.Variants) {
			t.Fatalf("%s: %d quantities for %d variants", p.Code, len(online), len(p.Variants))
		}
		for _, v := range p.Variants {
			if v.BaseCode != p.Code {
				t.Fatalf("%s got variant of %s", p.Code, v.BaseCode)
			}
		}
		return nil
	})
	if err != nil || !slices.Equal(got, []string{"A", "C", "E"}) || !slices.Equal(counts, []int{2, 1501, 2}) {
		t.Fatalf("got %v %v, err %v", got, counts, err)
	}
	// A callback error stops the merge, whatever the variant scanner is doing.
	stopErr := errors.New("stop")
	if err := MergeProducts(products("A", "C"), variants(0, bases...), func(catalog.Product, []int) error { return stopErr }); !errors.Is(err, stopErr) {
		t.Fatalf("callback error: %v", err)
	}
	// A variant row that cannot be scanned fails the merge.
	bad := variants(0, bases...)
	bad.failAt = 700
	calls := 0
	if err := MergeProducts(products("A", "C", "E"), bad, func(catalog.Product, []int) error { calls++; return nil }); err == nil || err.Error() != "bad row" {
		t.Fatalf("scan error: %v", err)
	}
	if calls != 1 { // A only: C's variants were cut short, so C is never handed over
		t.Fatalf("%d products handed over before the scan error", calls)
	}
	// So does a product row.
	pb := products("A", "C")
	pb.failAt = 2
	if err := MergeProducts(pb, variants(0, bases...), func(catalog.Product, []int) error { return nil }); err == nil {
		t.Fatal("product scan error ignored")
	}
}
