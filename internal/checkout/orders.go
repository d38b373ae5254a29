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

// RegisterForOrder is linkOrder: an account for the guest who placed the order this browser just
// placed, made from the order's e-mail and names and the password chosen on the thank-you page,
// signed in, and the order linked to it (docs/checkout.md#the-page). The account is made first:
// should the link then fail, the shopper has an account and can link the order by signing in.
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
	out, err := s.accounts.Register(ctx, in, sh.Session, c)
	if err != nil {
		return account.SignedIn{}, err
	}
	return out, s.LinkOrder(ctx, sh, code, out.Session.CustomerID, o.Email)
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
