package checkout

import (
	"errors"
	"net/url"
	"testing"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
)

// card is a gift card of the fake processor with a balance; its token doubles as its number.
func (w *world) giftCardWith(token string, balance money.Cents) {
	w.gift.mu.Lock()
	defer w.gift.mu.Unlock()
	w.gift.cards[token] = balance
}

func (w *world) giftBalance(token string) money.Cents {
	w.gift.mu.Lock()
	defer w.gift.mu.Unlock()
	return w.gift.cards[token]
}

// TestGiftCardSplitWithCard: a gift card pays part, the card the rest; the order has both payments
// and the card is asked only for what is left.
func TestGiftCardSplitWithCard(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.giftCardWith("gc-0001", 2000)

	ans, err := w.svc.PlaceGiftCard(bg, sh, GiftCardInput{Token: "gc-0001", Amount: 2000, Key: "g1"})
	if err != nil {
		t.Fatal(err)
	}
	list := ans.GiftCardDetails.SplitCardSummaryDetailsList
	if len(list) != 1 || list[0].Sequence != 1 || centsOf(list[0].Amount) != 2000 || centsOf(list[0].Balance) != 0 || list[0].Last4 != "0001" {
		t.Fatalf("split = %+v", list)
	}
	if centsOf(ans.Balance) != 3850 || ans.OrderCode != "" {
		t.Fatalf("answer = %+v", ans)
	}
	st, err := w.svc.PaymentStatus(bg, sh)
	if err != nil || !st.HasPartialPayment || centsOf(st.Balance) != 3850 {
		t.Fatalf("payment status = %+v, %v", st, err)
	}

	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	if err != nil {
		t.Fatal(err)
	}
	if w.card.charges[0].Amount != 3850 {
		t.Fatalf("card asked for %d", w.card.charges[0].Amount)
	}
	o := w.order(placed.OrderCode)
	want := []order.Payment{
		{Method: payment.GiftCard, Ref: "gch_1", Amount: 2000, Status: "authorised", CardType: "giftcard", Last4: "0001", Sequence: 1},
		{Method: payment.Card, Ref: "auth_1", Amount: 3850, Status: "authorised", CardType: "visa", Last4: "4242"},
	}
	if o.Total != 5850 || len(o.Details.Payments) != 2 || o.Details.Payments[0] != want[0] || o.Details.Payments[1] != want[1] {
		t.Fatalf("order total %d payments %+v", o.Total, o.Details.Payments)
	}
	if c := w.cartOf(sh); len(c.Checkout.GiftCards) != 0 || len(w.gift.voided) != 0 || len(w.gift.holds) != 1 {
		t.Fatalf("cart holds %+v, voided %v", c.Checkout.GiftCards, w.gift.voided)
	}
}

