package checkout

import (
	"errors"
	"net/url"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/feature"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/session"
)

// savedOf lists a customer's saved methods as stored.
func (w *world) savedOf(customerID string) []SavedPayment {
	w.t.Helper()
	list, err := w.db.store().SavedPayments(bg, customerID)
	if err != nil {
		w.t.Fatal(err)
	}
	return list
}

func (w *world) save(p SavedPayment) {
	w.t.Helper()
	if err := w.db.store().InsertSavedPayment(bg, p); err != nil {
		w.t.Fatal(err)
	}
}

// TestSaveCardWithOrder: the card is vaulted before it pays (its one-time token pays once), the
// source pays, and it is kept for the customer with the order; the first one is the default.
func TestSaveCardWithOrder(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.customer("c1", line{lamp, 1})
	if _, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok1", SaveCard: true, Key: "k1"}); err != nil {
		t.Fatal(err)
	}
	if len(w.card.vaulted) != 1 || w.card.vaulted[0] != "tok1" || w.card.charges[0].Token != "src_tok1" || len(w.card.deleted) != 0 {
		t.Fatalf("vaulted %v, charged %q, deleted %v", w.card.vaulted, w.card.charges[0].Token, w.card.deleted)
	}
	list := w.savedOf("c1")
	if len(list) != 1 {
		t.Fatalf("saved = %+v", list)
	}
	sp := list[0]
	if sp.Kind != SavedCard || sp.SourceID != "src_tok1" || sp.CardType != "visa" || sp.Last4 != "4242" || sp.Expiry != "12/29" || !sp.Default {
		t.Fatalf("saved = %+v", sp)
	}
	m, err := w.svc.PaymentMethods(bg, sh)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.SavedCards) != 1 || m.SavedCards[0] != (SavedCardView{PaydockSourceID: sp.ID, CardType: "visa", Last4: "4242", Expiry: "12/29", IsDefault: true}) {
		t.Fatalf("saved cards = %+v", m.SavedCards)
	}

	// A second card saved with the next order is not the default.
	w.editCart(sh, func(c *draft) {
		c.Entries = []cart.Entry{{Number: 9, ProductCode: throw, Quantity: 1}}
		c.Checkout.Delivery, c.Checkout.BillingSame = kew(), true
	})
	if _, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok2", SaveCard: true, Key: "k2"}); err != nil {
		t.Fatal(err)
	}
	if list := w.savedOf("c1"); len(list) != 2 || !list[0].Default || list[1].Default || list[1].SourceID != "src_tok2" {
		t.Fatalf("saved = %+v", list)
	}
}

// TestSaveCardNotKept: a card vaulted for a payment that did not go through is deleted at the
// gateway and not kept; a guest's card, or one the gateway would not vault, is not saved.
func TestSaveCardNotKept(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		guest     bool
		mode      string
		noVault   bool
		vaultErr  error
		wantToken string
		vaulted   int
		deleted   int
		placed    bool
	}{
		{"declined", false, cardDecline, false, nil, "src_tok1", 1, 1, false},
		{"timed out", false, cardTimeout, false, nil, "src_tok1", 1, 1, false},
		{"a guest", true, cardApprove, false, nil, "tok1", 0, 0, true},
		{"no vault", false, cardApprove, true, nil, "tok1", 0, 0, true},
		{"the vault refused", false, cardApprove, false, payment.ErrUnavailable, "tok1", 0, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t, func(d *Deps) {
				if tc.noVault {
					d.Providers.Vault = nil
				}
			})
			w.card.mode, w.card.decline, w.card.vaultErr = tc.mode, payment.DeclineRefused, tc.vaultErr
			sh := w.customer("c1", line{lamp, 1})
			if tc.guest {
				sh = w.guest("g", line{lamp, 1})
			}
			_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok1", SaveCard: true, Key: "k1"})
			if (err == nil) != tc.placed {
				t.Fatalf("err = %v", err)
			}
			if w.card.charges[0].Token != tc.wantToken || len(w.card.vaulted) != tc.vaulted || len(w.card.deleted) != tc.deleted {
				t.Fatalf("charged %q, vaulted %v, deleted %v", w.card.charges[0].Token, w.card.vaulted, w.card.deleted)
			}
			if tc.deleted == 1 && w.card.deleted[0] != "src_tok1" {
				t.Fatalf("deleted %v", w.card.deleted)
			}
			if n := len(w.savedOf("c1")); n != 0 {
				t.Fatalf("%d saved", n)
			}
		})
	}
}

