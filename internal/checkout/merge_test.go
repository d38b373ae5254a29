package checkout

import (
	"testing"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/payment"
)

// A guest who signs in mid-checkout: the basket joins the customer's, the customer's own checkout
// stays, and the gift card the guest had applied is let go of by a job queued with the change, so
// the money is not held on the card for an order nobody will place (merge.go).
func TestMergeReleasesTheGuestsGiftCardHolds(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	cy := w.customer("c1", line{throw, 1})
	guest := w.guest("b", line{lamp, 1})
	w.giftCardWith("gc-0001", 5000)
	if _, err := w.svc.PlaceGiftCard(bg, guest, GiftCardInput{Token: "gc-0001", Amount: 1500, Key: "g1"}); err != nil {
		t.Fatal(err)
	}
	if w.giftBalance("gc-0001") != 3500 {
		t.Fatalf("balance after the hold = %d", w.giftBalance("gc-0001"))
	}
	before := w.cartOf(cy).Checkout

	if err := w.svc.Merge(bg, "b", "c1"); err != nil {
		t.Fatal(err)
	}
	after := w.cartOf(cy)
	if len(after.Entries) != 2 || len(after.Checkout.GiftCards) != 0 || after.Checkout.Delivery == nil ||
		after.Checkout.Delivery.Line1 != before.Delivery.Line1 || after.Checkout.Email != "" {
		t.Fatalf("the customer's cart after the merge: %+v, checkout %+v", after.Entries, after.Checkout)
	}
	if _, err := w.db.store().CartByToken(bg, cart.HashToken("b")); err == nil {
		t.Fatal("the guest's cart is still there")
	}
	jobs := w.db.jobsOf(VoidArgs{}.Kind())
	if len(jobs) != 1 {
		t.Fatalf("void jobs = %+v, want one", jobs)
	}
	v := jobs[0].(VoidArgs)
	if !v.Hold || v.Ref != "gch_1" || v.Method != payment.GiftCard {
		t.Fatalf("void job = %+v", v)
	}
	if len(w.gift.voided) != 0 {
		t.Fatal("the hold was voided before the job ran")
	}
	if err := w.svc.Void(bg, v); err != nil {
		t.Fatal(err)
	}
	if len(w.gift.voided) != 1 || w.giftBalance("gc-0001") != 5000 {
		t.Fatalf("after the job: voided %v, balance %d", w.gift.voided, w.giftBalance("gc-0001"))
	}
}

// A payment of the guest's cart still open at the provider keeps the holds: its order takes them
// as payments (or its failure leaves them), so the merge neither voids nor forgets them first.
func TestMergeLeavesHoldsToAnOpenPayment(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	w.customer("c1")
	guest := w.guest("b", line{lamp, 1})
	w.giftCardWith("gc-0001", 5000)
	if _, err := w.svc.PlaceGiftCard(bg, guest, GiftCardInput{Token: "gc-0001", Amount: 1500, Key: "g1"}); err != nil {
		t.Fatal(err)
	}
	placed, err := w.svc.PlaceOrder(bg, guest, PlaceInput{Mode: payment.PayPal, Key: "k1"})
	if err != nil || placed.RedirectURL == "" {
		t.Fatalf("PayPal = %+v, %v; want the provider's page", placed, err)
	}
	if a := w.onlyAttempt(); !a.Status.Open() {
		t.Fatalf("attempt %s", a.Status)
	}
	if err := w.svc.Merge(bg, "b", "c1"); err != nil {
		t.Fatal(err)
	}
	if jobs := w.db.jobsOf(VoidArgs{}.Kind()); len(jobs) != 0 || len(w.gift.voided) != 0 || w.giftBalance("gc-0001") != 3500 {
		t.Fatalf("an open payment's hold was let go of: jobs %+v, voided %v", jobs, w.gift.voided)
	}
}
