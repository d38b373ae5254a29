package catalog

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"
)

func TestEarlyAccessAt(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 11, 28, 8, 0, 0, 0, time.UTC)
	end := start.Add(72 * time.Hour)
	cases := []struct {
		name       string
		start, end time.Time
		now        time.Time
		want       EarlyAccess
	}{
		{"none", time.Time{}, time.Time{}, start, EarlyAccessNone},
		{"before start", start, end, start.Add(-time.Minute), EarlyAccessComingSoon},
		{"at start", start, end, start, EarlyAccessOpen},
		{"open ended", start, time.Time{}, start.Add(1000 * time.Hour), EarlyAccessOpen},
		{"at end", start, end, end, EarlyAccessEnded},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := Product{EarlyAccessStart: tc.start, EarlyAccessEnd: tc.end}
			if got := p.EarlyAccessAt(tc.now); got != tc.want {
				t.Fatalf("EarlyAccessAt = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestSlugAndURLs(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"Anko Ceramic Table Lamp":   "anko-ceramic-table-lamp",
		"Salt & Pepper Set":         "salt-and-pepper-set",
		"  Kids' T-Shirt (2-Pack) ": "kids-t-shirt-2-pack",
		"Café Mug":                  "caf-mug",
	}
	for in, want := range cases {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
	p := Product{Code: "P1000001", Name: "Table Lamp", Variants: []Variant{{Code: "10000016"}}}
	if p.URL() != "/p/table-lamp/P1000001" || p.VariantURL(&p.Variants[0]) != "/p/table-lamp/10000016" {
		t.Fatalf("URLs: %s %s", p.URL(), p.VariantURL(&p.Variants[0]))
	}
	if ImageURL("10000016", 2) != "/img/p/10000016/2.svg" {
		t.Fatal(ImageURL("10000016", 2))
	}
	if p.Variant("nope") != nil || p.Variant("10000016") == nil {
		t.Fatal("Variant lookup")
	}
}

func TestStatusOf(t *testing.T) {
	t.Parallel()
	for qty, want := range map[int]StockStatus{-1: OutOfStock, 0: OutOfStock, 1: LowStock, 5: LowStock, 6: InStock} {
		if got := StatusOf(qty); got != want {
			t.Errorf("StatusOf(%d) = %s, want %s", qty, got, want)
		}
	}
}

type noStore struct{ Store }

func (noStore) Product(context.Context, string) (Product, error) { return Product{Code: "P1"}, nil }

func TestProductRejectsJunkCodes(t *testing.T) {
	t.Parallel()
	s := NewService(noStore{}, nil, nil)
	for _, code := range []string{"", "a b", "<script>", "P1000001;DROP", string(make([]byte, 40))} {
		if _, err := s.Product(context.Background(), code); !errors.Is(err, ErrNotFound) {
			t.Errorf("Product(%q) err = %v, want ErrNotFound", code, err)
		}
	}
	if p, err := s.Product(context.Background(), "P1000001"); err != nil || p.Code != "P1" {
		t.Fatalf("valid code: %v", err)
	}
}

// The ASCII fast path of Slug must agree with the Unicode path on every input.
func FuzzSlugPaths(f *testing.F) {
	for _, s := range []string{"Anko Ceramic Table Lamp", "Salt & Pepper Set", "  Kids' T-Shirt (2-Pack) ", "&&", "-a-", "A&B", "Z9_z0", "Café Mug", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Slug(s), slugUnicode(s); got != want {
			t.Fatalf("Slug(%q) = %q, Unicode path %q", s, got, want)
		}
		if got := string(AppendSlug([]byte("x/"), s)); got != "x/"+slugUnicode(s) {
			t.Fatalf("AppendSlug(%q) = %q", s, got)
		}
	})
}

func TestSlugPathsRandomASCII(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	const alphabet = "abcXYZ09 &-'_.,()/\t"
	for range 20000 {
		b := make([]byte, r.IntN(24))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		if got, want := Slug(string(b)), slugUnicode(string(b)); got != want {
			t.Fatalf("Slug(%q) = %q, Unicode path %q", b, got, want)
		}
	}
}
