package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/demo"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/payment/sandbox"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/receipt"
	"github.com/wattle/storefront/internal/storage"
)

// The demo customer's past purchases: a newcomer who signs in as the demo customer sees an order
// history at once, with an online order in every status (several sent in parts, one returned and
// refunded, one past its return window) and in-store receipts with barcodes. They are written as
// they would stand after fulfilment; no stock is taken for them. Each order was paid by a card the
// sandbox gateway authorised and captured for its total (and refunded what the order's refunds
// say), as the live checkout's payments are: a refund staff make of a demo order reaches the
// sandbox and succeeds. Everything is written in one transaction (one commit, however many rows).

var errEnough = errors.New("enough products")

// demoCard is the sandbox test card the demo customer paid with (docs/payments.md#test-cards).
const demoCard = "4242424242424242"

// seedDemoHistory writes the demo customer's past orders and receipts, and their payments in the
// sandbox.
func seedDemoHistory(ctx context.Context, st Storage, clk clock.Clock) error {
	now := clk.Now()
	cust, err := st.CustomerByEmail(ctx, account.DemoEmail)
	if err != nil {
		return err
	}
	if existing, err := st.OrdersByCustomer(ctx, cust.ID, 1); err != nil || len(existing) > 0 {
		return err // already there (another node, or a restart)
	}
	var products []catalog.Product
	err = st.EachProduct(ctx, func(p catalog.Product, _ []int) error {
		if p.GiftCard == "" && !p.PreOrder && len(p.Variants) > 0 {
			products = append(products, p)
		}
		if len(products) == 24 {
			return errEnough
		}
		return nil
	})
	if err != nil && !errors.Is(err, errEnough) {
		return err
	}
	if len(products) < 8 {
		return nil // a catalogue too small for a history
	}
	return st.WithTx(ctx, func(tx storage.Stores) error {
		return writeDemoHistory(ctx, tx, sandbox.NewProviders(tx, clk), cust, products, now)
	})
}