// TestGiftCardStaysWhenCardFails: the card for the rest is declined; the gift card's hold stays on
// the checkout (the shopper pays the rest another way) until it is cancelled, which voids it.
func TestGiftCardStaysWhenCardFails(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.giftCardWith("gc-0001", 5000)
	if _, err := w.svc.PlaceGiftCard(bg, sh, GiftCardInput{Token: "gc-0001", Amount: 1500, Key: "g1"}); err != nil {
		t.Fatal(err)
	}
	w.card.mode, w.card.decline = cardDecline, payment.DeclineRefused
	_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	wantCode(t, err, order.CodeAuthorizationFailed)
	if w.card.charges[0].Amount != 4350 {
		t.Fatalf("card asked for %d", w.card.charges[0].Amount)
	}
	c := w.cartOf(sh)
	if len(c.Checkout.GiftCards) != 1 || c.Checkout.GiftCards[0].Ref != "gch_1" || len(w.gift.voided) != 0 || w.giftBalance("gc-0001") != 3500 {
		t.Fatalf("holds %+v voided %v balance %d", c.Checkout.GiftCards, w.gift.voided, w.giftBalance("gc-0001"))
	}

	ans, err := w.svc.CancelGiftCard(bg, sh, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(ans.GiftCardDetails.SplitCardSummaryDetailsList) != 0 || centsOf(ans.Balance) != 5850 {
		t.Fatalf("after cancel = %+v", ans)
	}
	if len(w.gift.voided) != 1 || w.gift.voided[0] != "gch_1" || w.giftBalance("gc-0001") != 5000 {
		t.Fatalf("voided %v balance %d", w.gift.voided, w.giftBalance("gc-0001"))
	}
	if _, err := w.svc.CancelGiftCard(bg, sh, 1); !errors.Is(err, ErrNoGiftCard) {
		t.Fatalf("second cancel: %v", err)
	}
}

// TestGiftCardsPayItAll: when the holds cover the total, the order is placed in the same call with
// no card payment.
func TestGiftCardsPayItAll(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.giftCardWith("gc-000A", 3000)
	w.giftCardWith("gc-000B", 5000)
	first, err := w.svc.PlaceGiftCard(bg, sh, GiftCardInput{Token: "gc-000A", Amount: 3000, Key: "g1"})
	if err != nil || first.OrderCode != "" || centsOf(first.Balance) != 2850 {
		t.Fatalf("first = %+v, %v", first, err)
	}
	second, err := w.svc.PlaceGiftCard(bg, sh, GiftCardInput{Token: "gc-000B", Amount: 2850, Key: "g2"})
	if err != nil {
		t.Fatal(err)
	}
	if second.OrderCode != "30000001" || second.RedirectURL != ThankYouPath("30000001") || centsOf(second.Balance) != 0 {
		t.Fatalf("second = %+v", second)
	}
	if l := second.GiftCardDetails.SplitCardSummaryDetailsList; len(l) != 2 || l[1].Sequence != 2 || centsOf(l[1].Balance) != 2150 {
		t.Fatalf("split = %+v", l)
	}
	a := w.onlyAttempt()
	if a.Method != payment.GiftCard || a.Amount != 0 || a.Status != order.AttemptOrdered {
		t.Fatalf("attempt = %+v", a)
	}
	o := w.order("30000001")
	if n, _, _ := w.card.counts(); n != 0 || len(o.Details.Payments) != 2 || o.Details.Payments[0].Amount+o.Details.Payments[1].Amount != o.Total {
		t.Fatalf("charges %d payments %+v total %d", n, o.Details.Payments, o.Total)
	}
	if len(w.mails()) != 1 || len(w.cartOf(sh).Entries) != 0 {
		t.Fatal("the gift card order was not finished")
	}
}

// TestGiftCardHoldVoidedWhenNotKept: the processor held the money but the checkout could not
// record the hold (the basket emptied in another tab meanwhile): the hold is voided.
func TestGiftCardHoldVoidedWhenNotKept(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.giftCardWith("gc-0001", 5000)
	w.gift.before = func(string) { w.editCart(sh, func(c *draft) { c.Entries = nil }) }
	_, err := w.svc.PlaceGiftCard(bg, sh, GiftCardInput{Token: "gc-0001", Amount: 1000, Key: "g1"})
	if !errors.Is(err, ErrNoEntries) {
		t.Fatalf("err = %v", err)
	}
	if len(w.gift.voided) != 1 || w.gift.voided[0] != "gch_1" || w.giftBalance("gc-0001") != 5000 {
		t.Fatalf("voided %v, balance %d", w.gift.voided, w.giftBalance("gc-0001"))
	}
}

// TestGiftCardRefused lists placeOrderGiftCard's refusals: none leaves a hold behind.
func TestGiftCardRefused(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		setup    func(w *world, sh Shopper)
		tweak    func(d *Deps)
		in       GiftCardInput
		want     order.Code
		field    string // a validation error's field instead of a code
		preauths int
	}{
		{"unknown card", nil, nil, GiftCardInput{Token: "gc-9999", Amount: 1000}, order.CodeGiftCardInvalid, "", 1},
		{"an empty card", func(w *world, sh Shopper) { w.giftCardWith("gc-0001", 0) }, nil, GiftCardInput{Token: "gc-0001", Amount: 2500}, order.CodeGiftCardBalance, "", 1},
		{"more than is left to pay", nil, nil, GiftCardInput{Token: "gc-0001", Amount: 5851}, "", "amount", 0},
		{"nothing", nil, nil, GiftCardInput{Token: "gc-0001", Amount: 0}, "", "amount", 0},
		{"no token", nil, nil, GiftCardInput{Amount: 100}, "", "oneTimeToken", 0},
		{"a fourth card", func(w *world, sh Shopper) {
			w.editCart(sh, func(c *draft) {
				c.Checkout.GiftCards = []GiftCardHold{{Sequence: 1, Amount: 100}, {Sequence: 2, Amount: 100}, {Sequence: 3, Amount: 100}}
			})
		}, nil, GiftCardInput{Token: "gc-0001", Amount: 100}, order.CodeGiftCardLimit, "", 0},
		{"gift cards do not buy gift cards", func(w *world, sh Shopper) {
			w.editCart(sh, func(c *draft) {
				c.Entries = append(c.Entries, cart.Entry{Number: 7, ProductCode: giftCard, Quantity: 1})
			})
		}, nil, GiftCardInput{Token: "gc-0001", Amount: 100}, order.CodeGiftCardNotAllowed, "", 0},
		{"no processor", nil, func(d *Deps) { d.Providers.GiftCards = nil }, GiftCardInput{Token: "gc-0001", Amount: 100}, order.CodeGiftCardNotAllowed, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var tweaks []func(*Deps)
			if tc.tweak != nil {
				tweaks = append(tweaks, tc.tweak)
			}
			w := newWorld(t, tweaks...)
			sh := w.guest("b", line{lamp, 1})
			w.giftCardWith("gc-0001", 2000)
			if tc.setup != nil {
				tc.setup(w, sh)
			}
			before := w.giftBalance("gc-0001")
			tc.in.Key = "g1"
			_, err := w.svc.PlaceGiftCard(bg, sh, tc.in)
			if tc.field != "" {
				ve, ok := validate.As(err)
				if !ok || ve.Fields[tc.field] == "" {
					t.Fatalf("err = %v, want a validation error of %s", err, tc.field)
				}
			} else {
				wantCode(t, err, tc.want)
			}
			if len(w.gift.preauths) != tc.preauths || len(w.gift.holds) != 0 || w.giftBalance("gc-0001") != before {
				t.Fatalf("preauths %v holds %v", w.gift.preauths, w.gift.holds)
			}
		})
	}
}