// TestPayWithSavedCard: a saved card pays by its source; one that is not the customer's is refused
// before the provider is asked, and the stock goes back.
func TestPayWithSavedCard(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		guest   bool
		savedID string
		err     error
	}{
		{"own card", false, "pm_1", nil},
		{"unknown id", false, "pm_x", ErrSavedNotFound},
		{"another customer's card", false, "pm_2", ErrSavedNotFound},
		{"a PayPal agreement is not a card", false, "pm_pp", ErrSavedNotFound},
		{"a guest", true, "pm_1", account.ErrLoginRequired},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			w.save(SavedPayment{ID: "pm_1", CustomerID: "c1", Kind: SavedCard, SourceID: "src_A", Default: true})
			w.save(SavedPayment{ID: "pm_pp", CustomerID: "c1", Kind: SavedPayPal, SourceID: "B-1"})
			w.save(SavedPayment{ID: "pm_2", CustomerID: "c2", Kind: SavedCard, SourceID: "src_B", Default: true})
			sh := w.customer("c1", line{lamp, 1})
			if tc.guest {
				sh = w.guest("g", line{lamp, 1})
			}
			placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, SavedID: tc.savedID, Key: "k1"})
			if tc.err != nil {
				if !errors.Is(err, tc.err) {
					t.Fatalf("err = %v, want %v", err, tc.err)
				}
				if n, _, _ := w.card.counts(); n != 0 || w.onlyAttempt().Status != order.AttemptFailed || w.db.stockOf(lamp, catalog.OnlineLocation) != 10 {
					t.Fatalf("charges %d, attempt %+v", n, w.onlyAttempt())
				}
				return
			}
			if err != nil || placed.OrderCode == "" || w.card.charges[0].Token != "src_A" {
				t.Fatalf("placed %+v, %v; charged %+v", placed, err, w.card.charges)
			}
		})
	}
}

// TestSavedManagement: deleting a saved method forgets it at the gateway too; the default moves.
func TestSavedManagement(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	w.save(SavedPayment{ID: "pm_1", CustomerID: "c1", Kind: SavedCard, SourceID: "src_A", Default: true})
	w.save(SavedPayment{ID: "pm_2", CustomerID: "c1", Kind: SavedCard, SourceID: "src_B"})
	w.save(SavedPayment{ID: "pm_pp", CustomerID: "c1", Kind: SavedPayPal, SourceID: "B-1", Email: "c1@example.com"})
	sh := w.customer("c1", line{lamp, 1})

	if err := w.svc.SetDefaultSaved(bg, sh, "pm_2"); err != nil {
		t.Fatal(err)
	}
	if err := w.svc.SetDefaultSaved(bg, sh, "pm_pp"); !errors.Is(err, ErrSavedNotFound) {
		t.Fatalf("a PayPal agreement as the default card: %v", err)
	}
	m, err := w.svc.PaymentMethods(bg, sh)
	if err != nil || len(m.SavedCards) != 2 || !m.SavedCards[1].IsDefault || m.SavedCards[0].IsDefault ||
		len(m.PayPalAccounts) != 1 || m.PayPalAccounts[0].Email != "c1@example.com" {
		t.Fatalf("methods = %+v, %v", m, err)
	}
	if err := w.svc.DeleteSaved(bg, sh, "pm_1", SavedCard); err != nil {
		t.Fatal(err)
	}
	if err := w.svc.DeleteSaved(bg, sh, "pm_pp", SavedPayPal); err != nil {
		t.Fatal(err)
	}
	if err := w.svc.DeleteSaved(bg, sh, "pm_2", SavedPayPal); !errors.Is(err, ErrSavedNotFound) {
		t.Fatalf("wrong kind: %v", err)
	}
	if len(w.card.deleted) != 1 || w.card.deleted[0] != "src_A" || len(w.paypal.canceled) != 1 || w.paypal.canceled[0] != "B-1" {
		t.Fatalf("gateway deleted %v, agreements cancelled %v", w.card.deleted, w.paypal.canceled)
	}
	if list := w.savedOf("c1"); len(list) != 1 || list[0].ID != "pm_2" {
		t.Fatalf("left = %+v", list)
	}
	if err := w.svc.DeleteSaved(bg, w.guest("g", line{lamp, 1}), "pm_2", SavedCard); !errors.Is(err, account.ErrLoginRequired) {
		t.Fatalf("a guest: %v", err)
	}
	// With stored payments switched off, none is offered.
	delete(w.features, feature.StoredPayment)
	if m, err := w.svc.PaymentMethods(bg, sh); err != nil || len(m.SavedCards) != 0 {
		t.Fatalf("toggle off: %+v, %v", m.SavedCards, err)
	}
}

