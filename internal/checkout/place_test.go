package checkout

import (
	"errors"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

// TestPlaceOrderPhases follows a card payment through the two phases: the attempt and the stock
// taken are recorded before the provider is asked, the provider is asked outside any transaction,
// and the order, the kept stock, the settled attempt, the emptied cart and the confirmation e-mail
// are written together.
func TestPlaceOrderPhases(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("browser-1", line{lamp, 1})
	type seen struct {
		attempts     []order.Attempt
		stock, resvs int
		cartAttempt  string
		orders       int
		inTx         bool
	}
	var before seen
	w.card.before = func(payment.Charge) {
		if w.db.inTx.Load() > 0 {
			// Asked inside a transaction: reading the database now would wait for it.
			before.inTx = true
			return
		}
		before = seen{attempts: w.db.attemptList(), stock: w.db.stockOf(lamp, catalog.OnlineLocation), resvs: w.db.reservationCount(),
			cartAttempt: w.cartOf(sh).Checkout.Attempt, orders: w.db.orderCount(), inTx: w.db.inTx.Load() > 0}
	}

	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok_visa", Key: "k1"})
	if err != nil {
		t.Fatal(err)
	}

	// Phase one, as the provider saw it.
	if len(before.attempts) != 1 || before.attempts[0].Status != order.AttemptPending || before.attempts[0].Amount != 5850 ||
		before.attempts[0].Method != payment.Card {
		t.Fatalf("attempts when the provider was asked: %+v", before.attempts)
	}
	at := before.attempts[0]
	if before.stock != 9 || before.resvs != 1 || before.cartAttempt != at.ID || before.orders != 0 || before.inTx {
		t.Fatalf("when the provider was asked: %+v", before)
	}
	charges, held, _ := w.card.counts()
	if charges != 1 || held != 1 || w.card.inTx != 0 {
		t.Fatalf("charges %d, held %d, calls inside a transaction %d", charges, held, w.card.inTx)
	}
	c := w.card.charges[0]
	if c.Reference != at.ID || c.Amount != 5850 || c.Token != "tok_visa" || c.Email != "ada@example.com" {
		t.Fatalf("charge = %+v", c)
	}

	// Phase three: everything together.
	if placed.OrderCode != "30000001" || placed.RedirectURL != "/checkout/thank-you/30000001" || placed.ThreeDS != nil {
		t.Fatalf("placed = %+v", placed)
	}
	o := w.order("30000001")
	if o.Total != 5850 || o.Details.Subtotal != 4950 || o.Details.DeliveryFee != 900 || o.Details.GST != 532 ||
		o.Email != "ada@example.com" || o.Status != order.Placed || o.Mode != delivery.HomeDelivery || o.Details.CartID != "cart-browser-1" {
		t.Fatalf("order = %+v", o)
	}
	if len(o.Details.Entries) != 1 || o.Details.Entries[0].UnitPrice != 4950 || o.Details.Entries[0].Quantity != 1 || o.Details.Entries[0].Name != "Table lamp" {
		t.Fatalf("entries = %+v", o.Details.Entries)
	}
	wantPay := order.Payment{Method: payment.Card, Ref: "auth_1", Amount: 5850, Status: "authorised", CardType: "visa", Last4: "4242"}
	if len(o.Details.Payments) != 1 || o.Details.Payments[0] != wantPay {
		t.Fatalf("payments = %+v", o.Details.Payments)
	}
	if a := w.onlyAttempt(); a.Status != order.AttemptOrdered || a.OrderCode != "30000001" || a.ProviderRef != "auth_1" {
		t.Fatalf("attempt = %+v", a)
	}
	if w.db.stockOf(lamp, catalog.OnlineLocation) != 9 || w.db.reservationCount() != 0 {
		t.Fatalf("stock %d, reservations %d", w.db.stockOf(lamp, catalog.OnlineLocation), w.db.reservationCount())
	}
	if cc := w.cartOf(sh); len(cc.Entries) != 0 || cc.Checkout.Email != "" || cc.Checkout.Attempt != "" {
		t.Fatalf("cart after the order = %+v", cc)
	}
	if m := w.mails(); len(m) != 1 || m[0].To != "ada@example.com" || m[0].Subject != "Order confirmed: 30000001" {
		t.Fatalf("mails = %+v", m)
	}
	if cs := w.db.consignments["30000001"]; len(cs) != 1 || cs[0].Location != catalog.OnlineLocation {
		t.Fatalf("consignments = %+v", cs)
	}
}

// TestPlaceOrderOutcomeAndOrderTogether: when writing the order fails at its last step (the
// e-mail's job), nothing of the third phase is kept: no order, the attempt still open with its
// stock reserved, the cart as it was. Reconciliation then places it once the provider says it
// holds the money.
func TestPlaceOrderOutcomeAndOrderTogether(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("browser-1", line{lamp, 1})
	w.db.failOnce("Enqueue:mail_send", errCrash)

	_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok_visa", Key: "k1"})
	if !errors.Is(err, errCrash) {
		t.Fatalf("err = %v, want the crash", err)
	}
	a := w.onlyAttempt()
	if a.Status != order.AttemptPending || w.db.orderCount() != 0 || len(w.mails()) != 0 {
		t.Fatalf("attempt %+v, %d orders, %d mails", a, w.db.orderCount(), len(w.mails()))
	}
	if w.db.stockOf(lamp, catalog.OnlineLocation) != 9 || w.db.reservationCount() != 1 {
		t.Fatal("the reservation did not survive the failed write")
	}
	if c := w.cartOf(sh); len(c.Entries) != 1 || c.Checkout.Attempt != a.ID {
		t.Fatalf("cart = %+v", c)
	}

	// Too early: the provider call might still be running elsewhere.
	w.clock.Advance(time.Second)
	if err := w.svc.Reconcile(bg, ReconcileArgs{}); err != nil {
		t.Fatal(err)
	}
	if w.card.statuses != 0 || w.db.orderCount() != 0 {
		t.Fatal("reconciled an attempt younger than the payment timeout")
	}
	w.clock.Advance(9 * time.Second)
	if err := w.svc.Reconcile(bg, ReconcileArgs{}); err != nil {
		t.Fatal(err)
	}
	a = w.onlyAttempt()
	charges, held, voided := w.card.counts()
	if a.Status != order.AttemptOrdered || a.OrderCode != "30000001" || charges != 1 || held != 1 || voided != 0 || w.card.statuses != 1 {
		t.Fatalf("attempt %+v; charges %d held %d voided %d statuses %d", a, charges, held, voided, w.card.statuses)
	}
	if o := w.order("30000001"); o.Total != 5850 || len(o.Details.Payments) != 1 || o.Details.Payments[0].Ref != "auth_1" {
		t.Fatalf("order = %+v", o)
	}
	if len(w.mails()) != 1 || len(w.cartOf(sh).Entries) != 0 || w.db.reservationCount() != 0 || w.db.stockOf(lamp, catalog.OnlineLocation) != 9 {
		t.Fatal("reconciliation did not finish the order like place order would")
	}
}

// TestPlaceOrderRefused covers the provider's refusals and faults: no order, the stock back, the
// attempt closed, the cart kept as it was, the code the checkout shows, and a void job only where
// the provider may hold money.
func TestPlaceOrderRefused(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		mode    string
		decline payment.Decline
		want    order.Code
		voids   int
	}{
		{"refused", cardDecline, payment.DeclineRefused, order.CodeAuthorizationFailed, 0},
		{"insufficient funds", cardDecline, payment.DeclineInsufficient, order.CodeAuthorizationFailed, 0},
		{"unsupported card", cardDecline, payment.DeclineUnsupported, order.CodeUnsupportedCard, 0},
		{"gateway fault", cardError, "", order.CodePaymentFailure, 1},
		{"spent token", cardUnknownToken, "", order.CodePaymentFailure, 0},
		{"timeout", cardTimeout, "", order.CodePaymentTimeout, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			sh := w.guest("b", line{lamp, 2}, line{throw, 1})
			w.card.mode, w.card.decline = tc.mode, tc.decline
			before := w.cartOf(sh)

			_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
			wantCode(t, err, tc.want)
			a := w.onlyAttempt()
			if a.Status != order.AttemptFailed || a.Amount != 12400 {
				t.Fatalf("attempt = %+v", a)
			}
			if w.db.stockOf(lamp, catalog.OnlineLocation) != 10 || w.db.stockOf(throw, catalog.OnlineLocation) != 10 || w.db.reservationCount() != 0 {
				t.Fatal("the stock did not go back")
			}
			after := w.cartOf(sh)
			if len(after.Entries) != 2 || after.Entries[0].Quantity != 2 || after.Checkout.Email != before.Checkout.Email ||
				after.Checkout.Delivery == nil || after.Checkout.Attempt != a.ID {
				t.Fatalf("cart = %+v", after)
			}
			if w.db.orderCount() != 0 || len(w.mails()) != 0 || len(w.voidJobs()) != tc.voids {
				t.Fatalf("%d orders, %d mails, void jobs %+v", w.db.orderCount(), len(w.mails()), w.voidJobs())
			}
			// The same key answers the same refusal without asking the provider again.
			_, err = w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
			wantCode(t, err, tc.want)
			if n, _, _ := w.card.counts(); n != 1 {
				t.Fatalf("provider asked %d times", n)
			}
		})
	}
}

