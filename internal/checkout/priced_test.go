package checkout

import (
	"testing"

	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// TestPlaceOrderKeepsPricedLines: the order keeps, line by line, the unit price and paid total the
// pricing function answered, and charges its total (refunds read them back, docs/pricing.md).
func TestPlaceOrderKeepsPricedLines(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.customer("c1", line{lamp, 2}, line{giftCard, 1})
	w.editCart(sh, func(c *draft) { c.Mode = delivery.HomeDelivery })
	c, err := w.carts.Cart(bg, sh.Owner)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := w.svc.place.Pricer.Summarise(bg, c, nil)
	if err != nil {
		t.Fatal(err)
	}
	pr := sum.Priced()
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
	if err != nil {
		t.Fatal(err)
	}
	o := w.order(placed.OrderCode)
	want := [][2]money.Cents{{4950, 9900}, {5000, 5000}}
	if len(o.Details.Entries) != len(want) || len(pr.Lines) != len(want) {
		t.Fatalf("%d order lines, %d priced, want %d", len(o.Details.Entries), len(pr.Lines), len(want))
	}
	for i, e := range o.Details.Entries {
		if pl := pr.Lines[i]; e.UnitPrice != pl.Unit || e.Total != pl.Paid || e.UnitPrice != want[i][0] || e.Total != want[i][1] {
			t.Errorf("line %d: unit %d total %d; priced %d %d; want %d %d", i, e.UnitPrice, e.Total, pl.Unit, pl.Paid, want[i][0], want[i][1])
		}
	}
	// $99 of goods: home delivery is free, the gift card's postage is not.
	if o.Total != pr.Total || o.Total != 15400 || o.Details.DeliveryFee != 500 || w.card.charges[0].Amount != 15400 {
		t.Fatalf("order total %d fee %d, priced %d, charged %d", o.Total, o.Details.DeliveryFee, pr.Total, w.card.charges[0].Amount)
	}
	// The order keeps the fee's parts, so its pages show delivery free and the postage apart.
	if o.Details.GiftCardFee != 500 || o.Details.BulkyFee != 0 {
		t.Fatalf("fee parts: gift card %d, bulky %d; want 500, 0", o.Details.GiftCardFee, o.Details.BulkyFee)
	}
}
