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
