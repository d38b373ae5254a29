// Package pricing is the shop's one pricing function (docs/pricing.md): what a cart's lines, its
// delivery and its total cost, and the GST in it. Price is a pure function of its Input: the
// callers (the cart summary and its delivery-mode options, checkout, place order) read the
// catalogue, the stock and the stores first and hand Price what they read, so the same cart is
// priced the same everywhere and a test needs no fakes. Membership prices, promotions, vouchers,
// the team member discount and loyalty points are to plug in here, not in the callers.
package pricing

import (
	"cmp"
	"slices"
	"time"

	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/platform/money"
)

// Kind is what sort of item a line is, which sets how it is delivered and taxed.
type Kind int

// The kinds of line.
const (
	// Goods are everything but gift cards: they count towards free home delivery and carry GST.
	Goods Kind = iota
	// GiftCard is a physical gift card, posted: its order pays the gift card postage once.
	GiftCard
	// EGiftCard is an e-gift card, e-mailed: no delivery fee.
	EGiftCard
)

// IsGiftCard reports whether the kind is a gift card of either sort (not a taxable supply until
// it is spent, and never paid for with gift cards).
func (k Kind) IsGiftCard() bool { return k == GiftCard || k == EGiftCard }

// Line is one cart entry as the caller read it from the catalogue just now.
type Line struct {
	// Entry is the cart's entry number, answered back on the priced line.
	Entry int
	// Variant is the variant code.
	Variant  string
	Quantity int
	// Unit is the catalogue's price of one unit now (GST inclusive).
	Unit money.Cents
	// MemberUnit is the OnePass member price of one unit (0: the product has none); a member
	// pays it when it is lower than Unit.
	MemberUnit money.Cents
	Kind       Kind
	// Bulky lines delivered to an address pay the bulky fee, once per line.
	Bulky bool
	// PreOrder lines are paid by a deposit now (Priced.Deposit).
	PreOrder bool
	// Gone marks a line whose variant the catalogue no longer sells: it is not priced (Unit,
	// Quantity and Kind are ignored) and not counted, and an order cannot be placed with it.
	Gone bool
}

// Shopper is who the prices are for.
type Shopper struct {
	// CustomerID is the signed-in customer whose cart it is; "" for an anonymous shopper.
	CustomerID string
	// Member is an active OnePass member (docs/membership.md#benefits): member prices, and home
	// delivery at $0 (bulky fees and gift card postage stay).
	Member bool
	// Welcome is the member's welcome reward still to use: Welcome off an order whose goods come
	// to WelcomeMinSpend or more (0: none).
	Welcome, WelcomeMinSpend money.Cents
}

// WelcomeCode names the OnePass welcome reward among a price's offers (the contract's
// onePassWelcome order promotion).
const WelcomeCode = "onePassWelcome"

// SignedIn reports whether the shopper is a customer (member prices and the team member
// discount need one).
func (s Shopper) SignedIn() bool { return s.CustomerID != "" }

// Rates are what delivery costs and what a pre-order pays now (docs/delivery.md#modes-and-fees-rulesgo).
// They are an input rather than constants read inside Price so that an offer that changes them
// (free delivery for members, a lower threshold for a weekend) is a different input, not a
// different function, and so that tests state the numbers they rely on.
type Rates struct {
	// HomeDelivery is the home delivery fee, waived when the goods come to FreeHomeDeliveryFrom.
	HomeDelivery         money.Cents
	FreeHomeDeliveryFrom money.Cents
	// Express is express delivery's fee, never waived.
	Express money.Cents
	// Bulky is added per bulky line delivered to an address (home delivery).
	Bulky money.Cents
	// GiftCardPostage is added once per order that posts physical gift cards, by any mode.
	GiftCardPostage money.Cents
	// DepositPercent is the share of a pre-order's total paid now.
	DepositPercent int64
}

// PreOrderDepositPercent is the share of a pre-order's total the shop asks for now (docs/cart.md).
const PreOrderDepositPercent = 20

