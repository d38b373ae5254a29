package checkout

import (
	"errors"
	"testing"
)

// A checkout step that loses a race for the state runs again on the newer one, and its function's
// own error stores nothing (checkout.go, change).
func TestChangeRunsAgainOnANewerState(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	runs := 0
	w.db.failOnce("SaveCheckoutState", ErrStale)
	v, err := w.svc.change(bg, sh, func(c *draft) error {
		runs++
		c.Checkout.PaymentMode = "card"
		return nil
	})
	if err != nil || runs != 2 || v.PaymentMode != "card" {
		t.Fatalf("%d runs, view %q, %v", runs, v.PaymentMode, err)
	}
	c := w.cartOf(sh)
	if c.Checkout.PaymentMode != "card" || c.Checkout.Version != 2 || c.Version != 1 {
		t.Fatalf("stored %+v at version %d (cart version %d)", c.Checkout, c.Checkout.Version, c.Version)
	}
	boom := errors.New("declined")
	if _, err := w.svc.change(bg, sh, func(c *draft) error { c.Checkout.PaymentMode = "paypal"; return boom }); err != boom {
		t.Fatalf("err = %v", err)
	}
	if c := w.cartOf(sh); c.Checkout.PaymentMode != "card" {
		t.Fatalf("a failed change was stored: %q", c.Checkout.PaymentMode)
	}
	// errUnchanged writes nothing.
	if _, err := w.svc.change(bg, sh, func(*draft) error { return errUnchanged }); err != nil {
		t.Fatal(err)
	}
	if c := w.cartOf(sh); c.Checkout.Version != 2 {
		t.Fatalf("an unchanged step wrote version %d", c.Checkout.Version)
	}
}

// A basket change in another tab does not make a checkout step start again (they are two rows), and
// a step that moves the cart's postcode writes both rows in one transaction or neither.
func TestChangeAndTheBasket(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	runs := 0
	if _, err := w.svc.change(bg, sh, func(c *draft) error {
		runs++
		if runs == 1 {
			basket := w.cartOf(sh).Cart
			basket.Entries[0].Quantity = 2
			if err := w.db.store().UpdateCart(bg, basket); err != nil {
				t.Fatal(err)
			}
		}
		c.Checkout.PaymentMode = "card"
		return nil
	}); err != nil || runs != 1 {
		t.Fatalf("%d runs, %v", runs, err)
	}
	if c := w.cartOf(sh); c.Entries[0].Quantity != 2 || c.Checkout.PaymentMode != "card" {
		t.Fatalf("cart %+v checkout %+v", c.Entries, c.Checkout)
	}

	w.db.failOnce("SaveCheckoutState", errCrash)
	_, err := w.svc.change(bg, sh, func(c *draft) error {
		c.PostalCode = "2000"
		c.Checkout.Delivery = &Address{Line1: "1 George Street", Town: "Sydney", State: "NSW", PostalCode: "2000"}
		return nil
	})
	if !errors.Is(err, errCrash) {
		t.Fatalf("err = %v", err)
	}
	if c := w.cartOf(sh); c.PostalCode != "3101" || c.Checkout.Delivery.PostalCode != "3101" {
		t.Fatalf("half a step was stored: postcode %q, delivery %+v", c.PostalCode, c.Checkout.Delivery)
	}
	if _, err := w.svc.change(bg, sh, func(c *draft) error {
		c.PostalCode = "2000"
		c.Checkout.Delivery = &Address{Line1: "1 George Street", Town: "Sydney", State: "NSW", PostalCode: "2000"}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if c := w.cartOf(sh); c.PostalCode != "2000" || c.Checkout.Delivery.PostalCode != "2000" {
		t.Fatalf("postcode %q, delivery %+v", c.PostalCode, c.Checkout.Delivery)
	}
}
