package checkout

import (
	"context"
	"errors"
	"strings"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/platform/validate"
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

// LinkOrder makes a guest order the customer's who signed in with the order's e-mail. Only an order
// this browser placed, whose e-mail is the customer's, is linked.
func (s *Service) LinkOrder(ctx context.Context, sh Shopper, code, customerID, email string) error {
	for range maxTries {
		o, err := s.LinkableOrder(ctx, sh, code)
		if err != nil {
			return err
		}
		err = s.link(ctx, s.place.Store, o, customerID, email)
		if !errors.Is(err, order.ErrStale) {
			return err
		}
	}
	return order.Fail(order.CodeInProgress)
}

// link gives order o (as read) to the customer, when its e-mail is theirs; order.ErrStale when it
// changed since it was read.
func (s *Service) link(ctx context.Context, st order.Store, o order.Order, customerID, email string) error {
	if !strings.EqualFold(o.Email, email) {
		return order.ErrNotFound
	}
	o.CustomerID, o.UpdatedAt = customerID, s.place.Clock.Now().UTC()
	return st.UpdateOrder(ctx, o)
}

// RegisterForOrder is linkOrder: an account for the guest who placed the order this browser just
// placed, made from the order's e-mail and names and the password chosen on the thank-you page,
// signed in, and the order linked to it (docs/checkout.md#the-page), in one transaction: the
// account is there with its order, or neither is (the shopper can simply try again).
func (s *Service) RegisterForOrder(ctx context.Context, sh Shopper, r LinkOrderRequest, c account.Client) (account.SignedIn, error) {
	var errs validate.Errors
	code := errs.Required("linkOrderCode", strings.TrimSpace(r.LinkOrderCode))
	password := account.Password(&errs, "password", r.Password)
	if err := errs.Err(); err != nil {
		return account.SignedIn{}, err
	}
	o, err := s.LinkableOrder(ctx, sh, code)
	if err != nil {
		return account.SignedIn{}, err
	}
	first, last := "", ""
	for _, a := range []*order.Address{o.Details.BillingAddress, o.Details.DeliveryAddress} {
		if a != nil && first == "" {
			first, last = a.FirstName, a.LastName
		}
	}
	if p := o.Details.Pickup; first == "" && p != nil {
		first, last = p.FirstName, p.LastName
	}
	in := account.RegisterInput{Email: o.Email, FirstName: first, LastName: last, Password: password,
		OptIntoMarketing: strings.TrimSpace(string(r.OptIntoMarketing)) == "true"}
	acct, err := s.accounts.PrepareRegister(ctx, in, c)
	if err != nil {
		return account.SignedIn{}, err
	}
	for range maxTries {
		var out account.SignedIn
		err := s.place.Tx(ctx, func(tx TxStore) error {
			var err error
			if out, err = acct.Write(ctx, tx, sh.Session); err != nil {
				return err
			}
			return s.link(ctx, tx, o, out.Session.CustomerID, o.Email)
		})
		if !errors.Is(err, order.ErrStale) {
			return out, err
		}
		// The order changed since it was read (a status move): read it again and retry.
		if o, err = s.LinkableOrder(ctx, sh, code); err != nil {
			return account.SignedIn{}, err
		}
	}
	return account.SignedIn{}, order.Fail(order.CodeInProgress)
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
	c, err := s.read(ctx, o)
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
