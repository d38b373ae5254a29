package checkout

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/pricing"
)

// snapshot is what an attempt keeps: the order to place when the payment is approved.
type snapshot struct {
	Order order.Order `json:"order"`
	// Owner is the cart's owner (the thank-you page and emptying the cart).
	Owner cart.Owner `json:"owner"`
	// Entries are the cart entries the order is for, by number and quantity: placing it removes
	// them from the cart, and leaves what another tab added meanwhile.
	Entries map[int]int `json:"entries"`
	// Save is the card source to keep for the customer once the payment is approved (voided
	// otherwise); SavePayPal keeps the PayPal billing agreement.
	Save       *payment.Source `json:"save,omitempty"`
	SavePayPal bool            `json:"savePayPal,omitempty"`
	// Lines are the stock taken, by location: the order's consignments are planned from them.
	Lines []order.Line `json:"lines,omitempty"`
	// member and memberOffer are how the cart was priced (not kept): as a OnePass member or not,
	// and what member prices would take off it.
	member      bool
	memberOffer money.Cents
}

// snapshotOf decodes an attempt's snapshot.
func snapshotOf(a order.Attempt) (snapshot, error) {
	var snap snapshot
	err := json.Unmarshal(a.Snapshot, &snap)
	return snap, err
}

// priced checks the checkout is complete and prices the cart from the database: the order to
// place, the stock to take and what the provider is asked for (after the gift cards).
func (p *placer) priced(ctx context.Context, sh Shopper, c *draft, mode payment.Method) (snapshot, []order.Line, money.Cents, error) {
	if len(c.Entries) == 0 {
		return snapshot{}, nil, 0, ErrNoEntries
	}
	email := sh.email(c)
	if email == "" {
		return snapshot{}, nil, 0, account.ErrLoginRequired
	}
	sum, err := p.Pricer.Summarise(ctx, c.Cart, nil)
	if err != nil {
		return snapshot{}, nil, 0, err
	}
	// What is charged and stored is the pricing function's answer (the summary carries it).
	pr := sum.Priced()
	if !deliveryComplete(c, &sum) {
		return snapshot{}, nil, 0, order.Fail(order.CodeIncompleteDelivery)
	}
	co := c.Checkout
	billing := co.Billing
	if co.BillingSame {
		billing = co.Delivery
	}
	if billing == nil {
		return snapshot{}, nil, 0, order.Fail(order.CodeIncompleteBilling)
	}
	o := order.Order{Version: 1, Email: email, Status: order.Placed, Mode: c.Mode,
		Details: order.Details{Entries: []order.Entry{}, Payments: []order.Payment{}, CartID: c.ID,
			Subtotal: pr.Subtotal, Discounts: pr.Discounts, GST: pr.GST, MemberSavings: pr.MemberSavings}}
	for _, a := range pr.Applied {
		if a.Code == pricing.WelcomeCode {
			o.Details.Welcome = a.Amount
		}
	}
	if sh.Customer != nil {
		o.CustomerID = sh.Customer.ID
	}
	if pr.Delivery.Due {
		f := pr.Delivery.Fee
		o.Details.DeliveryFee, o.Details.BulkyFee, o.Details.GiftCardFee = f.Total, f.Bulky, f.GiftCard
	}
	o.Total = pr.Total
	o.Details.BillingAddress = orderAddress(billing)
	if c.Mode == delivery.ClickAndCollect {
		st, err := p.Stores.Store(c.Pickup.StoreNumber)
		if err != nil {
			return snapshot{}, nil, 0, order.Fail(order.CodeInvalidStore)
		}
		o.StoreNumber = st.Number
		o.Details.Pickup = &order.Pickup{StoreNumber: st.Number, StoreName: st.DisplayName, CollectionPoint: c.Pickup.CollectionPoint,
			FirstName: c.Pickup.FirstName, LastName: c.Pickup.LastName, Phone: c.Pickup.Mobile}
	} else if co.Delivery != nil {
		o.Details.DeliveryAddress = orderAddress(co.Delivery)
	}
	snap := snapshot{Owner: sh.Owner, Entries: map[int]int{}, member: sum.OnePassMember, memberOffer: pr.MemberOffer}
	take := map[[2]string]int{}
	var keys [][2]string
	for i, e := range sum.Entries {
		// The summary's entries and the priced lines are both the cart's entries, in its order.
		pl := pr.Lines[i]
		if pl.Gone {
			return snapshot{}, nil, 0, order.Fail(order.CodeInvalidProduct)
		}
		if e.Quantity > cart.MaxProductQuantity {
			return snapshot{}, nil, 0, order.Fail(order.CodeMaxOrderQuantity)
		}
		// The order keeps each line's price as pricing answered it, so a refund gives back what
		// was paid for the line instead of pricing it again.
		oe := order.Entry{Number: e.EntryNumber, ProductCode: e.ProductCode, BaseCode: e.BaseProductCode, Name: e.Name,
			Brand: e.Brand, Colour: e.Colour, Size: e.Size, Quantity: e.Quantity, UnitPrice: pl.Unit, Total: pl.Paid}
		for _, sh := range pl.Shares {
			oe.Shares = append(oe.Shares, order.Share{Code: sh.Code, Amount: sh.Amount})
		}
		if g := e.GiftCard; g != nil {
			oe.GiftCard = map[string]string{"firstName": g.FirstName, "lastName": g.LastName, "recipientEmail": g.Email, "messageText": g.MessageText}
		}
		if pz := e.Personalisation; pz != nil {
			oe.Personalisation = map[string]string{"Text": pz.Text, "Font Type": pz.FontType, "Font Colour": pz.FontColour}
		}
		o.Details.Entries = append(o.Details.Entries, oe)
		snap.Entries[e.EntryNumber] = e.Quantity
		// Click and collect takes from the store when it has them all; otherwise (and for
		// delivery) from the online pot, which sends them on.
		loc := catalog.OnlineLocation
		if c.Mode == delivery.ClickAndCollect && e.CCStock != nil && *e.CCStock >= e.Quantity+take[[2]string{e.ProductCode, c.Pickup.StoreNumber}] {
			loc = c.Pickup.StoreNumber
		}
		k := [2]string{e.ProductCode, loc}
		if _, ok := take[k]; !ok {
			keys = append(keys, k)
		}
		take[k] += e.Quantity
	}
	lines := make([]order.Line, 0, len(keys))
	for _, k := range keys {
		lines = append(lines, order.Line{VariantCode: k[0], Location: k[1], Quantity: take[k]})
	}
	held := co.Held()
	if code := unavailable(p.Features, p.Providers.limits, mode, &sum); code != "" && (mode != payment.GiftCard || held < o.Total) {
		// The method cannot pay for this cart (a toggle off, excluded items, the order's value).
		return snapshot{}, nil, 0, order.Fail(code)
	}
	if held > o.Total {
		// The basket shrank after gift cards were applied: the shopper removes one first.
		return snapshot{}, nil, 0, order.Fail(order.CodeTotalMismatch)
	}
	for _, g := range co.GiftCards {
		o.Details.Payments = append(o.Details.Payments, order.Payment{Method: payment.GiftCard, Ref: g.Ref, Amount: g.Amount,
			Status: "authorised", CardType: "giftcard", Last4: g.Last4, Sequence: g.Sequence})
	}
	snap.Order, snap.Lines = o, lines
	snap.SavePayPal = mode == payment.PayPal && co.BillingAgreement && o.CustomerID != ""
	return snap, lines, o.Total - held, nil
}