// writeDemoHistory writes the history of seedDemoHistory in tx, the payments through pay (the
// sandboxes over tx).
func writeDemoHistory(ctx context.Context, st storage.Stores, pay *sandbox.Providers, cust account.Customer, products []catalog.Product,
	now time.Time) error {
	stores := demo.Stores()
	home, other := stores[0], stores[len(stores)/2]
	addr := &order.Address{FirstName: cust.FirstName, LastName: cust.LastName, Line1: "12 High Street", Town: "Kew", State: "VIC",
		PostalCode: "3101", Country: "AU", Phone: cust.Mobile}
	day := 24 * time.Hour
	type part struct {
		loc     string
		status  order.ConsignmentStatus
		handed  time.Duration // before now, for shipped / collected
		entries []int         // entry numbers
	}
	type plan struct {
		ago      time.Duration
		mode     delivery.Mode
		items    []int // product indexes
		parts    []part
		returned int // units of the first entry returned and refunded
	}
	online := catalog.OnlineLocation
	plans := []plan{
		{ago: 2 * time.Hour, mode: delivery.HomeDelivery, items: []int{0, 1},
			parts: []part{{online, order.ConsignmentPlaced, 0, []int{0, 1}}}},
		{ago: 1 * day, mode: delivery.HomeDelivery, items: []int{2, 3},
			parts: []part{{online, order.ConsignmentPicked, 0, []int{0}}, {home.Number, order.ConsignmentPlaced, 0, []int{1}}}},
		{ago: 3 * day, mode: delivery.Express, items: []int{4, 5, 6},
			parts: []part{{online, order.ConsignmentShipped, 2 * day, []int{0, 1}}, {other.Number, order.ConsignmentPicked, 0, []int{2}}}},
		{ago: 6 * day, mode: delivery.ClickAndCollect, items: []int{7},
			parts: []part{{home.Number, order.ConsignmentReady, 0, []int{0}}}},
		{ago: 12 * day, mode: delivery.HomeDelivery, items: []int{8, 9},
			parts: []part{{online, order.ConsignmentShipped, 10 * day, []int{0, 1}}}, returned: 1},
		{ago: 21 * day, mode: delivery.ClickAndCollect, items: []int{10, 11},
			parts: []part{{home.Number, order.ConsignmentCollected, 19 * day, []int{0, 1}}}},
		{ago: 30 * day, mode: delivery.HomeDelivery, items: []int{12, 13},
			parts: []part{{online, order.ConsignmentShipped, 28 * day, []int{0}}, {home.Number, order.ConsignmentShipped, 27 * day, []int{1}}}},
		{ago: 45 * day, mode: delivery.HomeDelivery, items: []int{14},
			parts: []part{{online, order.ConsignmentCancelled, 0, []int{0}}}},
		{ago: 95 * day, mode: delivery.HomeDelivery, items: []int{15, 16},
			parts: []part{{online, order.ConsignmentShipped, 93 * day, []int{0, 1}}}},
	}
	for i, pl := range plans {
		code, err := st.NextOrderCode(ctx)
		if err != nil {
			return err
		}
		placed := now.Add(-pl.ago).Truncate(time.Millisecond).UTC()
		o := order.Order{Code: code, CustomerID: cust.ID, Email: cust.Email, Mode: pl.mode, PlacedAt: placed, UpdatedAt: placed}
		for n, pi := range pl.items {
			p := products[pi%len(products)]
			v := p.Variants[(i+n)%len(p.Variants)]
			qty := 1 + (i+n)%2
			o.Details.Entries = append(o.Details.Entries, order.Entry{Number: n, ProductCode: v.Code, BaseCode: p.Code, Name: p.Name,
				Brand: p.Brand, Colour: v.Colour, Size: v.Size, Quantity: qty, UnitPrice: v.Price, Total: v.Price * money.Cents(qty)})
			o.Details.Subtotal += v.Price * money.Cents(qty)
		}
		switch pl.mode {
		case delivery.ClickAndCollect:
			o.StoreNumber = home.Number
			point := ""
			if len(home.CollectionPoints) > 0 {
				point = home.CollectionPoints[0]
			}
			o.Details.Pickup = &order.Pickup{StoreNumber: home.Number, StoreName: home.DisplayName, CollectionPoint: point,
				FirstName: cust.FirstName, LastName: cust.LastName, Phone: cust.Mobile}
		default:
			// The shop's own fee rule (free home delivery from $65, express $15), so a past order
			// charged what the same basket would be charged today.
			o.Details.DeliveryAddress = addr
			o.Details.DeliveryFee = delivery.FeeFor(pl.mode, delivery.Basket{Merchandise: o.Details.Subtotal, Goods: true}).Total
		}
		o.Details.BillingAddress = addr
		if i == 2 {
			o.Details.Discounts = o.Details.Subtotal / 10 // a 10% promotion
		}
		o.Total = o.Details.Subtotal + o.Details.DeliveryFee - o.Details.Discounts
		o.Details.GST = receipt.GSTOf(o.Total)
		paid, err := demoPayment(ctx, pay, cust, code, o.Total, now)
		if err != nil {
			return fmt.Errorf("order %s: %w", code, err)
		}
		o.Details.Payments = []order.Payment{paid}
		var cs []order.Consignment
		for n, pt := range pl.parts {
			c := order.Consignment{Code: fmt.Sprintf("%s-%d", code, n+1), Location: pt.loc, Mode: pl.mode, Status: pt.status}
			for _, e := range pt.entries {
				c.Entries = append(c.Entries, order.ConsignedEntry{Number: e, Quantity: o.Details.Entries[e].Quantity})
			}
			handed := now.Add(-pt.handed).Truncate(time.Millisecond).UTC()
			picked := placed.Add(3 * time.Hour)
			switch pt.status {
			case order.ConsignmentPicked:
				c.PickedAt = picked
			case order.ConsignmentShipped:
				c.PickedAt, c.ShippedAt = picked, handed
				c.Carrier, c.TrackingNumber = "auspost", fmt.Sprintf("33WAT%s%02d", code, n+1)
			case order.ConsignmentReady:
				c.PickedAt, c.ReadyAt = picked, picked.Add(time.Hour)
			case order.ConsignmentCollected:
				c.PickedAt, c.ReadyAt, c.CollectedAt = picked, picked.Add(time.Hour), handed
				c.CollectedBy = cust.FirstName + " " + cust.LastName
			case order.ConsignmentCancelled:
				c.CancelledAt, c.CancelReason = placed.Add(5*time.Hour), "The last one was damaged in our warehouse"
			}
			cs = append(cs, c)
		}
		o.Status = order.StatusOf(cs)
		if o.Status == order.Cancelled {
			at := placed.Add(5 * time.Hour)
			o.Details.Refunds = []order.Refund{{ID: cs[0].Code + "/1", Method: string(payment.Card), Ref: paid.Ref, Amount: o.Total,
				At: at, Status: order.RefundMade, SettledAt: at.Add(time.Minute)}}
			if err := pay.Card.Refund(ctx, paid.Ref, o.Total); err != nil {
				return fmt.Errorf("order %s: refund: %w", code, err)
			}
		}
		if err := st.InsertOrder(ctx, o); err != nil {
			return err
		}
		if err := st.InsertConsignments(ctx, code, cs, placed); err != nil {
			return err
		}
		if pl.returned > 0 {
			e := o.Details.Entries[0]
			at := now.Add(-5 * day).Truncate(time.Millisecond).UTC()
			amount := order.EstimatedRefund(o, map[int]int{e.Number: pl.returned}, nil)
			r := order.Return{Code: "R" + code + "-1", OrderCode: code, Status: order.ReturnRefunded,
				Entries: []order.ReturnEntry{{Number: e.Number, ProductCode: e.ProductCode, Quantity: pl.returned, Reason: "wrong-size"}},
				Address: order.ReturnAddress{FirstName: cust.FirstName, LastName: cust.LastName, Phone: cust.Mobile, Email: cust.Email,
					Line1: addr.Line1, Town: addr.Town, State: addr.State, PostalCode: addr.PostalCode, Location: "Kew VIC 3101"},
				EstimatedRefund: amount, CreatedAt: at, UpdatedAt: at.Add(2 * day), ReceivedAt: at.Add(day), RefundedAt: at.Add(2 * day),
				ReceivedBy: "fulfilment@wattle.example", RefundedBy: "service@wattle.example",
				Refunds: []order.Refund{{ID: "R" + code + "-1/1", Method: string(payment.Card), Ref: paid.Ref, Amount: amount, At: at.Add(2 * day),
					Status: order.RefundMade, SettledAt: at.Add(2*day + time.Minute)}}}
			if err := st.InsertReturn(ctx, r); err != nil {
				return err
			}
			if err := pay.Card.Refund(ctx, paid.Ref, amount); err != nil {
				return fmt.Errorf("order %s: refund: %w", code, err)
			}
		}
	}
	refs := make([]receipt.StoreRef, 0, len(stores))
	for _, s := range stores {
		refs = append(refs, receipt.StoreRef{Number: s.Number, Name: s.DisplayName})
	}
	var items []receipt.ProductRef
	for _, p := range products[8:] {
		items = append(items, receipt.ProductRef{Code: p.Variants[0].Code, Name: p.Name, Price: p.Variants[0].Price})
	}
	for _, r := range receipt.Demo(cust.ID, refs, items, now) {
		r.CustomerID = cust.ID
		if _, err := st.InsertReceipt(ctx, r); err != nil {
			return err
		}
	}
	return nil
}

