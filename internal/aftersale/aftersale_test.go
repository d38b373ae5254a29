package aftersale_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/aftersale"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/job"
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
	svc      *aftersale.Service
	st       storage.Engine
	clock    *clock.Fixed
	provider *fakeProvider
}

func eachEngine(t *testing.T, fn func(t *testing.T, f fixture)) {
	for name, open := range storagetest.Engines() {
		t.Run(name, func(t *testing.T) {
			st := open(t)
			clk := clock.NewFixed(start)
			cfg := aftersale.DefaultConfig()
			provider := &fakeProvider{refunded: map[string]money.Cents{}, refuse: map[string]error{}}
			svc := aftersale.New(aftersale.Deps{Store: st, Tx: storage.Tx[aftersale.TxStore](st), Clock: clk,
				Settlers: func(payment.Method) payment.Settler { return provider }}, cfg)
			fn(t, fixture{svc: svc, st: st, clock: clk, provider: provider})
		})
	}
}

// fakeProvider is every payment's provider: it refunds what it is asked, but refuses the refunds
// of the payment references in refuse.
type fakeProvider struct {
	mu       sync.Mutex
	refunded map[string]money.Cents // by payment reference
	calls    int
	refuse   map[string]error
}

func (p *fakeProvider) Status(context.Context, string, string) (payment.Outcome, error) {
	return payment.Outcome{}, payment.ErrNotFound
}

func (p *fakeProvider) Void(context.Context, string) error { return nil }

func (p *fakeProvider) Refund(_ context.Context, ref string, amount money.Cents) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls++
	if err := p.refuse[ref]; err != nil {
		return err
	}
	p.refunded[ref] += amount
	return nil
}

func (p *fakeProvider) set(fn func(p *fakeProvider)) {
	p.mu.Lock()
	defer p.mu.Unlock()
	fn(p)
}

// runRefunds works the refund jobs of r's pending refunds as attempt n of the default attempts
// (the refund_payment jobs RefundReturn enqueued, called here instead of by a runner).
func runRefunds(t *testing.T, f fixture, r order.Return, n int) []error {
	t.Helper()
	ctx := job.WithAttempt(context.Background(), n, aftersale.DefaultRefundAttempts)
	var errs []error
	for _, x := range r.Refunds {
		if x.Status == order.RefundPending {
			errs = append(errs, f.svc.RunRefund(ctx, aftersale.RefundArgs{Order: r.OrderCode, For: r.Code, Refund: x}))
		}
	}
	return errs
}