// TestGiftCardPaysWhatItHas: asked for more than the card has (the amount starts at what is left to
// pay, and the shopper seldom knows the balance), the card pays its whole balance and the rest is
// left to pay.
func TestGiftCardPaysWhatItHas(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.giftCardWith("gc-0001", 2000)
	ans, err := w.svc.PlaceGiftCard(bg, sh, GiftCardInput{Token: "gc-0001", Amount: 5850, Key: "g1"})
	if err != nil {
		t.Fatal(err)
	}
	list := ans.GiftCardDetails.SplitCardSummaryDetailsList
	if len(list) != 1 || centsOf(list[0].Amount) != 2000 || centsOf(list[0].Balance) != 0 || centsOf(ans.Balance) != 3850 || ans.OrderCode != "" {
		t.Fatalf("answer = %+v, split %+v", ans, list)
	}
	if len(w.gift.preauths) != 2 || len(w.gift.holds) != 1 || w.giftBalance("gc-0001") != 0 {
		t.Fatalf("preauths %v holds %v balance %d", w.gift.preauths, w.gift.holds, w.giftBalance("gc-0001"))
	}
}

// TestGiftCardIdempotency: the same key replays the hold's answer without a second pre-auth; the
// same key for another amount is refused.
func TestGiftCardIdempotency(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.giftCardWith("gc-0001", 5000)
	in := GiftCardInput{Token: "gc-0001", Amount: 1000, Key: "g1"}
	first, err := w.svc.PlaceGiftCard(bg, sh, in)
	if err != nil {
		t.Fatal(err)
	}
	again, err := w.svc.PlaceGiftCard(bg, sh, in)
	if err != nil || centsOf(again.Balance) != centsOf(first.Balance) || len(again.GiftCardDetails.SplitCardSummaryDetailsList) != 1 {
		t.Fatalf("replay = %+v, %v", again, err)
	}
	_, err = w.svc.PlaceGiftCard(bg, sh, GiftCardInput{Token: "gc-0001", Amount: 1001, Key: "g1"})
	wantCode(t, err, order.CodeKeyReused)
	if len(w.gift.preauths) != 1 || w.giftBalance("gc-0001") != 4000 || len(w.cartOf(sh).Checkout.GiftCards) != 1 {
		t.Fatalf("preauths %v balance %d", w.gift.preauths, w.giftBalance("gc-0001"))
	}
}

