package checkout

import (
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
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

// TestReconcileCrashes: a node died between the provider's answer and recording it. The job asks
// the provider: paid → the order; declined or unknown → the attempt closed and the stock back.
func TestReconcileCrashes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		mode      string
		crashAt   string
		wantState order.AttemptStatus
		orders    int
		stock     int
	}{
		{"paid, the order write lost", cardApprove, "InsertOrder", order.AttemptOrdered, 1, 9},
		{"declined, the release lost", cardDecline, "ReleaseStock", order.AttemptFailed, 0, 10},
		{"gateway fault, the release lost", cardError, "ReleaseStock", order.AttemptFailed, 0, 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			sh := w.guest("b", line{lamp, 1})
			w.card.mode, w.card.decline = tc.mode, payment.DeclineRefused
			w.db.failOnce(tc.crashAt, errCrash)
			if _, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"}); !errors.Is(err, errCrash) {
				t.Fatalf("err = %v", err)
			}
			if a := w.onlyAttempt(); a.Status != order.AttemptPending || w.db.stockOf(lamp, catalog.OnlineLocation) != 9 {
				t.Fatalf("after the crash: %+v", a)
			}
			// The shopper tries again at once: the first attempt may still be paying.
			_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
			wantCode(t, err, order.CodeInProgress)

			w.clock.Advance(10 * time.Second)
			if err := w.svc.Reconcile(bg, ReconcileArgs{}); err != nil {
				t.Fatal(err)
			}
			a := w.onlyAttempt()
			if a.Status != tc.wantState || w.db.orderCount() != tc.orders || len(w.mails()) != tc.orders ||
				w.db.stockOf(lamp, catalog.OnlineLocation) != tc.stock || w.db.reservationCount() != 0 {
				t.Fatalf("attempt %+v; %d orders, %d mails, stock %d", a, w.db.orderCount(), len(w.mails()), w.db.stockOf(lamp, catalog.OnlineLocation))
			}
			if n, _, _ := w.card.counts(); n != 1 || w.card.statuses != 1 {
				t.Fatalf("charges %d, status asks %d", n, w.card.statuses)
			}
			if len(w.voidJobs()) != 0 {
				t.Fatalf("void jobs %+v", w.voidJobs())
			}
			// Settled: a second run asks nothing.
			if err := w.svc.Reconcile(bg, ReconcileArgs{}); err != nil || w.card.statuses != 1 {
				t.Fatalf("second run: %v, %d asks", err, w.card.statuses)
			}
		})
	}
}

// TestPlaceOrderIdempotency: the same key replays the first answer; another request under it is
// refused; neither asks the provider again.
func TestPlaceOrderIdempotency(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	in := PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"}
	first, err := w.svc.PlaceOrder(bg, sh, in)
	if err != nil {
		t.Fatal(err)
	}
	again, err := w.svc.PlaceOrder(bg, sh, in)
	if err != nil || again != first {
		t.Fatalf("replay = %+v, %v; want %+v", again, err, first)
	}
	for _, tc := range []struct {
		name string
		in   PlaceInput
	}{
		{"another token", PlaceInput{Mode: payment.Card, Token: "tok-other", Key: "k1"}},
		{"another method", PlaceInput{Mode: payment.ApplePay, Token: "tok", Key: "k1"}},
		{"a saved card", PlaceInput{Mode: payment.Card, SavedID: "pm_1", Key: "k1"}},
	} {
		_, err := w.svc.PlaceOrder(bg, sh, tc.in)
		if codeOf(err) != order.CodeKeyReused {
			t.Errorf("%s: %v, want %s", tc.name, err, order.CodeKeyReused)
		}
	}
	if n, _, _ := w.card.counts(); n != 1 || w.db.orderCount() != 1 || len(w.mails()) != 1 {
		t.Fatalf("charges %d orders %d mails %d", n, w.db.orderCount(), len(w.mails()))
	}
	// A new key on the emptied cart: nothing to order.
	if _, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k2"}); !errors.Is(err, ErrNoEntries) {
		t.Fatalf("new key on an empty cart: %v", err)
	}
}

