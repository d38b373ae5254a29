package aftersale_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/aftersale"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/staff"
	"github.com/wattle/storefront/internal/storage"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

// The after-sale rules against both engines with a clock the tests move: the 60-day window's
// edges per consignment, partial and repeated returns, refunds spread over the payments.

var start = time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)

type fixture struct {
	svc   *aftersale.Service
	st    storage.Engine
	clock *clock.Fixed
}

func eachEngine(t *testing.T, fn func(t *testing.T, f fixture)) {
	for name, open := range storagetest.Engines() {
		t.Run(name, func(t *testing.T) {
			st := open(t)
			clk := clock.NewFixed(start)
			cfg := aftersale.DefaultConfig()
			svc := aftersale.New(aftersale.Deps{Store: st, Tx: storage.Tx[aftersale.TxStore](st), Clock: clk}, cfg)
			fn(t, fixture{svc: svc, st: st, clock: clk})
		})
	}
}

var clerk = staff.Member{Email: "pat@wattle.example", Role: staff.Manager}

// place stores an order of two entries (2 × $30 and 1 × $40, $10 off, $9 delivery) paid by a
// gift card ($20) and a card, in two consignments: entry 0 from the warehouse, entry 1 from a store.
func place(t *testing.T, f fixture, code string) order.Order {
	t.Helper()
	o := order.Order{Code: code, Email: "ada@example.com", Mode: delivery.HomeDelivery, Status: order.Placed, PlacedAt: f.clock.Now(),
		UpdatedAt: f.clock.Now(), Details: order.Details{
			Entries: []order.Entry{{Number: 0, ProductCode: "10000016", Name: "Linen Lamp", Quantity: 2, UnitPrice: 3000, Total: 6000},
				{Number: 1, ProductCode: "10000024", Name: "Oak Stool", Quantity: 1, UnitPrice: 4000, Total: 4000}},
			Subtotal: 10000, Discounts: 1000, DeliveryFee: 900,
			Payments: []order.Payment{{Method: payment.GiftCard, Ref: "gc_1", Amount: 2000, Sequence: 1, Last4: "0005"},
				{Method: payment.Card, Ref: "auth_1", Amount: 7900, CardType: "visa", Last4: "4242"}}}}
	o.Total = 9900
	if err := f.st.InsertOrder(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	cs := order.PlanConsignments(o, []order.Line{{VariantCode: "10000016", Location: "online", Quantity: 2},
		{VariantCode: "10000024", Location: "0301", Quantity: 1}}, "online")
	if err := f.st.InsertConsignments(context.Background(), code, cs, f.clock.Now()); err != nil {
		t.Fatal(err)
	}
	return o
}

func ship(t *testing.T, f fixture, code string, n int) {
	t.Helper()
	ctx := context.Background()
	c := fmt.Sprintf("%s-%d", code, n)
	if _, err := f.svc.Move(ctx, clerk, code, c, order.Move{To: order.ConsignmentPicked}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Move(ctx, clerk, code, c, order.Move{To: order.ConsignmentShipped, Carrier: "auspost", TrackingNumber: "T" + c}); err != nil {
		t.Fatal(err)
	}
}

func lookup(code string) aftersale.Lookup {
	return aftersale.Lookup{OrderID: code, Email: "ada@example.com", IP: "192.0.2.1"}
}

func returning(code string, lines ...aftersale.ReturnLine) aftersale.ReturnInput {
	return aftersale.ReturnInput{Lookup: lookup(code), Entries: lines, Address: order.ReturnAddress{FirstName: "Ada", LastName: "Lovelace",
		Phone: "0412345678", Email: "ada@example.com", SingleLineLabel: "12 High Street, KEW VIC 3101", AddressID: "a1"}}
}

func TestReturnWindowPerConsignment(t *testing.T) {
	eachEngine(t, func(t *testing.T, f fixture) {
		ctx := context.Background()
		place(t, f, "30000001")
		ship(t, f, "30000001", 1)
		f.clock.Advance(10 * 24 * time.Hour)
		ship(t, f, "30000001", 2) // ten days later
		// Day 60 of the first shipment, to the millisecond: still returnable.
		f.clock.Advance(50*24*time.Hour - time.Millisecond)
		v, _, err := f.svc.SearchForReturn(ctx, lookup("30000001"))
		if err != nil {
			t.Fatal(err)
		}
		if got := v.Returnable(f.clock.Now()); got[0] != 2 || got[1] != 1 {
			t.Fatalf("at the edge: %v", got)
		}
		// A moment later the first consignment's items cannot go back; the second's can.
		f.clock.Advance(2 * time.Millisecond)
		_, _, err = f.svc.SubmitReturn(ctx, returning("30000001", aftersale.ReturnLine{ProductCode: "10000016", Quantity: "1", Reason: "changed-mind"}))
		if ve, ok := validate.As(err); !ok || ve.Fields["returnEntries[0].returnQty"] != aftersale.MessageIncorrectQuantity {
			t.Fatalf("past the window: %v", err)
		}
		if _, _, err := f.svc.SubmitReturn(ctx, returning("30000001", aftersale.ReturnLine{ProductCode: "10000024", Quantity: "1",
			Reason: "faulty"})); err != nil {
			t.Fatalf("the second consignment's item: %v", err)
		}
		// Ten more days: nothing is returnable any more.
		f.clock.Advance(10 * 24 * time.Hour)
		if _, _, err := f.svc.SubmitReturn(ctx, returning("30000001", aftersale.ReturnLine{ProductCode: "10000024", Quantity: "1",
			Reason: "faulty"})); !errors.Is(err, aftersale.ErrReturnInvalid) {
			t.Fatalf("everything past the window: %v", err)
		}
	})
}

func TestPartialReturnsRefundWhatWasPaid(t *testing.T) {
	eachEngine(t, func(t *testing.T, f fixture) {
		ctx := context.Background()
		o := place(t, f, "30000002")
		ship(t, f, "30000002", 1)
		ship(t, f, "30000002", 2)
		var total money.Cents
		var codes []string
		for _, l := range []aftersale.ReturnLine{{ProductCode: "10000016", Quantity: "1", Reason: "wrong-size"},
			{ProductCode: "10000016", Quantity: "1", Reason: "wrong-size"}, {ProductCode: "10000024", Quantity: "1", Reason: "faulty"}} {
			_, r, err := f.svc.SubmitReturn(ctx, returning("30000002", l))
			if err != nil {
				t.Fatal(err)
			}
			total += r.EstimatedRefund
			codes = append(codes, r.Code)
		}
		if total != o.Total {
			t.Fatalf("returned bit by bit: %v, paid %v", total, o.Total)
		}
		// A fourth return of the same items: nothing left.
		if _, _, err := f.svc.SubmitReturn(ctx, returning("30000002", aftersale.ReturnLine{ProductCode: "10000016", Quantity: "1",
			Reason: "faulty"})); !errors.Is(err, aftersale.ErrReturnInvalid) {
			t.Fatalf("a fourth return: %v", err)
		}
		// Refunds: cards before gift cards, never beyond a payment, all of it in the end.
		given := map[string]money.Cents{}
		for _, c := range codes {
			if _, err := f.svc.RefundReturn(ctx, clerk, c); !errors.Is(err, aftersale.ErrNotReady) {
				t.Fatalf("refund before receipt: %v", err)
			}
			if _, err := f.svc.ReceiveReturn(ctx, clerk, c); err != nil {
				t.Fatal(err)
			}
			r, err := f.svc.RefundReturn(ctx, clerk, c)
			if err != nil {
				t.Fatal(err)
			}
			var sum money.Cents
			for _, x := range r.Refunds {
				sum += x.Amount
				given[x.Ref] += x.Amount
			}
			if sum != r.EstimatedRefund || r.Status != order.ReturnRefunded {
				t.Fatalf("refund of %s: %+v", c, r)
			}
		}
		if given["auth_1"] != 7900 || given["gc_1"] != 2000 {
			t.Fatalf("refunded per payment: %v", given)
		}
	})
}

func TestCancellingAPartRefundsItsShare(t *testing.T) {
	eachEngine(t, func(t *testing.T, f fixture) {
		ctx := context.Background()
		o := place(t, f, "30000003")
		ship(t, f, "30000003", 1)
		v, err := f.svc.Move(ctx, clerk, "30000003", "30000003-2", order.Move{To: order.ConsignmentCancelled, Reason: "damaged"})
		if err != nil {
			t.Fatal(err)
		}
		if v.Order.Status != order.Shipped || len(v.Order.Details.Refunds) != 1 {
			t.Fatalf("after cancelling the store's part: %s %+v", v.Order.Status, v.Order.Details.Refunds)
		}
		// $40 of $100 of items, less its share of the $10 off: $36, to the card.
		if r := v.Order.Details.Refunds[0]; r.Amount != 3600 || r.Ref != "auth_1" {
			t.Fatalf("cancellation refund %+v", r)
		}
		// Returning the rest gives back the remainder, delivery included.
		_, r, err := f.svc.SubmitReturn(ctx, returning("30000003", aftersale.ReturnLine{ProductCode: "10000016", Quantity: "2",
			Reason: "changed-mind"}))
		if err != nil {
			t.Fatal(err)
		}
		if r.EstimatedRefund+3600 != o.Total {
			t.Fatalf("the rest: %v", r.EstimatedRefund)
		}
	})
}
