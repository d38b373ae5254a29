package checkout

import (
	"context"
	"errors"
	"net/url"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/feature"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// Flypay is a wallet the shopper pays from on Flypay's page (a redirect method). Besides the
// redirect, the checkout asks for the payment selected for its cart (getFlypayDetails), tells
// Flypay the final amount when the basket changed (setFlypayAmount) and completes the payment
// order by its id and status (getFlypayOrder). Flypay is off unless its toggle is on (off by
// default, docs/api.md#feature-toggles): every call then answers code 1000 (Flypay unavailable).

// FlypayDetails is the Flypay payment selected for the shopper's cart.
type FlypayDetails struct {
	// ID is the Flypay payment order ("" when none was started for this cart).
	ID     string     `json:"id"`
	Status string     `json:"status" enum:",pending,challenge,ordered,failed"`
	Amount money.Wire `json:"amount"`
	// RedirectURL is Flypay's page for the payment, while it is open.
	RedirectURL string `json:"redirectUrl"`
	OrderCode   string `json:"orderCode"`
}

func (s *Service) flypayOn() error {
	if !s.features.On(feature.Flypay) || s.place.Providers.Redirect[payment.Flypay] == nil {
		return order.Fail(order.CodeFlypayUnavailable)
	}
	return nil
}

// FlypayDetails answers the Flypay payment of the shopper's cart (getFlypayDetails).
func (s *Service) FlypayDetails(ctx context.Context, sh Shopper) (FlypayDetails, error) {
	if err := s.flypayOn(); err != nil {
		return FlypayDetails{}, err
	}
	c, err := s.read(ctx, sh.Owner)
	if err != nil {
		return FlypayDetails{}, err
	}
	out := FlypayDetails{Amount: money.Cents(0).Wire()}
	if c.Checkout.Attempt == "" {
		return out, nil
	}
	a, err := s.place.Store.Attempt(ctx, c.Checkout.Attempt)
	if errors.Is(err, order.ErrAttemptNotFound) || err == nil && a.Method != payment.Flypay {
		return out, nil
	}
	if err != nil {
		return out, err
	}
	out.ID, out.Status, out.Amount, out.OrderCode = a.ProviderRef, string(a.Status), a.Amount.Wire(), a.OrderCode
	if a.Status.Open() && a.ProviderRef != "" {
		out.RedirectURL = "/sandbox/flypay/checkout?token=" + url.QueryEscape(a.ProviderRef)
	}
	return out, nil
}

// SetFlypayAmount brings the Flypay payment to the cart's final amount (setFlypayAmount): a
// payment started for another amount is abandoned (its stock goes back) and a new one begins.
func (s *Service) SetFlypayAmount(ctx context.Context, sh Shopper, key string) (FlypayDetails, error) {
	if err := s.flypayOn(); err != nil {
		return FlypayDetails{}, err
	}
	if sh.loginLapsed() {
		return FlypayDetails{}, account.ErrLoginRequired
	}
	if _, err := s.PlaceOrder(ctx, sh, PlaceInput{Mode: payment.Flypay, Key: key}); err != nil {
		return FlypayDetails{}, err
	}
	return s.FlypayDetails(ctx, sh)
}

// FlypayOrder completes the Flypay payment order id (getFlypayOrder): the order is placed when
// Flypay approved it, whatever status the page reports (the provider is asked).
func (s *Service) FlypayOrder(ctx context.Context, sh Shopper, id, status string) (Placed, error) {
	if err := s.flypayOn(); err != nil {
		return Placed{}, err
	}
	c, err := s.carts.Cart(ctx, sh.Owner)
	if err != nil {
		return Placed{}, err
	}
	if status == "" {
		status = "success"
	}
	return s.completeRedirect(ctx, payment.Flypay, url.Values{"token": {id}, "status": {status}}, &c.ID)
}
