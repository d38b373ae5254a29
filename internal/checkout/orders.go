package checkout

import (
	"context"
	"errors"
	"strings"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/order"
)

// Order returns an order the shopper may see: their own (signed in), or one just placed from this
// browser's cart (the thank-you page of a guest).
func (s *Service) Order(ctx context.Context, sh Shopper, code string) (order.Order, error) {
	o, err := s.place.Store.Order(ctx, code)
	if err != nil {
		return o, err
	}
	if sh.Customer != nil && o.CustomerID == sh.Customer.ID {
		return o, nil
	}
	c, err := s.carts.Cart(ctx, sh.Owner)
	if err != nil {
		return o, err
	}
	if c.ID != "" && c.ID == o.Details.CartID && (o.CustomerID == "" || sh.Session.CustomerID == o.CustomerID) {
		return o, nil
	}
	return order.Order{}, order.ErrNotFound
}

// CustomerOrder returns a signed-in customer's own order (getOrder).
func (s *Service) CustomerOrder(ctx context.Context, sh Shopper, code string) (order.Order, error) {
	if sh.Customer == nil {
		return order.Order{}, account.ErrLoginRequired
	}
	o, err := s.place.Store.Order(ctx, code)
	if err != nil {
		return o, err
	}
	if o.CustomerID != sh.Customer.ID {
		return order.Order{}, order.ErrNotFound
	}
	return o, nil
}

// LinkableOrder returns a guest order this browser just placed, which an account may adopt
// (linkOrder): not one linked already.
func (s *Service) LinkableOrder(ctx context.Context, sh Shopper, code string) (order.Order, error) {
	o, err := s.Order(ctx, sh, code)
	if err != nil {
		return o, err
	}
	if o.CustomerID != "" {
		return order.Order{}, order.ErrNotFound
	}
	return o, nil
}

// LinkOrder makes a guest order the customer's: the account created from the thank-you page, or
// signed in with the order's e-mail. Only an order this browser placed, whose e-mail is the
// customer's, is linked.
func (s *Service) LinkOrder(ctx context.Context, sh Shopper, code, customerID, email string) error {
	for range maxTries {
		o, err := s.LinkableOrder(ctx, sh, code)
		if err != nil {
			return err
		}
		if !strings.EqualFold(o.Email, email) {
			return order.ErrNotFound
		}
		o.CustomerID, o.UpdatedAt = customerID, s.place.Clock.Now().UTC()
		err = s.place.Store.UpdateOrder(ctx, o)
		if !errors.Is(err, order.ErrStale) {
			return err
		}
	}
	return order.Fail(order.CodeInProgress)
}

// SessionFacts are what getSession says of the shopper's checkout: a guest's e-mail, whether they
// chose guest checkout, and whether the customer has ever ordered.
type SessionFacts struct {
	Guest         bool
	CheckoutEmail string
	HasOrder      bool
}

// Facts answers getSession's checkout fields for the cart's owner.
func (s *Service) Facts(ctx context.Context, o cart.Owner) (SessionFacts, error) {
	var f SessionFacts
	if o.CustomerID == "" && o.Token == "" {
		return f, nil
	}
	c, err := s.carts.Cart(ctx, o)
	if err != nil {
		return f, err
	}
	f.Guest, f.CheckoutEmail = c.Checkout.Guest && o.CustomerID == "", c.Checkout.Email
	if o.CustomerID != "" {
		orders, err := s.place.Store.OrdersByCustomer(ctx, o.CustomerID, 1)
		if err != nil {
			return f, err
		}
		f.HasOrder = len(orders) > 0
	}
	return f, nil
}