// Standard are the shop's rates (delivery's fees, a 20% pre-order deposit).
func Standard() Rates {
	return Rates{HomeDelivery: delivery.HomeDeliveryFee, FreeHomeDeliveryFrom: delivery.FreeHomeDeliveryFrom,
		Express: delivery.ExpressFee, Bulky: delivery.BulkyFee, GiftCardPostage: delivery.GiftCardDeliveryFee,
		DepositPercent: PreOrderDepositPercent}
}

// Input is everything a price depends on.
type Input struct {
	// Lines are the cart's entries in the cart's order, gone ones included.
	Lines []Line
	// Mode is the delivery mode chosen ("" when none is).
	Mode  delivery.Mode
	Rates Rates
	// Shopper is who is buying.
	Shopper Shopper
	// Now is the moment priced (offers have windows); the caller reads its clock.
	Now time.Time
}

// Share is part of a line's discount given by one offer: refunds give back what was paid, share
// by share, instead of pricing the line again.
type Share struct {
	// Code names the offer (a promotion code, a voucher, "team", "points").
	Code   string
	Amount money.Cents
}

// PricedLine is one line's price.
type PricedLine struct {
	Entry    int
	Variant  string
	Quantity int
	Kind     Kind
	// Unit is the price of one unit before the line's discounts: the catalogue's price, or the
	// member price when one applies.
	Unit money.Cents
	// MemberSaving is what the member price saves on the line: (catalogue price − Unit) × Quantity.
	MemberSaving money.Cents
	// Shares are the line's part of each order discount, by offer.
	Shares []Share
	// Paid is what the line costs: Unit × Quantity less the shares.
	Paid money.Cents
	// Gone is Line.Gone: the line is not sold any more and costs nothing.
	Gone bool
}

// Fee is what delivering the cart by one mode costs.
type Fee struct {
	Mode delivery.Mode
	// Total is what the shopper pays for delivery, Bulky and GiftCard included.
	Total money.Cents
	// Original is Total before free home delivery waived the mode's own fee.
	Original money.Cents
	// Bulky and GiftCard are the parts of Total for bulky lines and posted gift cards.
	Bulky, GiftCard money.Cents
	// Waived reports that the goods reached the free home delivery threshold.
	Waived bool
	// Advantage reports home delivery free as a OnePass benefit (the mode's advantage entry).
	Advantage bool
}

// Delivery is the delivery part of the price.
type Delivery struct {
	// Due reports whether the cart pays delivery: a mode is chosen, or the cart has no goods (gift
	// cards need no choice; a posted one pays the postage). False for an empty cart.
	Due bool
	// Fee is the fee due (its Mode is the chosen one, or home delivery for gift cards only); zero
	// when not Due.
	Fee Fee
	// Options are what each mode would cost the cart, in delivery.Modes order.
	Options []Fee
	// ToFree is how much more goods would make home delivery free: 0 once they do, and without goods.
	ToFree money.Cents
}

// Applied is an offer that changed the price, and why it applied (filled when promotions,
// vouchers, the team member discount and points arrive; empty today).
type Applied struct {
	Code        string
	Description string
	// Amount is what the offer took off, over all lines and delivery.
	Amount money.Cents
}

// Refused is an offer the cart does not (yet) get, and why not: "spend $12.50 more" (empty today).
type Refused struct {
	Code   string
	Reason string
	// Short is how much more spend would win it (0 when spending more would not).
	Short money.Cents
}

