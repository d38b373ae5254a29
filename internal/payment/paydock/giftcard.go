package paydock

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// GiftCards is the gift card side of the adapter: holds on gift cards through Paydock's gift card
// gateway (Config.GiftCardGatewayID), with gift card one-time tokens from Paydock's gift card
// widget (card number and PIN, card_type gift_card). It implements payment.GiftCards and
// payment.Settler; every call is payment.ErrUnavailable without a gift card gateway.
type GiftCards struct {
	c *Client
}

var (
	_ payment.GiftCards = (*GiftCards)(nil)
	_ payment.Settler   = (*GiftCards)(nil)
)

// GiftCards returns the gift card side of c.
func (c *Client) GiftCards() *GiftCards { return &GiftCards{c: c} }

// ErrNoBalance means a balance enquiry: Paydock documents none for gift cards (a balance shows
// only as a hold that is refused). It is payment.ErrUnavailable.
var ErrNoBalance = fmt.Errorf("paydock: gift card balance enquiry is not offered by Paydock: %w", payment.ErrUnavailable)

func (g *GiftCards) ready() error {
	if g.c.cfg.GiftCardGatewayID == "" {
		return fmt.Errorf("paydock: no gift card gateway: %w", payment.ErrUnavailable)
	}
	return nil
}

// Balance implements payment.GiftCards: always ErrNoBalance (payment.ErrUnavailable), since
// Paydock's API has no balance enquiry; the number and PIN are not sent anywhere.
func (g *GiftCards) Balance(context.Context, string, string) (money.Cents, error) {
	if err := g.ready(); err != nil {
		return 0, err
	}
	return 0, ErrNoBalance
}

// Preauth implements payment.GiftCards: it holds amount on the gift card behind the one-time
// token (POST /v1/charges?capture=false on the gift card gateway, reference as the charge's
// reference). Declined (DeclineInsufficient) when the balance is short; ErrUnknownToken for a
// token Paydock refuses. Paydock does not tell the remaining balance: Remaining is 0.
func (g *GiftCards) Preauth(ctx context.Context, token string, amount money.Cents, reference string) (payment.Outcome, error) {
	if err := g.ready(); err != nil {
		return payment.Outcome{}, err
	}
	if amount <= 0 {
		return payment.Outcome{}, fmt.Errorf("paydock: hold %d cents: the amount must be positive", amount)
	}
	if token == "" || savedID(token) || walletCharge(token) != "" {
		return payment.Outcome{}, payment.ErrUnknownToken
	}
	b := body(payment.Charge{Reference: reference, Amount: amount}, g.c.cfg.GiftCardGatewayID, "")
	b.Token = token
	var ch charge
	err := g.c.call(ctx, http.MethodPost, "/v1/charges", preauth, b, &ch)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			if d, ok := e.declined(); ok {
				return payment.Outcome{Status: payment.Declined, Decline: d, CardType: "giftcard"}, nil
			}
		}
		return payment.Outcome{}, tokenRefused(err)
	}
	o := outcomeOf(ch)
	o.CardType = "giftcard"
	return o, nil
}

// Status implements payment.Settler: the hold providerRef, or the charges of reference, as the
// card's Status.
func (g *GiftCards) Status(ctx context.Context, reference, providerRef string) (payment.Outcome, error) {
	if err := g.ready(); err != nil {
		return payment.Outcome{}, err
	}
	o, err := status(ctx, g.c, reference, providerRef)
	if err == nil {
		o.CardType = "giftcard"
	}
	return o, err
}

// Void implements payment.Settler: the hold is released; releasing it twice is harmless.
func (g *GiftCards) Void(ctx context.Context, ref string) error {
	if err := g.ready(); err != nil {
		return err
	}
	return g.c.Void(ctx, ref)
}

// Refund implements payment.Settler: captured money goes back onto the gift card.
func (g *GiftCards) Refund(ctx context.Context, ref string, amount money.Cents) error {
	if err := g.ready(); err != nil {
		return err
	}
	return g.c.Refund(ctx, ref, amount)
}

// Capture takes amount of the hold ref off the gift card (the order shipped).
func (g *GiftCards) Capture(ctx context.Context, ref string, amount money.Cents) error {
	if err := g.ready(); err != nil {
		return err
	}
	return g.c.Capture(ctx, ref, amount)
}
