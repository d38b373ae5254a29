package catalog

import (
	"context"
	"errors"
	"testing"
	"time"
)

type countingProducts struct{ reads int }

func (c *countingProducts) Product(_ context.Context, code string) (Product, error) {
	c.reads++
	if code == "missing" {
		return Product{}, ErrNotFound
	}
	return Product{Code: code, Name: "read " + code}, nil
}

func TestProductCache(t *testing.T) {
	t.Parallel()
	src := &countingProducts{}
	c := NewProductCache(src, time.Minute, 2)
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return now }
	ctx := context.Background()
	for range 3 {
		if p, err := c.Product(ctx, "P1"); err != nil || p.Code != "P1" {
			t.Fatalf("Product = %+v, %v", p, err)
		}
	}
	if src.reads != 1 {
		t.Fatalf("3 reads within the TTL went to the source %d times, want 1", src.reads)
	}
	now = now.Add(61 * time.Second)
	_, _ = c.Product(ctx, "P1")
	if src.reads != 2 {
		t.Fatalf("a read after the TTL was not read again (%d reads)", src.reads)
	}
	for range 2 {
		if _, err := c.Product(ctx, "missing"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("missing: %v", err)
		}
	}
	if src.reads != 4 {
		t.Fatalf("errors were cached (%d reads)", src.reads)
	}
	_, _ = c.Product(ctx, "P2")
	_, _ = c.Product(ctx, "P3")
	if len(c.entries) > 2 {
		t.Fatalf("the cache holds %d entries, more than its bound of 2", len(c.entries))
	}
}