// TestGiftCardBalance checks a card's balance and the sequence it would take.
func TestGiftCardBalance(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.giftCardWith("gc-0001", 2500)
	w.giftCardWith("gc-0002", 700)
	if _, err := w.svc.GiftCardBalance(bg, sh, "", ""); err == nil {
		t.Fatal("no number, no PIN")
	} else if ve, ok := validate.As(err); !ok || ve.Fields["cardNumber"] != "missing-args" || ve.Fields["pin"] != "missing-args" {
		t.Fatalf("err = %v", err)
	}
	_, err := w.svc.GiftCardBalance(bg, sh, "gc-0001", "0000")
	wantCode(t, err, order.CodeGiftCardInvalid)
	b, err := w.svc.GiftCardBalance(bg, sh, "gc-0001", "1234")
	if err != nil || centsOf(b.Balance) != 2500 || b.SplitGiftCardDetails.Sequence != 1 {
		t.Fatalf("balance = %+v, %v", b, err)
	}
	if _, err := w.svc.PlaceGiftCard(bg, sh, GiftCardInput{Token: "gc-0001", Amount: 2500, Key: "g1"}); err != nil {
		t.Fatal(err)
	}
	b, err = w.svc.GiftCardBalance(bg, sh, "gc-0002", "1234")
	if err != nil || centsOf(b.Balance) != 700 || b.SplitGiftCardDetails.Sequence != 2 {
		t.Fatalf("second card = %+v, %v", b, err)
	}
}

// TestGiftCardCancelledWhilePaying: the shopper cancels a gift card while the rest is being paid
// (at a 3-D Secure challenge, or on PayPal's page in another tab). The attempt's order counts the
// gift card's hold; once the hold is voided, that order must not be placed, or the shop ships it
// short of the gift card's amount.
func TestGiftCardCancelledWhilePaying(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		method payment.Method
		finish func(w *world, sh Shopper) error
	}{
		{"3-D Secure challenge", payment.Card, func(w *world, sh Shopper) error {
			_, err := w.svc.ConfirmThreeDS(bg, sh, "tc_1")
			return err
		}},
		{"PayPal's page", payment.PayPal, func(w *world, sh Shopper) error {
			a := w.onlyAttempt()
			_, err := w.svc.CompleteReturn(bg, sh, payment.PayPal, url.Values{"token": {a.ProviderRef}})
			return err
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			sh := w.guest("b", line{lamp, 1})
			w.giftCardWith("gc-0001", 2000)
			w.card.mode, w.card.challengeOutcome = cardChallenge, payment.Outcome{Status: payment.Approved, Ref: "auth_1"}
			if _, err := w.svc.PlaceGiftCard(bg, sh, GiftCardInput{Token: "gc-0001", Amount: 2000, Key: "g1"}); err != nil {
				t.Fatal(err)
			}
			if _, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: tc.method, Token: "tok", Key: "k1"}); err != nil {
				t.Fatal(err)
			}
			if _, err := w.svc.CancelGiftCard(bg, sh, 1); err != nil {
				t.Fatal(err)
			}
			err := tc.finish(w, sh)
			for _, code := range w.db.orderCodes() {
				o := w.order(code)
				var live money.Cents
				for _, p := range o.Details.Payments {
					if p.Method == payment.GiftCard && w.gift.holds[p.Ref] == 0 {
						t.Errorf("order %s counts the voided gift card hold %s (%d of its %d)", code, p.Ref, p.Amount, o.Total)
						continue
					}
					live += p.Amount
				}
				if live != o.Total {
					t.Errorf("order %s is paid %d of %d", code, live, o.Total)
				}
			}
			if err == nil {
				t.Fatal("the attempt for the old split was completed")
			}
			if a := w.onlyAttempt(); a.Status != order.AttemptFailed || w.db.stockOf(lamp, "online") != 10 || len(w.voidJobs()) != 1 {
				t.Fatalf("attempt %+v, stock %d, void jobs %+v", a, w.db.stockOf(lamp, "online"), w.voidJobs())
			}
		})
	}
}

