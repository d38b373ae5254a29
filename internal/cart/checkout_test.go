package cart

import (
	"context"
	"errors"
	"testing"
)

// ChangeCheckout on an owner without a cart is ErrNotFound (store.go, checkout.go): the change
// has nowhere to go, and must not be answered as done.
func TestChangeCheckoutWithoutACart(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	c, err := e.svc.ChangeCheckout(context.Background(), anonOwner, func(c *Cart) error {
		c.Checkout.Email = "ada@example.com"
		return nil
	})
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("ChangeCheckout without a cart = %+v, %v; want ErrNotFound", c.Checkout, err)
	}
	if len(e.store.all()) != 0 {
		t.Fatal("a cart was stored")
	}
}

// A change that fails leaves the cart it was given as loaded: what fn touched was a deep copy
// (entries' extras, the checkout's addresses and holds).
func TestFailedChangeLeavesTheCartAsLoaded(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.mustAdd(t, customer, AddItem{ProductCode: giftCard, Quantity: 1, GiftCard: ada}, AddItem{ProductCode: mug, Quantity: 1, Personalisation: monoAL})
	home := &Address{FirstName: "Ada", Line1: "1 High Street", Town: "Kew", State: "VIC", PostalCode: "3101"}
	if _, err := e.svc.ChangeCheckout(ctx, customer, func(c *Cart) error {
		c.Checkout.Delivery, c.Checkout.Billing = home, home
		c.Checkout.GiftCards = []GiftCardHold{{Sequence: 1, Amount: 500, Last4: "1234"}}
		c.Notices = []ItemError{ie(lampNavy, nil, CodeThreshold, intp(20))}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	got, err := e.svc.ChangeCheckout(ctx, customer, func(c *Cart) error {
		c.Checkout.Delivery.Line1 = "2 Low Street"
		c.Checkout.Billing.Town = "Hawthorn"
		c.Checkout.GiftCards[0].Amount = 9999
		c.Entries[0].GiftCard.FirstName = "Eve"
		c.Entries[1].Personalisation.Text = "E.V."
		c.Notices[0].Code = CodeNoStock
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	co := got.Checkout
	if co.Delivery.Line1 != "1 High Street" || co.Billing.Town != "Kew" || co.GiftCards[0].Amount != 500 ||
		got.Entries[0].GiftCard.FirstName != "Ada" || got.Entries[1].Personalisation.Text != "A.L." || got.Notices[0].Code != CodeThreshold {
		t.Fatalf("the failed change reached the loaded cart: %+v %+v %+v", co, got.Entries, got.Notices)
	}
}