func orderAddress(a *Address) *order.Address {
	if a == nil {
		return nil
	}
	return &order.Address{FirstName: a.FirstName, LastName: a.LastName, Line1: a.Line1, Line2: a.Line2, Town: a.Town,
		State: a.State, PostalCode: a.PostalCode, Country: a.Country, Phone: a.Phone}
}

// chargeDetails describe the order to the providers that assess it on their pages (buy now, pay
// later): the shopper, the addresses, the lines, the delivery fee and the GST in it.
func chargeDetails(o order.Order) *payment.Details {
	d := &payment.Details{DeliveryFee: o.Details.DeliveryFee, GST: o.Details.GST,
		Billing: providerAddress(o.Details.BillingAddress), Shipping: providerAddress(o.Details.DeliveryAddress)}
	if b := o.Details.BillingAddress; b != nil {
		d.FirstName, d.LastName, d.Phone = b.FirstName, b.LastName, b.Phone
	}
	if pk := o.Details.Pickup; pk != nil && pk.FirstName != "" {
		// Click and collect: the collector is who the provider assesses when they are the payer.
		if d.FirstName == "" {
			d.FirstName, d.LastName = pk.FirstName, pk.LastName
		}
		if d.Phone == "" {
			d.Phone = pk.Phone
		}
	}
	for _, e := range o.Details.Entries {
		d.Items = append(d.Items, payment.Item{Name: e.Name, SKU: e.ProductCode, Quantity: e.Quantity, Price: e.UnitPrice})
	}
	return d
}

// providerAddress is an order address as the providers take it.
func providerAddress(a *order.Address) *payment.Address {
	if a == nil {
		return nil
	}
	return &payment.Address{Name: strings.TrimSpace(a.FirstName + " " + a.LastName), Line1: a.Line1, Line2: a.Line2,
		Suburb: a.Town, State: a.State, Postcode: a.PostalCode, Country: a.Country, Phone: a.Phone}
}
