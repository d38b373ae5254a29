package cart

import (
	"context"
	"testing"

	"github.com/wattle/storefront/internal/delivery"
)

// The cart never keeps a delivery mode it cannot use: an entry added after the mode was chosen
// that cannot go by it (a sofa by express, an online-only rug collected in store) drops the mode,
// so the shopper chooses again instead of being charged for, and sent, a delivery that cannot be.
func TestAddDropsAModeTheCartCannotUse(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		mode  delivery.Mode
		added AddItem
		want  delivery.Mode
	}{
		{"a sofa by express", delivery.Express, item(sofa, 1), ""},
		{"a posted gift card by express", delivery.Express, AddItem{ProductCode: giftCard, Quantity: 1, GiftCard: ada}, ""},
		{"an online-only rug collected", delivery.ClickAndCollect, item(onlineOny, 1), ""},
		{"another lamp by express", delivery.Express, item(lampWhite, 1), delivery.Express},
		{"a sofa by home delivery", delivery.HomeDelivery, item(sofa, 1), delivery.HomeDelivery},
		{"a sofa collected", delivery.ClickAndCollect, item(sofa, 1), delivery.ClickAndCollect},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			ctx := context.Background()
			e.mustAdd(t, anonOwner, item(lampNavy, 1))
			if _, err := e.svc.SetDeliveryMode(ctx, anonOwner, tc.mode, "3121"); err != nil {
				t.Fatal(err)
			}
			c := e.mustAdd(t, anonOwner, tc.added)
			if c.Mode != tc.want || e.stored(t, anonOwner).Mode != tc.want {
				t.Fatalf("mode %q after the add, want %q", c.Mode, tc.want)
			}
			sum, err := e.svc.Summarise(ctx, c, nil)
			if err != nil {
				t.Fatal(err)
			}
			if tc.want == "" && (sum.DeliveryMode != nil || sum.DeliveryFee != nil || sum.DeliveryPromiseSaved) {
				t.Fatalf("the summary still delivers by %+v for %v", sum.DeliveryMode, cents(t, sum.DeliveryFee))
			}
		})
	}
}

// The same holds for the mode a merge takes from the anonymous cart.
func TestMergeDropsAModeTheCartCannotUse(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.mustAdd(t, customer, item(sofa, 1))
	e.mustAdd(t, anonOwner, item(lampNavy, 1))
	if _, err := e.svc.SetDeliveryMode(ctx, anonOwner, delivery.Express, "3121"); err != nil {
		t.Fatal(err)
	}
	if err := e.svc.Merge(ctx, anonOwner.Token, "C1"); err != nil {
		t.Fatal(err)
	}
	if got := e.stored(t, customer); got.Mode != "" || len(got.Entries) != 2 || got.PostalCode != "3121" {
		t.Fatalf("merged: mode %q, %d entries, postcode %q", got.Mode, len(got.Entries), got.PostalCode)
	}
}