// refundAll works r's refund jobs (the fake provider makes them) and answers the return after.
func refundAll(t *testing.T, f fixture, code string) order.Return {
	t.Helper()
	r, err := f.st.Return(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range runRefunds(t, f, r, 1) {
		if err != nil {
			t.Fatal(err)
		}
	}
	if r, err = f.st.Return(context.Background(), code); err != nil {
		t.Fatal(err)
	}
	return r
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
			asked, err := f.svc.RefundReturn(ctx, clerk, c)
			if err != nil {
				t.Fatal(err)
			}
			if asked.Status != order.ReturnRefunding {
				t.Fatalf("refund of %s before its provider answered: %s", c, asked.Status)
			}
			r := refundAll(t, f, c)
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
		if f.provider.refunded["auth_1"] != 7900 || f.provider.refunded["gc_1"] != 2000 {
			t.Fatalf("the provider refunded: %v", f.provider.refunded)
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

// TestARefusedRefundIsNotRefunded: a return is refunded only once the providers confirmed every
// refund; one the provider refuses after the job's retries leaves it refundFailed, saying why, and
// staff may ask again for that refund alone.
func TestARefusedRefundIsNotRefunded(t *testing.T) {
	eachEngine(t, func(t *testing.T, f fixture) {
		ctx := context.Background()
		o := place(t, f, "30000004")
		ship(t, f, "30000004", 1)
		ship(t, f, "30000004", 2)
		_, ret, err := f.svc.SubmitReturn(ctx, returning("30000004", aftersale.ReturnLine{ProductCode: "10000016", Quantity: "2",
			Reason: "faulty"}, aftersale.ReturnLine{ProductCode: "10000024", Quantity: "1", Reason: "faulty"}))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.ReceiveReturn(ctx, clerk, ret.Code); err != nil {
			t.Fatal(err)
		}
		refusal := errors.New("sandbox: refund exceeds the payment")
		f.provider.set(func(p *fakeProvider) { p.refuse["gc_1"] = refusal })
		asked, err := f.svc.RefundReturn(ctx, clerk, ret.Code)
		if err != nil {
			t.Fatal(err)
		}
		if asked.Status != order.ReturnRefunding || len(asked.Refunds) != 2 || asked.Refunds[0].Status != order.RefundPending ||
			asked.Refunds[1].Status != order.RefundPending || asked.EstimatedRefund != o.Total {
			t.Fatalf("asked: %+v", asked.Return)
		}
		v, err := f.svc.StaffOrder(ctx, "30000004")
		if err != nil || v.Refunded() != 0 {
			t.Fatalf("refunded before any provider answered: %d, %v", v.Refunded(), err)
		}
		// The first attempts: the card is refunded, the gift card refused (the job retries).
		errs := runRefunds(t, f, asked.Return, 1)
		if errs[0] != nil || !errors.Is(errs[1], refusal) {
			t.Fatalf("first attempts: %v", errs)
		}
		r, _ := f.st.Return(ctx, ret.Code)
		if r.Status != order.ReturnRefunding || r.Refunds[0].Status != order.RefundMade || r.Refunds[1].Status != order.RefundPending {
			t.Fatalf("while the gift card's job retries: %+v", r)
		}
		// The last attempt: refused for good.
		if errs := runRefunds(t, f, r, aftersale.DefaultRefundAttempts); errs[0] != nil {
			t.Fatalf("the last attempt: %v", errs)
		}
		r, _ = f.st.Return(ctx, ret.Code)
		gc := r.Refunds[1]
		if r.Status != order.ReturnRefundFailed || gc.Status != order.RefundFailed || !strings.Contains(gc.Reason, refusal.Error()) ||
			!r.RefundedAt.IsZero() {
			t.Fatalf("after the last attempt: %+v", r)
		}
		v, _ = f.svc.StaffOrder(ctx, "30000004")
		if v.Refunded() != 7900 || !audited(v, "return.refund_failed", gc.Reason) {
			t.Fatalf("the staff's order: refunded %d, audit %+v", v.Refunded(), v.Audit)
		}
		// Staff ask again once the gift card's processor is fixed: only the refused refund is asked.
		f.provider.set(func(p *fakeProvider) { delete(p.refuse, "gc_1") })
		again, err := f.svc.RefundReturn(ctx, clerk, ret.Code)
		if err != nil || again.Status != order.ReturnRefunding || again.Refunds[0].Status != order.RefundMade ||
			again.Refunds[1].Status != order.RefundPending || again.Refunds[1].Reason != "" {
			t.Fatalf("asked again: %+v, %v", again.Return, err)
		}
		if same, err := f.svc.RefundReturn(ctx, clerk, ret.Code); err != nil || same.Version != again.Version {
			t.Fatalf("asked while refunding: %+v, %v", same.Return, err)
		}
		r = refundAll(t, f, ret.Code)
		if r.Status != order.ReturnRefunded || r.RefundedAt.IsZero() {
			t.Fatalf("after the retry: %+v", r)
		}
		// A job run again after its outcome was recorded asks the provider nothing.
		calls := f.provider.calls
		for _, x := range r.Refunds {
			if err := f.svc.RunRefund(ctx, aftersale.RefundArgs{Order: r.OrderCode, For: r.Code, Refund: x}); err != nil {
				t.Fatal(err)
			}
		}
		if f.provider.calls != calls || f.provider.refunded["auth_1"] != 7900 || f.provider.refunded["gc_1"] != 2000 {
			t.Fatalf("the provider after a job ran twice: %d calls, %v", f.provider.calls-calls, f.provider.refunded)
		}
		v, _ = f.svc.StaffOrder(ctx, "30000004")
		if v.Refunded() != int64(o.Total) || !audited(v, "return.refund_retried", "") || !audited(v, "return.refunded", "") {
			t.Fatalf("at the end: refunded %d, audit %+v", v.Refunded(), v.Audit)
		}
	})
}

// TestARefusedCancellationRefund: a cancelled part's refund the provider refuses is recorded on
// the order and in the consignment's audit log, and does not count as refunded.
func TestARefusedCancellationRefund(t *testing.T) {
	eachEngine(t, func(t *testing.T, f fixture) {
		ctx := context.Background()
		place(t, f, "30000005")
		f.provider.set(func(p *fakeProvider) { p.refuse["auth_1"] = payment.ErrNotFound })
		v, err := f.svc.Move(ctx, clerk, "30000005", "30000005-2", order.Move{To: order.ConsignmentCancelled, Reason: "damaged"})
		if err != nil {
			t.Fatal(err)
		}
		f1 := v.Order.Details.Refunds[0]
		if f1.Status != order.RefundPending || f1.ID != "30000005-2/1" || v.Refunded() != 0 {
			t.Fatalf("the cancellation's refund: %+v", f1)
		}
		last := job.WithAttempt(ctx, aftersale.DefaultRefundAttempts, aftersale.DefaultRefundAttempts)
		if err := f.svc.RunRefund(last, aftersale.RefundArgs{Order: "30000005", For: "30000005-2", Refund: f1}); err != nil {
			t.Fatal(err)
		}
		v, _ = f.svc.StaffOrder(ctx, "30000005")
		got := v.Order.Details.Refunds[0]
		if got.Status != order.RefundFailed || got.Reason != "The payment provider has no such payment." || v.Refunded() != 0 ||
			!audited(v, "consignment.refund_failed", got.Reason) {
			t.Fatalf("after the refusal: %+v, audit %+v", got, v.Audit)
		}
	})
}

// audited reports whether v's audit log has action with a detail holding text.
func audited(v aftersale.StaffView, action, text string) bool {
	for _, e := range v.Audit {
		if e.Action == action && strings.Contains(e.Detail, text) {
			return true
		}
	}
	return false
}

// TestRefundJobsOfOneReturnAtOnce: the jobs of a return's refunds (card and gift card) settle at
// the same moment on two workers: each outcome is recorded (the one that loses the race reads the
// return again) and the return ends refunded.
func TestRefundJobsOfOneReturnAtOnce(t *testing.T) {
	eachEngine(t, func(t *testing.T, f fixture) {
		ctx := context.Background()
		o := place(t, f, "30000006")
		ship(t, f, "30000006", 1)
		ship(t, f, "30000006", 2)
		_, ret, err := f.svc.SubmitReturn(ctx, returning("30000006", aftersale.ReturnLine{ProductCode: "10000016", Quantity: "2",
			Reason: "faulty"}, aftersale.ReturnLine{ProductCode: "10000024", Quantity: "1", Reason: "faulty"}))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.ReceiveReturn(ctx, clerk, ret.Code); err != nil {
			t.Fatal(err)
		}
		asked, err := f.svc.RefundReturn(ctx, clerk, ret.Code)
		if err != nil || len(asked.Refunds) != 2 {
			t.Fatalf("asked: %+v, %v", asked.Return, err)
		}
		var wg sync.WaitGroup
		errs := make([]error, len(asked.Refunds))
		for i, x := range asked.Refunds {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = f.svc.RunRefund(ctx, aftersale.RefundArgs{Order: o.Code, For: ret.Code, Refund: x})
			}()
		}
		wg.Wait()
		if errs[0] != nil || errs[1] != nil {
			t.Fatalf("the jobs: %v", errs)
		}
		r, _ := f.st.Return(ctx, ret.Code)
		if r.Status != order.ReturnRefunded || r.Refunds[0].Status != order.RefundMade || r.Refunds[1].Status != order.RefundMade {
			t.Fatalf("after both jobs: %+v", r)
		}
	})
}