// Priced is Price's answer. Every amount is GST inclusive.
type Priced struct {
	// Lines are Input.Lines priced, in the same order.
	Lines []PricedLine
	// Subtotal is the lines' price before order discounts (Unit × Quantity), added up.
	Subtotal money.Cents
	// Goods is the part of Subtotal that is not gift cards: what free home delivery counts.
	Goods money.Cents
	// GiftCards is the part of Subtotal that is gift cards, on which no GST is due.
	GiftCards money.Cents
	Delivery  Delivery
	// Discounts are the order's discounts (the welcome reward, later promotions): the lines'
	// shares added up. Discounts reduce product lines, never delivery.
	Discounts money.Cents
	// MemberSavings is what membership saved on this price: the lines' member savings and the
	// home delivery fee waived for a member.
	MemberSavings money.Cents
	// MemberOffer is what the lines' member prices take off for a member, whoever the shopper is
	// (place order tells a customer whose membership ended why their total went up).
	MemberOffer money.Cents
	// Total is Subtotal + the delivery fee due − Discounts.
	Total money.Cents
	// GST is one eleventh of the taxable part of Total (Total less gift cards), rounded half up to
	// the cent.
	GST money.Cents
	// Deposit is what a cart with a pre-order pays now: Rates.DepositPercent of Total, rounded
	// half up to the cent (0 without a pre-order); Outstanding, the rest, is paid when it ships.
	Deposit, Outstanding money.Cents
	// Instalment is a quarter of Total rounded up to the cent: each of four buy-now-pay-later
	// payments (whether a method may take them is checkout's rule, not a price).
	Instalment money.Cents
	// PreOrder, HasGoods and HasGiftCard report whether any line still sold is a pre-order, goods,
	// or a gift card of either sort.
	PreOrder, HasGoods, HasGiftCard bool
	// Applied are the offers that changed the price; Refused those within reach or turned down.
	// Both are empty until promotions arrive (never nil, so they answer [] on the wire).
	Applied []Applied
	Refused []Refused
}

// Price prices a cart. It reads nothing but its input: no catalogue, no clock. The offers stack in
// one order (docs/pricing.md#stacking): member prices, then order discounts spread over the goods
// lines, then delivery.
func Price(in Input) Priced {
	out := Priced{Lines: make([]PricedLine, 0, len(in.Lines)), Applied: []Applied{}, Refused: []Refused{}}
	var bulky int
	var posted bool
	for _, l := range in.Lines {
		pl := PricedLine{Entry: l.Entry, Variant: l.Variant, Quantity: l.Quantity, Kind: l.Kind, Gone: l.Gone}
		if l.Gone {
			out.Lines = append(out.Lines, pl)
			continue
		}
		pl.Unit = l.Unit
		if l.MemberUnit > 0 && l.MemberUnit < l.Unit {
			out.MemberOffer += (l.Unit - l.MemberUnit) * money.Cents(l.Quantity)
		}
		if in.Shopper.Member && l.MemberUnit > 0 && l.MemberUnit < l.Unit {
			pl.Unit = l.MemberUnit
			pl.MemberSaving = (l.Unit - l.MemberUnit) * money.Cents(l.Quantity)
			out.MemberSavings += pl.MemberSaving
		}
		pl.Paid = pl.Unit * money.Cents(l.Quantity)
		out.Subtotal += pl.Paid
		switch l.Kind {
		case GiftCard:
			posted = true
			out.GiftCards += pl.Paid
			out.HasGiftCard = true
		case EGiftCard:
			out.GiftCards += pl.Paid
			out.HasGiftCard = true
		default:
			out.Goods += pl.Paid
			out.HasGoods = true
			if l.Bulky {
				bulky++
			}
		}
		out.PreOrder = out.PreOrder || l.PreOrder
		out.Lines = append(out.Lines, pl)
	}
	welcome(&out, in.Shopper)
	r := in.Rates
	for _, m := range delivery.Modes {
		out.Delivery.Options = append(out.Delivery.Options, r.fee(m, out.Goods, bulky, posted, out.HasGoods, in.Shopper.Member))
	}
	switch {
	case len(in.Lines) == 0:
	case in.Mode != "":
		out.Delivery.Due, out.Delivery.Fee = true, r.fee(in.Mode, out.Goods, bulky, posted, out.HasGoods, in.Shopper.Member)
	case !out.HasGoods:
		// Gift cards only need no choice: they go by post (or e-mail), at the postage's price.
		out.Delivery.Due, out.Delivery.Fee = true, r.fee(delivery.HomeDelivery, out.Goods, bulky, posted, false, false)
	}
	if out.HasGoods && !in.Shopper.Member {
		out.Delivery.ToFree = max(r.FreeHomeDeliveryFrom-out.Goods, 0)
	}
	if f := out.Delivery.Fee; f.Advantage && !f.Waived {
		out.MemberSavings += f.Original - f.Total // what a non-member would have paid for it
	}
	out.Total = out.Subtotal + out.Delivery.Fee.Total - out.Discounts
	out.GST = gst(max(out.Total-out.GiftCards, 0))
	if out.PreOrder {
		out.Deposit = (out.Total*money.Cents(r.DepositPercent) + 50) / 100
		out.Outstanding = out.Total - out.Deposit
	}
	out.Instalment = (out.Total + 3) / 4
	return out
}