// TestPlaceOrderTwiceAtOnce: a second place order while the first is at the provider waits (same
// key or not); one order results.
func TestPlaceOrderTwiceAtOnce(t *testing.T) {
	t.Parallel()
	for _, key := range []string{"k1", "k2"} {
		t.Run("second key "+key, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			sh := w.guest("b", line{lamp, 1})
			at, release := make(chan struct{}), make(chan struct{})
			var calls atomic.Int32
			w.card.before = func(payment.Charge) {
				if calls.Add(1) == 1 {
					close(at)
					<-release
				}
			}
			done := make(chan error, 1)
			go func() {
				_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
				done <- err
			}()
			<-at
			_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: key})
			wantCode(t, err, order.CodeInProgress)
			close(release)
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			if n, _, _ := w.card.counts(); n != 1 || w.db.orderCount() != 1 || w.db.stockOf(lamp, catalog.OnlineLocation) != 9 || len(w.db.attemptList()) != 1 {
				t.Fatalf("charges %d, orders %d, stock %d", n, w.db.orderCount(), w.db.stockOf(lamp, catalog.OnlineLocation))
			}
		})
	}
}

// TestPlaceOrderAbandonsStaleAttempt: an attempt open past the payment timeout (its node died
// before asking the provider) does not block the shopper: it is released, with a void job should
// the provider have held money, and the new attempt pays.
func TestPlaceOrderAbandonsStaleAttempt(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.card.set(cardError)
	w.db.failOnce("ReleaseStock", errCrash)
	if _, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"}); !errors.Is(err, errCrash) {
		t.Fatal(err)
	}
	stale := w.onlyAttempt()
	w.clock.Advance(8 * time.Second)
	w.card.set(cardApprove)
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k2"})
	if err != nil {
		t.Fatal(err)
	}
	as := w.db.attemptList()
	if len(as) != 2 || placed.OrderCode != "30000001" {
		t.Fatalf("attempts %+v placed %+v", as, placed)
	}
	old, _ := w.db.store().Attempt(bg, stale.ID)
	if old.Status != order.AttemptFailed || w.db.stockOf(lamp, catalog.OnlineLocation) != 9 || w.db.reservationCount() != 0 {
		t.Fatalf("stale attempt %+v, stock %d", old, w.db.stockOf(lamp, catalog.OnlineLocation))
	}
	if v := w.voidJobs(); len(v) != 1 || v[0].Attempt != stale.ID {
		t.Fatalf("void jobs = %+v", v)
	}
}

// TestLastUnit: two buyers, one unit: one order, the other told before any money moves.
func TestLastUnit(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	w.setStock(lamp, 1)
	buyers := []Shopper{w.guest("b1", line{lamp, 1}), w.guest("b2", line{lamp, 1})}
	start := make(chan struct{})
	errs := make([]error, len(buyers))
	var wg sync.WaitGroup
	for i, sh := range buyers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			_, errs[i] = w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
		}()
	}
	close(start)
	wg.Wait()
	ok, short := 0, 0
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case codeOf(err) == order.CodeInsufficientStock:
			short++
		default:
			t.Fatalf("unexpected: %v", err)
		}
	}
	if n, _, _ := w.card.counts(); ok != 1 || short != 1 || n != 1 || w.db.orderCount() != 1 || w.db.stockOf(lamp, catalog.OnlineLocation) != 0 {
		t.Fatalf("ok %d short %d charges %d orders %d stock %d", ok, short, n, w.db.orderCount(), w.db.stockOf(lamp, catalog.OnlineLocation))
	}
	// The buyer who missed out keeps their cart, and no attempt of theirs was recorded.
	if len(w.db.attemptList()) != 1 {
		t.Fatalf("attempts %+v", w.db.attemptList())
	}
}

