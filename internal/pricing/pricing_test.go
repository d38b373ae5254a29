package pricing

import (
	"reflect"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/platform/money"
)

// goods, posted and emailed are lines of one unit of each kind.
func goods(unit money.Cents) Line    { return Line{Quantity: 1, Unit: unit} }
func posted(unit money.Cents) Line   { return Line{Quantity: 1, Unit: unit, Kind: GiftCard} }
func emailed(unit money.Cents) Line  { return Line{Quantity: 1, Unit: unit, Kind: EGiftCard} }
func bulky(unit money.Cents) Line    { return Line{Quantity: 1, Unit: unit, Bulky: true} }
func preOrder(unit money.Cents) Line { return Line{Quantity: 1, Unit: unit, PreOrder: true} }

func TestPrice(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		mode  delivery.Mode
		lines []Line
		// want: subtotal, delivery fee due, total, GST; due reports whether delivery is due.
		subtotal, fee, total, gst money.Cents
		due                       bool
		toFree                    money.Cents
	}{
		{name: "empty cart", total: 0},
		{name: "goods, no mode chosen", lines: []Line{goods(4000)}, subtotal: 4000, total: 4000, gst: 364, toFree: 2500},
		{name: "home delivery 1c under the threshold", mode: delivery.HomeDelivery, lines: []Line{goods(6499)},
			subtotal: 6499, fee: 900, total: 7399, gst: 673, due: true, toFree: 1},
		{name: "home delivery at the threshold", mode: delivery.HomeDelivery, lines: []Line{goods(6500)},
			subtotal: 6500, total: 6500, gst: 591, due: true},
		{name: "home delivery 1c over the threshold", mode: delivery.HomeDelivery, lines: []Line{goods(6501)},
			subtotal: 6501, total: 6501, gst: 591, due: true},
		{name: "quantities multiply the unit price", mode: delivery.HomeDelivery,
			lines: []Line{{Quantity: 3, Unit: 1999}}, subtotal: 5997, fee: 900, total: 6897, gst: 627, due: true, toFree: 503},
		{name: "express is never waived", mode: delivery.Express, lines: []Line{goods(7000)},
			subtotal: 7000, fee: 1500, total: 8500, gst: 773, due: true},
		{name: "click and collect is free, bulky too", mode: delivery.ClickAndCollect, lines: []Line{bulky(10000)},
			subtotal: 10000, total: 10000, gst: 909, due: true},
		{name: "bulky fee per bulky line delivered, home delivery waived", mode: delivery.HomeDelivery,
			lines: []Line{bulky(4000), bulky(3000)}, subtotal: 7000, fee: 5800, total: 12800, gst: 1164, due: true},
		{name: "posted gift card alone pays the postage, no GST on the card", lines: []Line{posted(5000)},
			subtotal: 5000, fee: 500, total: 5500, gst: 45, due: true},
		{name: "e-gift card alone: no fee, no GST", lines: []Line{emailed(3000)}, subtotal: 3000, total: 3000, due: true},
		{name: "gift cards do not count towards free delivery", mode: delivery.HomeDelivery,
			lines: []Line{goods(2000), posted(5000)}, subtotal: 7000, fee: 1400, total: 8400, gst: 309, due: true, toFree: 4500},
		{name: "posted gift card by click and collect still pays the postage", mode: delivery.ClickAndCollect,
			lines: []Line{goods(2000), posted(5000)}, subtotal: 7000, fee: 500, total: 7500, gst: 227, due: true, toFree: 4500},
		{name: "GST rounds 6/11c up", mode: delivery.ClickAndCollect, lines: []Line{goods(6)}, subtotal: 6, total: 6, gst: 1,
			due: true, toFree: 6494},
		{name: "GST rounds 5/11c down", mode: delivery.ClickAndCollect, lines: []Line{goods(5)}, subtotal: 5, total: 5,
			due: true, toFree: 6495},
		{name: "a line no longer sold costs nothing", mode: delivery.HomeDelivery,
			lines:    []Line{{Quantity: 2, Unit: 9999, Gone: true}, {Quantity: 2, Unit: 1000}},
			subtotal: 2000, fee: 900, total: 2900, gst: 264, due: true, toFree: 4500},
		{name: "only lines no longer sold: nothing to deliver, nothing to pay",
			lines: []Line{{Quantity: 1, Unit: 500, Gone: true}}, due: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := Price(Input{Lines: tc.lines, Mode: tc.mode, Rates: Standard()})
			if p.Subtotal != tc.subtotal || p.Delivery.Fee.Total != tc.fee || p.Total != tc.total || p.GST != tc.gst {
				t.Errorf("subtotal, fee, total, GST = %d, %d, %d, %d; want %d, %d, %d, %d",
					p.Subtotal, p.Delivery.Fee.Total, p.Total, p.GST, tc.subtotal, tc.fee, tc.total, tc.gst)
			}
			if p.Delivery.Due != tc.due || p.Delivery.ToFree != tc.toFree {
				t.Errorf("due, toFree = %v, %d; want %v, %d", p.Delivery.Due, p.Delivery.ToFree, tc.due, tc.toFree)
			}
			if p.Total != p.Subtotal+p.Delivery.Fee.Total-p.Discounts {
				t.Errorf("total %d is not subtotal %d + fee %d - discounts %d", p.Total, p.Subtotal, p.Delivery.Fee.Total, p.Discounts)
			}
			if len(p.Lines) != len(tc.lines) || p.Applied == nil || p.Refused == nil || len(p.Applied)+len(p.Refused) != 0 {
				t.Errorf("lines %d (want %d), applied %v, refused %v", len(p.Lines), len(tc.lines), p.Applied, p.Refused)
			}
		})
	}
}