// TestPlaceOrderTimeoutChargesOnce: the gateway held the money but its answer never came. The
// shopper is told, the void job lets the money go, and paying again charges once.
func TestPlaceOrderTimeoutChargesOnce(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.card.set(cardTimeoutHeld)
	_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	wantCode(t, err, order.CodePaymentTimeout)
	first := w.onlyAttempt()
	jobs := w.voidJobs()
	if len(jobs) != 1 || jobs[0] != (VoidArgs{Attempt: first.ID, Method: payment.Card}) {
		t.Fatalf("void jobs = %+v", jobs)
	}
	if err := w.svc.Void(bg, jobs[0]); err != nil {
		t.Fatal(err)
	}
	if _, held, voided := w.card.counts(); held != 0 || voided != 1 {
		t.Fatalf("held %d voided %d after the void job", held, voided)
	}

	w.card.set(cardApprove)
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok2", Key: "k2"})
	if err != nil {
		t.Fatal(err)
	}
	charges, held, _ := w.card.counts()
	if placed.OrderCode != "30000001" || charges != 2 || held != 1 || w.db.orderCount() != 1 || w.db.stockOf(lamp, catalog.OnlineLocation) != 9 {
		t.Fatalf("placed %+v; charges %d held %d orders %d", placed, charges, held, w.db.orderCount())
	}
	// The void job running again (a retry) voids nothing more.
	if err := w.svc.Void(bg, jobs[0]); err != nil {
		t.Fatal(err)
	}
	if _, held, voided := w.card.counts(); held != 1 || voided != 1 {
		t.Fatalf("held %d voided %d after a second void", held, voided)
	}
}

// TestPlaceOrderDeadline: a gateway that never answers is given up at the payment timeout.
func TestPlaceOrderDeadline(t *testing.T) {
	t.Parallel()
	w := newWorld(t, func(d *Deps) { d.Config.PaymentTimeout = 30 * time.Millisecond })
	sh := w.guest("b", line{lamp, 1})
	w.card.set(cardHang)
	start := time.Now()
	_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	wantCode(t, err, order.CodePaymentTimeout)
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("took %v", d)
	}
	if a := w.onlyAttempt(); a.Status != order.AttemptFailed || w.db.stockOf(lamp, catalog.OnlineLocation) != 10 || len(w.voidJobs()) != 1 {
		t.Fatalf("attempt %+v, void jobs %+v", a, w.voidJobs())
	}
}