// demoPayment pays total for the demo order code as the checkout does (a one-time token of the
// demo card, authorised by the sandbox gateway under the order's reference) and captures it, as
// fulfilment of a past order would have.
func demoPayment(ctx context.Context, pay *sandbox.Providers, cust account.Customer, code string, total money.Cents,
	now time.Time) (order.Payment, error) {
	tok, _, err := pay.Card.Tokenize(ctx, sandbox.CardInput{Number: demoCard, Name: cust.FirstName + " " + cust.LastName, CVV: "123",
		ExpiryMonth: 12, ExpiryYear: now.Year() + 3})
	if err != nil {
		return order.Payment{}, err
	}
	out, err := pay.Card.Authorize(ctx, payment.Charge{Reference: "demo" + code, Amount: total, Token: tok, Email: cust.Email})
	if err != nil {
		return order.Payment{}, err
	}
	if out.Status != payment.Approved {
		return order.Payment{}, fmt.Errorf("the sandbox did not approve the demo card: %s %s", out.Status, out.Decline)
	}
	if err := pay.Card.Capture(ctx, out.Ref, total); err != nil {
		return order.Payment{}, err
	}
	return order.Payment{Method: payment.Card, Ref: out.Ref, Amount: total, Status: "captured", CardType: out.CardType, Last4: out.Last4}, nil
}