// TestPlaceOrderTotals prices what place order charges: delivery fees, free delivery, express, the
// gift card fee and the GST (one eleventh of what is taxable, gift cards are not).
func TestPlaceOrderTotals(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name                      string
		mode                      delivery.Mode
		lines                     []line
		subtotal, fee, total, gst money.Cents
	}{
		{"one lamp, home delivery", delivery.HomeDelivery, []line{{lamp, 1}}, 4950, 900, 5850, 532},
		{"free home delivery from $65", delivery.HomeDelivery, []line{{lamp, 2}}, 9900, 0, 9900, 900},
		{"express", delivery.Express, []line{{lamp, 1}}, 4950, 1500, 6450, 586},
		{"a gift card: its fee, no GST on it", delivery.HomeDelivery, []line{{lamp, 1}, {giftCard, 1}}, 9950, 1400, 11350, 577},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			sh := w.customer("c1", tc.lines...)
			w.editCart(sh, func(c *cart.Cart) { c.Mode = tc.mode })
			placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
			if err != nil {
				t.Fatal(err)
			}
			o := w.order(placed.OrderCode)
			if o.Details.Subtotal != tc.subtotal || o.Details.DeliveryFee != tc.fee || o.Total != tc.total || o.Details.GST != tc.gst {
				t.Fatalf("subtotal %d fee %d total %d gst %d", o.Details.Subtotal, o.Details.DeliveryFee, o.Total, o.Details.GST)
			}
			if w.card.charges[0].Amount != tc.total || o.CustomerID != "c1" || o.Email != "c1@example.com" {
				t.Fatalf("charged %d; order %+v", w.card.charges[0].Amount, o)
			}
		})
	}
}

// TestPlaceOrderChargesTodaysPrice: the checkout shows the cart priced from the product cache;
// place order prices it again from the database and charges that (the price changed meanwhile).
func TestPlaceOrderChargesTodaysPrice(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.pricerProducts.put(catalog.Product{Code: "P1000016", Name: "Table lamp", Variants: []catalog.Variant{{Code: lamp, BaseCode: "P1000016", Price: 5450}}})
	v, err := w.svc.Checkout(bg, sh)
	if err != nil {
		t.Fatal(err)
	}
	if centsOf(v.Cart.Total) != 5850 || centsOf(v.Balance) != 5850 {
		t.Fatalf("the checkout shows %v", v.Cart.Total)
	}
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
	if err != nil {
		t.Fatal(err)
	}
	o := w.order(placed.OrderCode)
	if o.Total != 6350 || o.Details.Entries[0].UnitPrice != 5450 || w.card.charges[0].Amount != 6350 {
		t.Fatalf("order total %d unit %d charged %d", o.Total, o.Details.Entries[0].UnitPrice, w.card.charges[0].Amount)
	}
}

// threeGrand makes the cart two $1,500 lamps.
func threeGrand(w *world, sh *Shopper) {
	w.product(catalog.Product{Code: "P1000016", Name: "Table lamp", Variants: []catalog.Variant{{Code: lamp, BaseCode: "P1000016", Price: 150000}}}, 10)
	w.editCart(*sh, func(c *cart.Cart) { c.Entries[0].Quantity = 2 })
}

