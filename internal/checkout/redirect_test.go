package checkout

import (
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/feature"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

// returnQuery is the query a provider sends the shopper back with: its own parameter naming the
// session.
func (w *world) returnQuery(m payment.Method, ref string) url.Values {
	p := w.redirect[m].refParam
	if p == "" {
		p = "token"
	}
	return url.Values{p: {ref}, "status": {"whatever the page says"}}
}

// startRedirect places an order with a redirect method and answers the session's reference.
func (w *world) startRedirect(sh Shopper, m payment.Method) string {
	w.t.Helper()
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: m, Key: "k-" + string(m)})
	if err != nil {
		w.t.Fatal(err)
	}
	prefix := "/sandbox/" + string(m) + "/checkout?token="
	if !strings.HasPrefix(placed.RedirectURL, prefix) || placed.OrderCode != "" {
		w.t.Fatalf("placed = %+v", placed)
	}
	ref, _, _ := strings.Cut(strings.TrimPrefix(placed.RedirectURL, prefix), "&")
	return ref
}

// TestRedirectMethods: PayPal, Afterpay and Zip send the shopper to their page with the order's
// details; the return places the order or answers the method's own refusal code.
func TestRedirectMethods(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		method  payment.Method
		outcome payment.Outcome
		want    string // where the shopper is sent
	}{
		{"PayPal approved", payment.PayPal, payment.Outcome{Status: payment.Approved}, "/checkout/thank-you/30000001"},
		{"PayPal cancelled", payment.PayPal, payment.Outcome{Status: payment.Declined, Decline: payment.DeclineCancelled}, "/spc?error=ERR_PLACEORDER_PAYPAL_CANCELLED"},
		{"PayPal not authorised", payment.PayPal, payment.Outcome{Status: payment.Declined, Decline: payment.DeclineNotAuthorised}, "/spc?error=ERR_PLACEORDER_PAYPAL_NOT_AUTHORISED"},
		{"PayPal funding", payment.PayPal, payment.Outcome{Status: payment.Declined, Decline: payment.DeclineFunding}, "/spc?error=ERR_PLACEORDER_PAYPAL_FUNDING_FAILURE"},
		{"Afterpay approved", payment.Afterpay, payment.Outcome{Status: payment.Approved}, "/checkout/thank-you/30000001"},
		{"Afterpay declined", payment.Afterpay, payment.Outcome{Status: payment.Declined, Decline: payment.DeclineRefused}, "/spc?error=ERR_PLACEORDER_AFTERPAY_FAILURE"},
		{"Afterpay timed out", payment.Afterpay, payment.Outcome{Status: payment.Declined, Decline: payment.DeclineExpired}, "/spc?error=ERR_PLACEORDER_AFTERPAY_SESSION_TIMEOUT"},
		{"Zip approved", payment.Zip, payment.Outcome{Status: payment.Approved}, "/checkout/thank-you/30000001"},
		{"Zip declined", payment.Zip, payment.Outcome{Status: payment.Declined, Decline: payment.DeclineRefused}, "/spc?error=ERR_PLACEORDER_ZIP_DECLINED"},
		{"Zip referred", payment.Zip, payment.Outcome{Status: payment.Declined, Decline: payment.DeclineReferred}, "/spc?error=ERR_PLACEORDER_ZIP_REFERRED"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			sh := w.guest("b", line{lamp, 1})
			prov := w.redirect[tc.method]
			prov.outcome = tc.outcome
			ref := w.startRedirect(sh, tc.method)

			// The attempt waits at the provider's page with the stock reserved.
			a := w.onlyAttempt()
			if a.Status != order.AttemptPending || a.ProviderRef != ref || a.Method != tc.method || w.db.stockOf(lamp, catalog.OnlineLocation) != 9 {
				t.Fatalf("attempt = %+v", a)
			}
			c := prov.begun[0]
			if c.Amount != 5850 || c.Reference != a.ID || c.Email != "ada@example.com" || c.Details == nil ||
				len(c.Details.Items) != 1 || c.Details.Items[0].SKU != lamp || c.Details.DeliveryFee != 900 || c.Details.Shipping.Postcode != "3101" {
				t.Fatalf("charge = %+v", c)
			}

			got := w.svc.CompleteRedirect(bg, tc.method, w.returnQuery(tc.method, ref))
			if got != tc.want {
				t.Fatalf("sent to %q, want %q", got, tc.want)
			}
			a = w.onlyAttempt()
			if tc.outcome.Status == payment.Approved {
				o := w.order("30000001")
				if a.Status != order.AttemptOrdered || len(o.Details.Payments) != 1 || o.Details.Payments[0].Method != tc.method ||
					o.Details.Payments[0].Ref != ref || o.Details.Payments[0].Amount != 5850 || w.db.stockOf(lamp, catalog.OnlineLocation) != 9 {
					t.Fatalf("attempt %+v order %+v", a, o)
				}
				// The shopper reloads the return: the same thank-you page, one order.
				if again := w.svc.CompleteRedirect(bg, tc.method, w.returnQuery(tc.method, ref)); again != tc.want || w.db.orderCount() != 1 {
					t.Fatalf("reload sent to %q; %d orders", again, w.db.orderCount())
				}
				return
			}
			if a.Status != order.AttemptFailed || w.db.orderCount() != 0 || w.db.stockOf(lamp, catalog.OnlineLocation) != 10 || len(w.cartOf(sh).Entries) != 1 {
				t.Fatalf("attempt %+v, %d orders", a, w.db.orderCount())
			}
		})
	}
}

