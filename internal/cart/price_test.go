package cart

import (
	"context"
	"reflect"
	"testing"

	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/pricing"
)

// The summary keeps what the pricing function answered: its lines are the cart's entries in order
// (a product no longer sold flagged, not named), and the wire amounts are written from it.
func TestSummaryPriced(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.mustAdd(t, anonOwner, item(lampNavy, 2), item(sofa, 1), AddItem{ProductCode: giftCard, Quantity: 1, GiftCard: ada},
		AddItem{ProductCode: eGift, Quantity: 1, GiftCard: ada})
	c, err := e.svc.SetDeliveryMode(ctx, anonOwner, delivery.HomeDelivery, "")
	if err != nil {
		t.Fatal(err)
	}
	e.products.remove("P1000002") // the sofa is no longer sold
	sum, err := e.svc.Summarise(ctx, c, nil)
	if err != nil {
		t.Fatal(err)
	}
	pr := sum.Priced()
	want := []pricing.PricedLine{
		{Entry: 0, Variant: lampNavy, Quantity: 2, Unit: 3900, Paid: 7800},
		{Entry: 1, Variant: sofa, Quantity: 1, Gone: true},
		{Entry: 2, Variant: giftCard, Quantity: 1, Kind: pricing.GiftCard, Unit: 5000, Paid: 5000},
		{Entry: 3, Variant: eGift, Quantity: 1, Kind: pricing.EGiftCard, Unit: 10000, Paid: 10000},
	}
	if !reflect.DeepEqual(pr.Lines, want) {
		t.Fatalf("lines\n got %+v\nwant %+v", pr.Lines, want)
	}
	// $78 of goods: home delivery is free; the gone sofa pays no bulky fee; the posted card pays
	// $5. GST on 23300 - 15000 of gift cards: 8300/11 = 754.5 → 755.
	if pr.Subtotal != 22800 || pr.Delivery.Fee.Total != 500 || pr.Total != 23300 || pr.GST != 755 || !pr.HasGiftCard {
		t.Fatalf("subtotal %d fee %d total %d GST %d gift card %v", pr.Subtotal, pr.Delivery.Fee.Total, pr.Total, pr.GST, pr.HasGiftCard)
	}
	if sum.Total != pr.Total.Wire() || sum.Subtotal != pr.Subtotal.Wire() || sum.GST != pr.GST.Wire() ||
		*sum.DeliveryFee != pr.Delivery.Fee.Total.Wire() || *sum.GiftCardDeliveryFee != pr.Delivery.Fee.GiftCard.Wire() {
		t.Fatalf("the wire amounts are not the pricing function's: %+v", sum.Totals)
	}
}

// The delivery-mode options are the pricing function's fee for each mode, less the gift cards'
// postage, which is the same whatever the mode and shown apart (giftCardDeliveryFee).
func TestModesPriced(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.mustAdd(t, anonOwner, item(lampNavy, 1), AddItem{ProductCode: giftCard, Quantity: 1, GiftCard: ada})
	ans, err := e.svc.DeliveryModes(ctx, anonOwner, "3121", false)
	if err != nil {
		t.Fatal(err)
	}
	// $39 of goods: home delivery $9, express $15, collection free; the card's $5 postage is apart.
	want := map[string]int64{"CNC": 0, "HD": 900, "ED": 1500}
	for _, m := range ans.DeliveryModes {
		if got := cents(t, &m.Fee); got != want[m.ID] {
			t.Errorf("%s fee %d, want %d", m.ID, got, want[m.ID])
		}
	}
}
