package checkout

import (
	"errors"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

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

// TestExpireReservations: the expiry job puts back the stock of reservations whose attempt is gone
// or settled, and leaves those not yet expired alone.
func TestExpireReservations(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	lines := []order.Line{{VariantCode: lamp, Location: catalog.OnlineLocation, Quantity: 2}}
	st := w.db.store()
	// A reservation whose attempt was never written, one of a failed attempt whose release was
	// lost, and a fresh one.
	if err := st.TakeStock(bg, "pa_orphan", lines, testStart.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := st.InsertAttempt(bg, order.Attempt{ID: "pa_failed", Version: 1, Status: order.AttemptFailed, Method: payment.Card}); err != nil {
		t.Fatal(err)
	}
	if err := st.TakeStock(bg, "pa_failed", lines, testStart.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := st.TakeStock(bg, "pa_fresh", lines, testStart.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if got := w.db.stockOf(lamp, catalog.OnlineLocation); got != 4 {
		t.Fatalf("stock %d", got)
	}
	w.clock.Advance(2 * time.Minute)
	if err := w.svc.Expire(bg, ExpiryArgs{}); err != nil {
		t.Fatal(err)
	}
	if got := w.db.stockOf(lamp, catalog.OnlineLocation); got != 8 || w.db.reservationCount() != 1 {
		t.Fatalf("stock %d, reservations %d", got, w.db.reservationCount())
	}
}