// TestRedirectReturnsThatPlaceNothing: returns that name no session of the method, a shopper who
// came back without deciding, and a provider that cannot start a session.
func TestRedirectReturnsThatPlaceNothing(t *testing.T) {
	t.Parallel()
	t.Run("unknown session", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		if got := w.svc.CompleteRedirect(bg, payment.PayPal, url.Values{"token": {"nope"}}); got != "/spc?error=ERR_PLACEORDER_NOT_PLACED" {
			t.Fatalf("sent to %q", got)
		}
	})
	t.Run("another method's session", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := w.guest("b", line{lamp, 1})
		ref := w.startRedirect(sh, payment.PayPal)
		if got := w.svc.CompleteRedirect(bg, payment.Zip, url.Values{"checkoutId": {ref}}); got != "/spc?error=ERR_PLACEORDER_NOT_PLACED" {
			t.Fatalf("sent to %q", got)
		}
		if a := w.onlyAttempt(); a.Status != order.AttemptPending {
			t.Fatalf("attempt = %+v", a)
		}
	})
	t.Run("another shopper's page reports it", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := w.guest("b", line{lamp, 1})
		other := w.guest("c", line{throw, 1})
		ref := w.startRedirect(sh, payment.PayPal)
		_, err := w.svc.CompleteReturn(bg, other, payment.PayPal, url.Values{"token": {ref}})
		wantCode(t, err, order.CodeNotPlaced)
		if placed, err := w.svc.CompleteReturn(bg, sh, payment.PayPal, url.Values{"token": {ref}}); err != nil || placed.OrderCode != "30000001" {
			t.Fatalf("own return = %+v, %v", placed, err)
		}
	})
	t.Run("came back undecided", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := w.guest("b", line{lamp, 1})
		w.redirect[payment.Zip].outcome = payment.Outcome{Status: payment.Pending}
		ref := w.startRedirect(sh, payment.Zip)
		if got := w.svc.CompleteRedirect(bg, payment.Zip, url.Values{"checkoutId": {ref}}); got != "/spc?error=ERR_PLACEORDER_ZIP_FAILURE" {
			t.Fatalf("sent to %q", got)
		}
		if a := w.onlyAttempt(); a.Status != order.AttemptPending || w.db.stockOf(lamp, catalog.OnlineLocation) != 9 {
			t.Fatalf("the page should stay the shopper's: %+v", a)
		}
	})
	for _, m := range []payment.Method{payment.PayPal, payment.Afterpay, payment.Zip} {
		t.Run(string(m)+" cannot start", func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			sh := w.guest("b", line{lamp, 1})
			w.redirect[m].beginErr = payment.ErrUnavailable
			_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: m, Key: "k"})
			wantCode(t, err, order.DeclineCode(m, payment.DeclineUnavailable))
			if a := w.onlyAttempt(); a.Status != order.AttemptFailed || w.db.stockOf(lamp, catalog.OnlineLocation) != 10 || len(w.voidJobs()) != 0 {
				t.Fatalf("attempt %+v", a)
			}
		})
	}
}