func TestPriceFeeParts(t *testing.T) {
	t.Parallel()
	p := Price(Input{Mode: delivery.HomeDelivery, Rates: Standard(),
		Lines: []Line{bulky(4000), goods(3000), posted(2500)}})
	want := Fee{Mode: delivery.HomeDelivery, Total: 2900 + 500, Original: 900 + 2900 + 500, Bulky: 2900, GiftCard: 500, Waived: true}
	if p.Delivery.Fee != want {
		t.Errorf("fee = %+v, want %+v", p.Delivery.Fee, want)
	}
	if p.Goods != 7000 || p.GiftCards != 2500 || !p.HasGoods || !p.HasGiftCard {
		t.Errorf("goods %d, gift cards %d, has goods %v, has gift card %v", p.Goods, p.GiftCards, p.HasGoods, p.HasGiftCard)
	}
	// Options price every mode for the same lines, whatever the mode chosen.
	wantOpts := []Fee{
		{Mode: delivery.ClickAndCollect, Total: 500, Original: 500, GiftCard: 500},
		want,
		{Mode: delivery.Express, Total: 2000, Original: 2000, GiftCard: 500},
	}
	if !reflect.DeepEqual(p.Delivery.Options, wantOpts) {
		t.Errorf("options = %+v, want %+v", p.Delivery.Options, wantOpts)
	}
	if f, ok := p.Option(delivery.Express); !ok || f.Total != 2000 {
		t.Errorf("Option(ED) = %+v, %v", f, ok)
	}
}

func TestPriceLines(t *testing.T) {
	t.Parallel()
	p := Price(Input{Rates: Standard(), Lines: []Line{
		{Entry: 3, Variant: "61000123", Quantity: 2, Unit: 3900},
		{Entry: 5, Variant: "61000999", Quantity: 1, Unit: 1200, Gone: true},
		{Entry: 7, Variant: "70000001", Quantity: 1, Unit: 5000, Kind: EGiftCard},
	}})
	want := []PricedLine{
		{Entry: 3, Variant: "61000123", Quantity: 2, Unit: 3900, Paid: 7800},
		{Entry: 5, Variant: "61000999", Quantity: 1, Gone: true},
		{Entry: 7, Variant: "70000001", Quantity: 1, Kind: EGiftCard, Unit: 5000, Paid: 5000},
	}
	if !reflect.DeepEqual(p.Lines, want) {
		t.Errorf("lines = %+v\nwant %+v", p.Lines, want)
	}
}

