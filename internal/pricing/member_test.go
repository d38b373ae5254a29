package pricing

import (
	"testing"

	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/platform/money"
)

// member is an active OnePass member with the welcome reward ($10 off $50) still to use, or not.
func member(welcome bool) Shopper {
	sh := Shopper{CustomerID: "c1", Member: true}
	if welcome {
		sh.Welcome, sh.WelcomeMinSpend = 1000, 5000
	}
	return sh
}

func TestMemberPrices(t *testing.T) {
	t.Parallel()
	lines := []Line{{Quantity: 2, Unit: 2000, MemberUnit: 1800}, {Quantity: 1, Unit: 1000, MemberUnit: 1200}, goods(500)}
	in := Input{Lines: lines, Mode: delivery.HomeDelivery, Rates: Standard()}
	guest := Price(in)
	if guest.Subtotal != 5500 || guest.Delivery.Fee.Total != 900 || guest.MemberSavings != 0 || guest.Delivery.Fee.Advantage {
		t.Fatalf("a non-member pays catalogue prices and delivery: %+v", guest)
	}
	in.Shopper = member(false)
	m := Price(in)
	// 2 × $18 (saving $4), the $12 "member price" above the $10 price is ignored, $5 as it is.
	if m.Lines[0].Unit != 1800 || m.Lines[0].MemberSaving != 400 || m.Lines[1].Unit != 1000 || m.Lines[1].MemberSaving != 0 {
		t.Fatalf("member lines: %+v", m.Lines)
	}
	if m.Subtotal != 5100 || m.Delivery.Fee.Total != 0 || !m.Delivery.Fee.Advantage || m.Delivery.ToFree != 0 {
		t.Fatalf("member totals: %+v", m)
	}
	// Savings: $4 on prices and the $9 home delivery fee a non-member would pay under $65.
	if m.MemberSavings != 400+900 || m.Total != 5100 {
		t.Fatalf("member savings %d, total %d", m.MemberSavings, m.Total)
	}
	if hd, _ := m.Option(delivery.HomeDelivery); !hd.Advantage || hd.Total != 0 {
		t.Fatalf("the HD option is the member's advantage entry: %+v", hd)
	}
	if ed, _ := m.Option(delivery.Express); ed.Advantage || ed.Total != Standard().Express {
		t.Fatalf("express is not free for members: %+v", ed)
	}
}

func TestMemberDeliveryKeepsBulkyAndPostage(t *testing.T) {
	t.Parallel()
	p := Price(Input{Lines: []Line{bulky(3000), posted(5000)}, Mode: delivery.HomeDelivery, Rates: Standard(), Shopper: member(false)})
	r := Standard()
	if p.Delivery.Fee.Total != r.Bulky+r.GiftCardPostage || p.Delivery.Fee.Bulky != r.Bulky || p.MemberSavings != r.HomeDelivery {
		t.Fatalf("a member's home delivery keeps the bulky fee and postage: %+v (savings %d)", p.Delivery.Fee, p.MemberSavings)
	}
}

func TestWelcomeReward(t *testing.T) {
	t.Parallel()
	// Below $50 of goods: refused with what is missing; gift cards do not count.
	short := Price(Input{Lines: []Line{goods(4000), posted(5000)}, Rates: Standard(), Shopper: member(true)})
	if short.Discounts != 0 || len(short.Applied) != 0 || len(short.Refused) != 1 || short.Refused[0].Code != WelcomeCode || short.Refused[0].Short != 1000 {
		t.Fatalf("under $50: %+v %+v", short.Applied, short.Refused)
	}
	// $10 spread over three goods lines of $33.33, $33.33 and $33.34 (and never the gift card):
	// the shares add up to $10 exactly, in proportion, the odd cent to the largest remainder.
	lines := []Line{goods(3333), goods(3333), goods(3334), emailed(2500)}
	p := Price(Input{Lines: lines, Mode: delivery.HomeDelivery, Rates: Standard(), Shopper: member(true)})
	if p.Discounts != 1000 || len(p.Applied) != 1 || p.Applied[0].Code != WelcomeCode || p.Applied[0].Amount != 1000 {
		t.Fatalf("welcome applied: %+v", p.Applied)
	}
	var shares money.Cents
	for i, pl := range p.Lines[:3] {
		if len(pl.Shares) != 1 || pl.Shares[0].Code != WelcomeCode {
			t.Fatalf("line %d shares: %+v", i, pl.Shares)
		}
		if pl.Paid != pl.Unit-pl.Shares[0].Amount {
			t.Fatalf("line %d paid %d", i, pl.Paid)
		}
		shares += pl.Shares[0].Amount
	}
	if shares != 1000 || len(p.Lines[3].Shares) != 0 || p.Lines[3].Paid != 2500 {
		t.Fatalf("shares %d; gift card %+v", shares, p.Lines[3])
	}
	if p.Lines[0].Shares[0].Amount != 333 || p.Lines[1].Shares[0].Amount != 333 || p.Lines[2].Shares[0].Amount != 334 {
		t.Fatalf("shares in proportion: %+v", p.Lines)
	}
	// The total: goods and gift card, less the reward; delivery free for the member.
	if p.Subtotal != 12500 || p.Total != 11500 {
		t.Fatalf("subtotal %d total %d", p.Subtotal, p.Total)
	}
	// Without membership (or the reward used) nothing is taken off.
	none := Price(Input{Lines: lines, Rates: Standard(), Shopper: member(false)})
	if none.Discounts != 0 || len(none.Applied) != 0 || len(none.Refused) != 0 {
		t.Fatalf("no reward: %+v", none)
	}
}

// TestSpreadAddsUp: whatever the lines, the shares of an order discount add up to it exactly and
// no line pays less than nothing.
func TestSpreadAddsUp(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 7; n++ {
		for _, amount := range []money.Cents{1, 7, 999, 1000, 4999} {
			var lines []Line
			for i := range n {
				lines = append(lines, Line{Quantity: 1 + i%3, Unit: money.Cents(701 + 397*i)})
			}
			p := Price(Input{Lines: lines, Rates: Standard(), Shopper: Shopper{Member: true, Welcome: amount, WelcomeMinSpend: 1}})
			var sum money.Cents
			for _, pl := range p.Lines {
				for _, sh := range pl.Shares {
					sum += sh.Amount
				}
				if pl.Paid < 0 {
					t.Fatalf("%d lines, %d off: a line pays %d", n, amount, pl.Paid)
				}
			}
			if sum != min(amount, p.Goods) || p.Total != p.Subtotal-sum {
				t.Fatalf("%d lines, %d off: shares add up to %d, total %d of %d", n, amount, sum, p.Total, p.Subtotal)
			}
		}
	}
}
