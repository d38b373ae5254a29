package checkout

import (
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

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

// The same key for another cart of the same shopper is another request (ERR_IDEMPOTENCY_KEY_REUSED);
// for the cart the order emptied it is the same request, answered with the order; another shopper's
// key of the same name is theirs alone.
func TestPlaceOrderKeyAcrossCarts(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	if err != nil {
		t.Fatal(err)
	}
	again, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	if err != nil || again.OrderCode != placed.OrderCode {
		t.Fatalf("replay on the emptied cart = %+v, %v", again, err)
	}
	// The browser's cart is gone (cleaned up) and a new one filled: the old key is not for it.
	old := w.cartOf(sh)
	if err := w.db.store().DeleteCart(bg, old.ID); err != nil {
		t.Fatal(err)
	}
	fresh := cart.Cart{ID: "cart-b2", TokenHash: cart.HashToken("b"), Version: 1, Mode: delivery.HomeDelivery, PostalCode: "3101",
		Entries: []cart.Entry{{Number: 0, ProductCode: lamp, Quantity: 1, Changed: testStart}}, NextEntry: 1, CreatedAt: testStart, UpdatedAt: testStart}
	if err := w.db.store().InsertCart(bg, fresh); err != nil {
		t.Fatal(err)
	}
	if err := w.db.store().SaveCheckoutState(bg, fresh.ID, State{Email: "ada@example.com", Guest: true, Delivery: kew(), BillingSame: true}); err != nil {
		t.Fatal(err)
	}
	_, err = w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	wantCode(t, err, order.CodeKeyReused)
	// Another browser's k1 is its own.
	other := w.guest("c", line{lamp, 1})
	if p, err := w.svc.PlaceOrder(bg, other, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"}); err != nil || p.OrderCode == placed.OrderCode {
		t.Fatalf("another browser's k1 = %+v, %v", p, err)
	}
}