// TestRedirectAbandoned: a shopper who left the provider's page open keeps the stock until the
// reservation expires; then the attempt is closed and any late approval voided.
func TestRedirectAbandoned(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	ref := w.startRedirect(sh, payment.Afterpay)
	w.clock.Advance(time.Minute)
	if err := w.svc.Reconcile(bg, ReconcileArgs{}); err != nil {
		t.Fatal(err)
	}
	if a := w.onlyAttempt(); a.Status != order.AttemptPending {
		t.Fatalf("closed while the shopper may still be on the page: %+v", a)
	}
	w.clock.Advance(Reservation)
	if err := w.svc.Expire(bg, ExpiryArgs{}); err != nil {
		t.Fatal(err)
	}
	a := w.onlyAttempt()
	v := w.voidJobs()
	if a.Status != order.AttemptFailed || w.db.stockOf(lamp, catalog.OnlineLocation) != 10 || w.db.reservationCount() != 0 ||
		len(v) != 1 || v[0] != (VoidArgs{Attempt: a.ID, Method: payment.Afterpay, Ref: ref}) {
		t.Fatalf("attempt %+v, void jobs %+v", a, v)
	}
	// The shopper comes back and approves after all: no order; the void job lets the money go.
	if got := w.svc.CompleteRedirect(bg, payment.Afterpay, url.Values{"orderToken": {ref}}); got != "/spc?error=ERR_PLACEORDER_NOT_PLACED" {
		t.Fatalf("late return sent to %q", got)
	}
	if err := w.svc.Void(bg, v[0]); err != nil {
		t.Fatal(err)
	}
	if p := w.redirect[payment.Afterpay]; len(p.voided) != 1 || p.voided[0] != ref || w.db.orderCount() != 0 {
		t.Fatalf("voided %v", p.voided)
	}
}

// TestRedirectLeftForCard: a shopper who left PayPal's page and pays by card: the PayPal attempt is
// abandoned (its stock back, a void job), and the card pays once.
func TestRedirectLeftForCard(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	ref := w.startRedirect(sh, payment.PayPal)
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k-card"})
	if err != nil {
		t.Fatal(err)
	}
	as := w.db.attemptList()
	var paypal order.Attempt
	for _, a := range as {
		if a.Method == payment.PayPal {
			paypal = a
		}
	}
	if len(as) != 2 || paypal.Status != order.AttemptFailed || placed.OrderCode != "30000001" || w.db.stockOf(lamp, catalog.OnlineLocation) != 9 {
		t.Fatalf("attempts %+v, placed %+v", as, placed)
	}
	if v := w.voidJobs(); len(v) != 1 || v[0].Ref != ref || v[0].Method != payment.PayPal {
		t.Fatalf("void jobs %+v", v)
	}
}