// welcome applies the OnePass welcome reward to goods of its minimum spend, or says how far off
// they are: the amount is spread over the goods lines as their shares.
func welcome(out *Priced, sh Shopper) {
	if sh.Welcome <= 0 || !out.HasGoods {
		return
	}
	if out.Goods < sh.WelcomeMinSpend {
		short := sh.WelcomeMinSpend - out.Goods
		out.Refused = append(out.Refused, Refused{Code: WelcomeCode, Short: short,
			Reason: "Spend " + short.Format() + " more to get " + sh.Welcome.Format() + " off with your OnePass welcome reward"})
		return
	}
	amount := min(sh.Welcome, out.Goods)
	spread(out, WelcomeCode, amount)
	out.Applied = append(out.Applied, Applied{Code: WelcomeCode, Description: "OnePass welcome reward: " + sh.Welcome.Format() + " off", Amount: amount})
}

// spread shares amount of an order discount over the goods lines in proportion to what they cost,
// to the cent (largest remainders take the odd cents, earlier lines first on a tie), so that the
// shares add up to amount exactly and a refund gives back what each line was paid.
func spread(out *Priced, code string, amount money.Cents) {
	type part struct {
		i   int
		rem int64
	}
	var parts []part
	var given money.Cents
	for i, pl := range out.Lines {
		if pl.Gone || pl.Kind != Goods || pl.Paid <= 0 {
			continue
		}
		n := int64(amount) * int64(pl.Paid)
		share := money.Cents(n / int64(out.Goods))
		out.Lines[i].Shares = append(out.Lines[i].Shares, Share{Code: code, Amount: share})
		given += share
		parts = append(parts, part{i: i, rem: n % int64(out.Goods)})
	}
	slices.SortStableFunc(parts, func(a, b part) int { return cmp.Compare(b.rem, a.rem) })
	for k := 0; given < amount && k < len(parts); k++ {
		sh := out.Lines[parts[k].i].Shares
		sh[len(sh)-1].Amount++
		given++
	}
	for i := range out.Lines {
		pl := &out.Lines[i]
		if len(pl.Shares) > 0 && pl.Shares[len(pl.Shares)-1].Code == code {
			pl.Paid -= pl.Shares[len(pl.Shares)-1].Amount
		}
	}
	out.Discounts += amount
}

// fee is what delivering the cart by mode m costs. Goods collected are free, bulky ones too; a
// posted gift card pays the postage whatever the mode of the rest.
func (r Rates) fee(m delivery.Mode, goods money.Cents, bulky int, posted, hasGoods, member bool) Fee {
	f := Fee{Mode: m}
	if posted {
		f.GiftCard = r.GiftCardPostage
	}
	if hasGoods {
		switch m {
		case delivery.HomeDelivery:
			f.Original = r.HomeDelivery
			switch {
			case member:
				// A member's home delivery is free whatever the spend: the mode's advantage entry.
				f.Advantage, f.Waived = true, goods >= r.FreeHomeDeliveryFrom
			case goods >= r.FreeHomeDeliveryFrom:
				f.Waived = true
			default:
				f.Total = r.HomeDelivery
			}
			f.Bulky = r.Bulky * money.Cents(bulky)
		case delivery.Express:
			f.Original, f.Total = r.Express, r.Express
		}
	}
	f.Total += f.Bulky + f.GiftCard
	f.Original += f.Bulky + f.GiftCard
	return f
}

// gst is the GST in a GST-inclusive amount: one eleventh, rounded half up to the cent.
func gst(taxable money.Cents) money.Cents { return (taxable*2 + 11) / 22 }

// Option is the fee of mode m among p's options (false when m is not a mode).
func (p Priced) Option(m delivery.Mode) (Fee, bool) {
	for _, f := range p.Delivery.Options {
		if f.Mode == m {
			return f, true
		}
	}
	return Fee{}, false
}