func TestPriceDeposit(t *testing.T) {
	t.Parallel()
	p := Price(Input{Mode: delivery.HomeDelivery, Rates: Standard(), Lines: []Line{preOrder(12345)}})
	if !p.PreOrder || p.Total != 12345 || p.Deposit != 2469 || p.Outstanding != 9876 {
		t.Errorf("pre-order %v, total %d, deposit %d, outstanding %d; want true, 12345, 2469, 9876",
			p.PreOrder, p.Total, p.Deposit, p.Outstanding)
	}
	// 20% of $0.13 is 2.6c: half up to 3c.
	if p := Price(Input{Mode: delivery.ClickAndCollect, Rates: Standard(), Lines: []Line{preOrder(13)}}); p.Deposit != 3 {
		t.Errorf("deposit of 13c = %d, want 3", p.Deposit)
	}
	if p := Price(Input{Mode: delivery.HomeDelivery, Rates: Standard(), Lines: []Line{goods(12345)}}); p.PreOrder || p.Deposit != 0 {
		t.Errorf("no pre-order: %v, deposit %d", p.PreOrder, p.Deposit)
	}
}

func TestPriceInstalment(t *testing.T) {
	t.Parallel()
	// A quarter rounded up: $58.50 is 4 × $14.625, so $14.63.
	for total, want := range map[money.Cents]money.Cents{0: 0, 1: 1, 4: 1, 5: 2, 5850: 1463, 10000: 2500} {
		if p := Price(Input{Mode: delivery.ClickAndCollect, Rates: Standard(), Lines: []Line{goods(total)}}); p.Instalment != want {
			t.Errorf("instalment of %d = %d, want %d", total, p.Instalment, want)
		}
	}
}

// TestPriceRates: the rates are an input, not constants read inside Price.
func TestPriceRates(t *testing.T) {
	t.Parallel()
	r := Standard()
	r.FreeHomeDeliveryFrom, r.HomeDelivery = 5000, 700
	p := Price(Input{Mode: delivery.HomeDelivery, Rates: r, Lines: []Line{goods(4999)}})
	if p.Delivery.Fee.Total != 700 || p.Delivery.ToFree != 1 {
		t.Errorf("fee %d, to free %d; want 700, 1", p.Delivery.Fee.Total, p.Delivery.ToFree)
	}
	if p := Price(Input{Mode: delivery.HomeDelivery, Rates: r, Lines: []Line{goods(5000)}}); p.Delivery.Fee.Total != 0 || !p.Delivery.Fee.Waived {
		t.Errorf("at the threshold: %+v", p.Delivery.Fee)
	}
}

// TestPricePure: the same input answers the same price; the shopper and the time change nothing yet.
func TestPricePure(t *testing.T) {
	t.Parallel()
	in := Input{Mode: delivery.HomeDelivery, Rates: Standard(), Lines: []Line{goods(4000), posted(2000)}}
	a := Price(in)
	in.Shopper, in.Now = Shopper{CustomerID: "c1"}, time.Date(2026, 12, 24, 23, 59, 0, 0, time.UTC)
	if b := Price(in); !reflect.DeepEqual(a, b) {
		t.Errorf("prices differ:\n%+v\n%+v", a, b)
	}
	if !in.Shopper.SignedIn() || (Shopper{}).SignedIn() {
		t.Error("SignedIn")
	}
}

// TestStandardMatchesDelivery: the product page's delivery quote (delivery.FeeFor) and the
// pricing function charge the same fees while both exist.
func TestStandardMatchesDelivery(t *testing.T) {
	t.Parallel()
	baskets := [][]Line{
		nil, {goods(100)}, {goods(6499)}, {goods(6500)}, {bulky(100), bulky(7000)}, {posted(1000)},
		{emailed(1000)}, {goods(2000), posted(1000), bulky(3000)}, {emailed(500), goods(9000)},
	}
	for _, lines := range baskets {
		b := delivery.Basket{}
		for _, l := range lines {
			switch l.Kind {
			case GiftCard:
				b.PhysicalGiftCards = true
			case Goods:
				b.Goods, b.Merchandise = true, b.Merchandise+l.Unit
				if l.Bulky {
					b.BulkyEntries++
				}
			}
		}
		p := Price(Input{Lines: lines, Rates: Standard()})
		for _, m := range delivery.Modes {
			got, _ := p.Option(m)
			want := delivery.FeeFor(m, b)
			if got.Total != want.Total || got.Original != want.Original || got.Bulky != want.Bulky ||
				got.GiftCard != want.GiftCard || got.Waived != want.Waived {
				t.Errorf("%+v by %s: %+v, delivery says %+v", b, m, got, want)
			}
		}
	}
}
