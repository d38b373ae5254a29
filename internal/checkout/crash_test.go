package checkout

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

// A node that dies mid place order never finishes its idempotency key. The shopper's retry of the
// key is told the order is in progress while a live request could still be running, and after that
// answers how it ended: the order the provider approved, or a final "not placed" with the stock
// back and the card's hold voided (attempt.go, recoverKey).

func TestRetryAfterACrashAnswersTheApprovedOrder(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	dead, approved := make(chan struct{}), make(chan struct{})
	w.card.after = func() { close(approved); <-dead }
	defer close(dead)
	first := make(chan Placed, 1)
	go func() {
		p, _ := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
		first <- p
	}()
	<-approved
	w.card.mu.Lock()
	w.card.after = nil
	w.card.mu.Unlock()

	// Still within what a live request may take: in progress.
	w.clock.Advance(30 * time.Second)
	_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	wantCode(t, err, order.CodeInProgress)

	w.clock.Advance(20 * time.Second)
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	if err != nil || placed.OrderCode == "" || placed.RedirectURL != ThankYouPath(placed.OrderCode) {
		t.Fatalf("retry after the crash = %+v, %v", placed, err)
	}
	o := w.order(placed.OrderCode)
	if charges, held, voided := w.card.counts(); charges != 1 || held != 1 || voided != 0 || len(o.Details.Payments) != 1 {
		t.Fatalf("charges %d held %d voided %d, payments %+v", charges, held, voided, o.Details.Payments)
	}
	if c := w.cartOf(sh); len(c.Entries) != 0 || w.db.stockOf(lamp, catalog.OnlineLocation) != 9 {
		t.Fatalf("cart %+v, stock %d", c.Entries, w.db.stockOf(lamp, catalog.OnlineLocation))
	}
	// The key now replays the order.
	again, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	if err != nil || again.OrderCode != placed.OrderCode {
		t.Fatalf("replay = %+v, %v", again, err)
	}
	// Should the dead request come back to life, it finds its order placed, once.
	dead <- struct{}{}
	if p := <-first; p.OrderCode != placed.OrderCode || w.db.orderCount() != 1 {
		t.Fatalf("the first request = %+v, %d orders", p, w.db.orderCount())
	}
}

func TestRetryAfterACrashDuringTheProviderCall(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	dead, calling := make(chan struct{}), make(chan struct{})
	w.card.before = func(payment.Charge) { close(calling); <-dead }
	first := make(chan error, 1)
	go func() {
		_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
		first <- err
	}()
	<-calling
	w.card.mu.Lock()
	w.card.before = nil
	w.card.mu.Unlock()

	w.clock.Advance(time.Minute)
	_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	wantCode(t, err, order.CodeNotPlaced)
	if a := w.onlyAttempt(); a.Status != order.AttemptFailed || w.db.stockOf(lamp, catalog.OnlineLocation) != 10 || len(w.cartOf(sh).Entries) != 1 {
		t.Fatalf("attempt %s, stock %d, cart %+v", a.Status, w.db.stockOf(lamp, catalog.OnlineLocation), w.cartOf(sh).Entries)
	}
	_, err = w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	wantCode(t, err, order.CodeNotPlaced)

	// The provider approves the dead request's call after all: no order, and the money is let go.
	close(dead)
	wantCode(t, <-first, order.CodeNotPlaced)
	if w.db.orderCount() != 0 || len(w.db.jobsOf(VoidArgs{}.Kind())) != 1 {
		t.Fatalf("%d orders, void jobs %+v", w.db.orderCount(), w.db.jobsOf(VoidArgs{}.Kind()))
	}
	// A new key pays for the cart that was kept.
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k2"})
	if err != nil || placed.OrderCode == "" {
		t.Fatalf("a new key = %+v, %v", placed, err)
	}
}

// A request that died before it recorded its attempt took and charged nothing: once it is taken
// for dead, its key runs the request again.
func TestRetryAfterACrashBeforeTheAttempt(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	c := w.cartOf(sh)
	if _, started, err := w.svc.place.Idempotency.Begin(bg, keyScope("placeOrder", sh.Owner), "k1", hashOf(PlaceInput{Mode: payment.Card, Token: "tok"}, c.ID)); err != nil || !started {
		t.Fatal(started, err)
	}
	_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	wantCode(t, err, order.CodeInProgress)
	w.clock.Advance(time.Minute)
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	if err != nil || placed.OrderCode == "" || w.db.orderCount() != 1 {
		t.Fatalf("retry = %+v, %v", placed, err)
	}
}

// The key's answer is written in the order's transaction (one write, not a second one after it):
// no crash can leave an order placed behind a key still in flight.
func TestTheKeyIsFinishedWithTheOrder(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := w.svc.place.Idempotency.Lookup(bg, keyScope("placeOrder", sh.Owner), "k1")
	if err != nil || rec.Status != 200 || !strings.Contains(string(rec.Answer), placed.OrderCode) || w.db.finishes != 1 {
		t.Fatalf("key = %+v (%s), %v; %d finishes", rec, rec.Answer, err, w.db.finishes)
	}
	// A failed order transaction leaves the key as it was: the fault lets the key be tried again.
	sh2 := w.guest("c", line{lamp, 1})
	w.db.failOnce("InsertOrder", errCrash)
	if _, err := w.svc.PlaceOrder(bg, sh2, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k2"}); !errors.Is(err, errCrash) {
		t.Fatalf("err = %v", err)
	}
	if _, err := w.svc.place.Idempotency.Lookup(bg, keyScope("placeOrder", sh2.Owner), "k2"); !errors.Is(err, idempotency.ErrNotFound) {
		t.Fatalf("the failed key: %v", err)
	}
}