// TestGiftCardCancelWaitsForTheProvider: while the card for the rest is at the provider, a gift
// card cannot be cancelled (its hold is part of the order being paid).
func TestGiftCardCancelWaitsForTheProvider(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.giftCardWith("gc-0001", 2000)
	if _, err := w.svc.PlaceGiftCard(bg, sh, GiftCardInput{Token: "gc-0001", Amount: 2000, Key: "g1"}); err != nil {
		t.Fatal(err)
	}
	var cancelErr error
	w.card.before = func(payment.Charge) { _, cancelErr = w.svc.CancelGiftCard(bg, sh, 1) }
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	if err != nil {
		t.Fatal(err)
	}
	wantCode(t, cancelErr, order.CodeInProgress)
	o := w.order(placed.OrderCode)
	if len(w.gift.voided) != 0 || len(o.Details.Payments) != 2 || o.Details.Payments[0].Amount+o.Details.Payments[1].Amount != 5850 {
		t.Fatalf("voided %v, payments %+v", w.gift.voided, o.Details.Payments)
	}
}

// TestGiftCardAddedWhilePaying: a gift card applied while the rest is on PayPal's page changes the
// split. The PayPal attempt's order has no place for the new hold (finishing it clears the
// checkout), so the hold would be left at the processor with nothing to void it: the attempt is
// abandoned instead, and the order is paid with the new split.
func TestGiftCardAddedWhilePaying(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.giftCardWith("gc-0001", 2000)
	ref := w.startRedirect(sh, payment.PayPal)
	if _, err := w.svc.PlaceGiftCard(bg, sh, GiftCardInput{Token: "gc-0001", Amount: 2000, Key: "g1"}); err != nil {
		t.Fatal(err)
	}
	_, err := w.svc.CompleteReturn(bg, sh, payment.PayPal, url.Values{"token": {ref}})
	for _, code := range w.db.orderCodes() {
		o := w.order(code)
		held := false
		for _, p := range o.Details.Payments {
			held = held || p.Ref == "gch_1"
		}
		if !held && w.gift.holds["gch_1"] != 0 {
			t.Errorf("order %s was paid without the gift card, whose hold is left live", code)
		}
	}
	wantCode(t, err, order.CodeNotPlaced)
	if v := w.voidJobs(); len(v) != 1 || v[0].Ref != ref {
		t.Fatalf("void jobs %+v", v)
	}
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k2"})
	if err != nil {
		t.Fatal(err)
	}
	if o := w.order(placed.OrderCode); len(o.Details.Payments) != 2 || o.Details.Payments[0].Ref != "gch_1" || o.Details.Payments[1].Amount != 3850 {
		t.Fatalf("payments %+v", o.Details.Payments)
	}
}

// TestGiftCardCancelRacesAnAttempt: a place order that begins between cancelGiftCard's look at the
// running attempt and its write counts the hold: the cancel is refused and the hold kept.
func TestGiftCardCancelRacesAnAttempt(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.giftCardWith("gc-0001", 2000)
	if _, err := w.svc.PlaceGiftCard(bg, sh, GiftCardInput{Token: "gc-0001", Amount: 2000, Key: "g1"}); err != nil {
		t.Fatal(err)
	}
	// A first card payment was declined: the cart names its (settled) attempt.
	w.card.mode, w.card.decline = cardDecline, payment.DeclineRefused
	_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k1"})
	wantCode(t, err, order.CodeAuthorizationFailed)

	w.card.mode, w.card.challengeOutcome = cardChallenge, payment.Outcome{Status: payment.Approved, Ref: "auth_2"}
	var raced bool
	w.db.beforeAttemptRead = func(string) {
		if raced {
			return
		}
		raced = true
		if _, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok2", Key: "k2"}); err != nil {
			t.Error(err)
		}
	}
	_, err = w.svc.CancelGiftCard(bg, sh, 1)
	w.db.beforeAttemptRead = nil
	wantCode(t, err, order.CodeInProgress)
	if len(w.gift.voided) != 0 || len(w.cartOf(sh).Checkout.GiftCards) != 1 {
		t.Fatalf("voided %v", w.gift.voided)
	}
	placed, err := w.svc.ConfirmThreeDS(bg, sh, "tc_2")
	if err != nil {
		t.Fatal(err)
	}
	if o := w.order(placed.OrderCode); len(o.Details.Payments) != 2 || o.Details.Payments[0].Ref != "gch_1" || o.Details.Payments[1].Amount != 3850 {
		t.Fatalf("payments %+v", o.Details.Payments)
	}
}