// TestSavedNeedsRecentSignIn: changing saved cards needs a sign-in of the last 12 hours; a session
// signed in longer ago is asked to sign in again and changes nothing, while paying with a saved card
// still works (docs/accounts.md#recent-sign-in).
func TestSavedNeedsRecentSignIn(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	w.save(SavedPayment{ID: "pm_1", CustomerID: "c1", Kind: SavedCard, SourceID: "src_A", Default: true})
	w.save(SavedPayment{ID: "pm_2", CustomerID: "c1", Kind: SavedCard, SourceID: "src_B"})
	sh := w.customer("c1", line{lamp, 1})
	w.clock.Advance(session.RecentSignIn + time.Minute)
	if err := w.svc.DeleteSaved(bg, sh, "pm_1", SavedCard); !errors.Is(err, account.ErrSignInAgain) {
		t.Fatalf("delete after 12 hours: %v, want ErrSignInAgain", err)
	}
	if err := w.svc.SetDefaultSaved(bg, sh, "pm_2"); !errors.Is(err, account.ErrSignInAgain) {
		t.Fatalf("default after 12 hours: %v, want ErrSignInAgain", err)
	}
	if list := w.savedOf("c1"); len(list) != 2 || !list[0].Default || len(w.card.deleted) != 0 {
		t.Fatalf("changed without a recent sign-in: %+v, gateway deleted %v", list, w.card.deleted)
	}
	// Signing in again makes it recent.
	sh.Session.AuthAt = w.clock.Now()
	if err := w.svc.DeleteSaved(bg, sh, "pm_1", SavedCard); err != nil {
		t.Fatal(err)
	}
}

// TestPayPalAgreement: a customer who saved PayPal pays without the redirect; one who asks to save
// it gets the agreement kept with the order.
func TestPayPalAgreement(t *testing.T) {
	t.Parallel()
	t.Run("pays by agreement", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		w.save(SavedPayment{ID: "pm_pp", CustomerID: "c1", Kind: SavedPayPal, SourceID: "B-1"})
		sh := w.customer("c1", line{lamp, 1})
		placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.PayPal, SavedID: "pm_pp", Key: "k1"})
		if err != nil || placed.OrderCode != "30000001" || placed.RedirectURL != ThankYouPath("30000001") {
			t.Fatalf("placed = %+v, %v", placed, err)
		}
		o := w.order("30000001")
		if len(w.paypal.charged) != 1 || w.paypal.charged[0] != "B-1" || o.Details.Payments[0].Ref != "pp_auth_B-1" || o.Details.Payments[0].Amount != 5850 {
			t.Fatalf("charged %v, payments %+v", w.paypal.charged, o.Details.Payments)
		}
		if a := w.onlyAttempt(); a.ProviderRef != "pp_auth_B-1" || a.Status != order.AttemptOrdered {
			t.Fatalf("attempt = %+v", a)
		}
	})
	t.Run("a second place order waits for the agreement's charge", func(t *testing.T) {
		// No page of PayPal's is open: the charge is a call in flight, and a double click must not
		// abandon it (and void what it is about to approve) the way it abandons a redirect.
		t.Parallel()
		w := newWorld(t)
		w.save(SavedPayment{ID: "pm_pp", CustomerID: "c1", Kind: SavedPayPal, SourceID: "B-1"})
		sh := w.customer("c1", line{lamp, 1})
		inFlight, release := make(chan struct{}), make(chan struct{})
		w.paypal.beforeCharge = func() { close(inFlight); <-release }
		first := make(chan error, 1)
		go func() {
			_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.PayPal, SavedID: "pm_pp", Key: "k1"})
			first <- err
		}()
		<-inFlight
		w.paypal.beforeCharge = nil
		_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.PayPal, SavedID: "pm_pp", Key: "k2"})
		wantCode(t, err, order.CodeInProgress)
		close(release)
		if err := <-first; err != nil {
			t.Fatal(err)
		}
		if a := w.onlyAttempt(); a.Status != order.AttemptOrdered || len(w.paypal.charged) != 1 || w.db.orderCount() != 1 {
			t.Fatalf("attempt %+v, charged %v, %d orders", a, w.paypal.charged, w.db.orderCount())
		}
	})
	t.Run("agreement refused", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		w.paypal.agreeOut = payment.Outcome{Status: payment.Declined, Decline: payment.DeclineFunding}
		w.save(SavedPayment{ID: "pm_pp", CustomerID: "c1", Kind: SavedPayPal, SourceID: "B-1"})
		sh := w.customer("c1", line{lamp, 1})
		_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.PayPal, SavedID: "pm_pp", Key: "k1"})
		wantCode(t, err, order.CodePaypalFunding)
		if a := w.onlyAttempt(); a.Status != order.AttemptFailed || w.db.stockOf(lamp, catalog.OnlineLocation) != 10 {
			t.Fatalf("attempt = %+v", a)
		}
	})
	t.Run("saved with the order", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := w.customer("c1", line{lamp, 1})
		if _, err := w.svc.SetPaymentMode(bg, sh, payment.PayPal, true); err != nil {
			t.Fatal(err)
		}
		ref := w.startRedirect(sh, payment.PayPal)
		if w.paypal.begun[0].SaveFor != "c1" {
			t.Fatalf("charge = %+v", w.paypal.begun[0])
		}
		if got := w.svc.CompleteRedirect(bg, payment.PayPal, url.Values{"token": {ref}}); got != ThankYouPath("30000001") {
			t.Fatalf("sent to %q", got)
		}
		list := w.savedOf("c1")
		if len(list) != 1 || list[0].Kind != SavedPayPal || list[0].SourceID != "B-"+ref || list[0].Email != "c1@example.com" || !list[0].Default {
			t.Fatalf("saved = %+v", list)
		}
	})
}