// TestThreeDS: a challenge keeps the attempt open; the issuer's decision (never the browser's)
// settles it.
func TestThreeDS(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		outcome payment.Outcome
		reject  bool
		want    order.Code
		status  order.AttemptStatus
		stock   int
		voids   int
	}{
		{"passed", payment.Outcome{Status: payment.Approved, Ref: "auth_1", CardType: "visa", Last4: "3220"}, false, "", order.AttemptOrdered, 9, 0},
		{"failed", payment.Outcome{Status: payment.Declined, Decline: payment.DeclineChallenge}, false, order.CodeThreeDSFailed, order.AttemptFailed, 10, 0},
		{"still deciding", payment.Outcome{Status: payment.Pending}, false, order.CodeThreeDSFailed, order.AttemptChallenge, 9, 0},
		{"rejected by the shopper", payment.Outcome{Status: payment.Approved, Ref: "auth_1"}, true, "", order.AttemptFailed, 10, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			sh := w.guest("b", line{lamp, 1})
			w.card.mode, w.card.challengeOutcome = cardChallenge, tc.outcome
			placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
			if err != nil {
				t.Fatal(err)
			}
			if placed.ThreeDS == nil || placed.ThreeDS.TcID != "tc_1" || placed.ThreeDS.ChallengeURL != "/sandbox/threeds/tc_1" || placed.OrderCode != "" {
				t.Fatalf("placed = %+v", placed)
			}
			if a := w.onlyAttempt(); a.Status != order.AttemptChallenge || a.ChallengeID != "tc_1" || a.ProviderRef != "auth_1" {
				t.Fatalf("attempt = %+v", a)
			}
			// Another browser cannot settle it.
			if _, err := w.svc.ConfirmThreeDS(bg, w.guest("other", line{throw, 1}), "tc_1"); !errors.Is(err, ErrNotYours) {
				t.Fatalf("another shopper: %v", err)
			}
			if tc.reject {
				err = w.svc.RejectThreeDS(bg, sh, "tc_1")
			} else {
				placed, err = w.svc.ConfirmThreeDS(bg, sh, "tc_1")
			}
			if tc.want != "" {
				wantCode(t, err, tc.want)
			} else if err != nil {
				t.Fatal(err)
			}
			a := w.onlyAttempt()
			if a.Status != tc.status || w.db.stockOf(lamp, catalog.OnlineLocation) != tc.stock || len(w.voidJobs()) != tc.voids {
				t.Fatalf("attempt %+v stock %d void jobs %+v", a, w.db.stockOf(lamp, catalog.OnlineLocation), w.voidJobs())
			}
			if tc.status == order.AttemptOrdered {
				o := w.order(placed.OrderCode)
				if o.Details.Payments[0].Last4 != "3220" || o.Details.Payments[0].Ref != "auth_1" {
					t.Fatalf("payment = %+v", o.Details.Payments)
				}
				// Confirmed again (a double click): the same order.
				again, err := w.svc.ConfirmThreeDS(bg, sh, "tc_1")
				if err != nil || again != placed || w.db.orderCount() != 1 {
					t.Fatalf("again = %+v, %v", again, err)
				}
			}
		})
	}
}

// TestThreeDSPassedThenLeft: the shopper passed the challenge and closed the tab; reconciliation
// places the order from the issuer's decision.
func TestThreeDSPassedThenLeft(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.card.mode, w.card.challengeOutcome = cardChallenge, payment.Outcome{Status: payment.Approved, Ref: "auth_1"}
	if _, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"}); err != nil {
		t.Fatal(err)
	}
	w.clock.Advance(10 * time.Second)
	if err := w.svc.Reconcile(bg, ReconcileArgs{}); err != nil {
		t.Fatal(err)
	}
	if a := w.onlyAttempt(); a.Status != order.AttemptOrdered || w.db.orderCount() != 1 || len(w.mails()) != 1 {
		t.Fatalf("attempt %+v", a)
	}
}

// TestFlypay: behind its toggle, Flypay's payment order is started for the cart's amount, shown,
// and completed by asking the provider.
func TestFlypay(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	_, err := w.svc.SetFlypayAmount(bg, sh, "f1")
	wantCode(t, err, order.CodeFlypayUnavailable)
	_, err = w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Flypay, Key: "f0"})
	wantCode(t, err, order.CodeFlypayUnavailable)

	w.features[feature.Flypay] = true
	d, err := w.svc.SetFlypayAmount(bg, sh, "f1")
	if err != nil {
		t.Fatal(err)
	}
	if d.ID != "flypay_sess_1" || d.Status != "pending" || centsOf(d.Amount) != 5850 || d.RedirectURL != "/sandbox/flypay/checkout?token=flypay_sess_1" {
		t.Fatalf("details = %+v", d)
	}
	placed, err := w.svc.FlypayOrder(bg, sh, d.ID, "")
	if err != nil || placed.OrderCode != "30000001" {
		t.Fatalf("placed = %+v, %v", placed, err)
	}
	if d, err := w.svc.FlypayDetails(bg, sh); err != nil || d.ID != "" {
		// The cart's checkout was cleared with the order: nothing selected now.
		t.Fatalf("details after = %+v, %v", d, err)
	}
}