// TestPlaceOrderRefusesBeforePaying lists what place order checks before it records an attempt:
// none of these reaches the provider or takes stock.
func TestPlaceOrderRefusesBeforePaying(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		setup func(w *world, sh *Shopper)
		mode  payment.Method
		want  order.Code
		err   error
	}{
		{"no e-mail", func(w *world, sh *Shopper) { w.editCart(*sh, func(c *cart.Cart) { c.Checkout.Email = "" }) }, payment.Card, "", account.ErrLoginRequired},
		{"sign-in lapsed", func(w *world, sh *Shopper) { sh.Session.CustomerID = "c9" }, payment.Card, "", account.ErrLoginRequired},
		{"no delivery address", func(w *world, sh *Shopper) { w.editCart(*sh, func(c *cart.Cart) { c.Checkout.Delivery = nil }) }, payment.Card, order.CodeIncompleteDelivery, nil},
		{"no delivery mode", func(w *world, sh *Shopper) { w.editCart(*sh, func(c *cart.Cart) { c.Mode = "" }) }, payment.Card, order.CodeIncompleteDelivery, nil},
		{"no billing address", func(w *world, sh *Shopper) { w.editCart(*sh, func(c *cart.Cart) { c.Checkout.BillingSame = false }) }, payment.Card, order.CodeIncompleteBilling, nil},
		{"collect from a store that closed", func(w *world, sh *Shopper) {
			w.editCart(*sh, func(c *cart.Cart) {
				c.Mode, c.Pickup = delivery.ClickAndCollect, cart.Pickup{StoreNumber: "9999", FirstName: "A", LastName: "B"}
			})
		}, payment.Card, order.CodeInvalidStore, nil},
		{"a product no longer sold", func(w *world, sh *Shopper) {
			w.editCart(*sh, func(c *cart.Cart) {
				c.Entries = append(c.Entries, cart.Entry{Number: 5, ProductCode: "69999999", Quantity: 1})
			})
		}, payment.Card, order.CodeInvalidProduct, nil},
		{"over the quantity limit", func(w *world, sh *Shopper) {
			w.setStock(lamp, 50)
			w.editCart(*sh, func(c *cart.Cart) { c.Entries[0].Quantity = 21 })
		}, payment.Card, order.CodeMaxOrderQuantity, nil},
		{"sold out", func(w *world, sh *Shopper) { w.setStock(lamp, 0) }, payment.Card, order.CodeInsufficientStock, nil},
		{"Afterpay switched off", func(w *world, sh *Shopper) { delete(w.features, "afterpay") }, payment.Afterpay, order.CodeAfterpayUnavailable, nil},
		{"Afterpay over $2,000", threeGrand, payment.Afterpay, order.CodeBNPLOrderValue, nil},
		{"Zip takes $3,000 (control)", threeGrand, payment.Zip, "", nil},
		{"Zip with a gift card in the cart", func(w *world, sh *Shopper) {
			w.editCart(*sh, func(c *cart.Cart) {
				c.Entries = append(c.Entries, cart.Entry{Number: 5, ProductCode: giftCard, Quantity: 1})
			})
		}, payment.Zip, order.CodeBNPLExcludedItems, nil},
		{"gift cards held more than the total", func(w *world, sh *Shopper) {
			w.editCart(*sh, func(c *cart.Cart) {
				c.Checkout.GiftCards = []cart.GiftCardHold{{Sequence: 1, Amount: 6000, Ref: "gch_x"}}
			})
		}, payment.Card, order.CodeTotalMismatch, nil},
		{"a gift card order short of the total", func(w *world, sh *Shopper) {
			w.editCart(*sh, func(c *cart.Cart) {
				c.Checkout.GiftCards = []cart.GiftCardHold{{Sequence: 1, Amount: 1000, Ref: "gch_x"}}
			})
		}, payment.GiftCard, order.CodeGiftCardBalance, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			sh := w.guest("b", line{lamp, 1})
			tc.setup(w, &sh)
			_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: tc.mode, Token: "tok", Key: "k"})
			switch {
			case tc.err != nil:
				if !errors.Is(err, tc.err) {
					t.Fatalf("err = %v, want %v", err, tc.err)
				}
			case tc.want == "":
				if err != nil {
					t.Fatalf("err = %v", err)
				}
				return
			default:
				wantCode(t, err, tc.want)
			}
			if n, _, _ := w.card.counts(); n != 0 || len(w.db.attemptList()) != 0 || w.db.reservationCount() != 0 {
				t.Fatalf("charges %d, attempts %+v", n, w.db.attemptList())
			}
		})
	}
}

// TestPlaceOrderManyAtOnce: several place orders of one cart race (double clicks, tabs): one
// reaches the provider and places the order; the others are told one is in progress.
func TestPlaceOrderManyAtOnce(t *testing.T) {
	t.Parallel()
	const n = 5
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	release := make(chan struct{})
	w.card.before = func(payment.Charge) { <-release }
	results := make(chan error, n)
	start := make(chan struct{})
	for i := range n {
		go func() {
			<-start
			_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: string(rune('a' + i))})
			results <- err
		}()
	}
	close(start)
	timeout := time.After(20 * time.Second)
	for range n - 1 {
		select {
		case err := <-results:
			wantCode(t, err, order.CodeInProgress)
		case <-timeout:
			close(release)
			t.Fatal("more than one place order reached the provider")
		}
	}
	close(release)
	if err := <-results; err != nil {
		t.Fatal(err)
	}
	if c, _, _ := w.card.counts(); c != 1 || w.db.orderCount() != 1 || len(w.db.attemptList()) != 1 || w.db.stockOf(lamp, catalog.OnlineLocation) != 9 {
		t.Fatalf("charges %d orders %d attempts %d stock %d", c, w.db.orderCount(), len(w.db.attemptList()), w.db.stockOf(lamp, catalog.OnlineLocation))
	}
}
