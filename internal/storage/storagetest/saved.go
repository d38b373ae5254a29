package storagetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/checkout"
)

func testSavedPayments(t *testing.T, e Engine) {
	ctx := context.Background()
	t0 := time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)
	visa := checkout.SavedPayment{ID: "sp1", CustomerID: "C1", Kind: checkout.SavedCard, SourceID: "src_1", CardType: "visa",
		Last4: "4242", Expiry: "12/30", Default: true, CreatedAt: t0}
	mc := checkout.SavedPayment{ID: "sp2", CustomerID: "C1", Kind: checkout.SavedCard, SourceID: "src_2", CardType: "mastercard",
		Last4: "4444", Expiry: "01/29", CreatedAt: t0.Add(time.Minute)}
	pp := checkout.SavedPayment{ID: "sp3", CustomerID: "C1", Kind: checkout.SavedPayPal, SourceID: "BA-1", Email: "ada@example.com",
		CreatedAt: t0.Add(2 * time.Minute)}
	other := checkout.SavedPayment{ID: "sp4", CustomerID: "C2", Kind: checkout.SavedCard, SourceID: "src_4", CreatedAt: t0, Default: true}
	for _, p := range []checkout.SavedPayment{visa, mc, pp, other} {
		if err := e.InsertSavedPayment(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	ids := func() []string {
		list, err := e.SavedPayments(ctx, "C1")
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, p := range list {
			id := p.ID
			if p.Default {
				id += "*"
			}
			out = append(out, id)
		}
		return out
	}
	if got := ids(); len(got) != 3 || got[0] != "sp1*" || got[1] != "sp3" || got[2] != "sp2" {
		t.Fatalf("list = %v, want the default then newest first", got)
	}
	list, _ := e.SavedPayments(ctx, "C1")
	if list[0] != visa {
		t.Fatalf("round trip = %+v, want %+v", list[0], visa)
	}
	if err := e.SetDefaultSavedPayment(ctx, "C1", "sp2"); err != nil {
		t.Fatal(err)
	}
	if got := ids(); got[0] != "sp2*" || got[1] != "sp3" || got[2] != "sp1" {
		t.Fatalf("after default: %v", got)
	}
	// Another customer's method is not found, nor touched.
	if err := e.SetDefaultSavedPayment(ctx, "C1", "sp4"); !errors.Is(err, checkout.ErrSavedNotFound) {
		t.Fatalf("default of another's: %v", err)
	}
	if err := e.DeleteSavedPayment(ctx, "C1", "sp4"); !errors.Is(err, checkout.ErrSavedNotFound) {
		t.Fatalf("delete of another's: %v", err)
	}
	if got := ids(); got[0] != "sp2*" {
		t.Fatalf("a failed default changed the default: %v", got)
	}
	if err := e.DeleteSavedPayment(ctx, "C1", "sp2"); err != nil {
		t.Fatal(err)
	}
	if got := ids(); len(got) != 2 {
		t.Fatalf("after delete: %v", got)
	}
	// A new default card takes the default from the others.
	if err := e.InsertSavedPayment(ctx, checkout.SavedPayment{ID: "sp5", CustomerID: "C1", Kind: checkout.SavedCard, SourceID: "src_5",
		Default: true, CreatedAt: t0.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	if got := ids(); got[0] != "sp5*" || len(got) != 3 || got[1] != "sp3" {
		t.Fatalf("after a new default: %v", got)
	}
}
